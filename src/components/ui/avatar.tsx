import type { User } from '@contract/auth';
import { initialsOf } from './initials';

export function Avatar({ user, size = 'h-9 w-9 text-sm' }: { user: User | null; size?: string }) {
  if (user?.profile_image) {
    return <img src={user.profile_image} alt="" className={`${size} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initialsOf(user?.first_name, user?.last_name)}
    </span>
  );
}
