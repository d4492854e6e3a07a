import type { User } from '@contract/auth';
import { GUEST_PLAN_WAITING, guestPlanWaiting } from '../guest-plan';

/** Says a plan made as a guest waits for a verified address; renders nothing when none waits. */
export function GuestPlanNotice({ user, className = '' }: { user: User | null; className?: string }) {
  if (!guestPlanWaiting(user)) return null;
  return (
    <p
      role="status"
      className={`rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800 ${className}`}
    >
      {GUEST_PLAN_WAITING}
    </p>
  );
}
