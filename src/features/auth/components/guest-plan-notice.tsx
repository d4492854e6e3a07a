import type { User } from '@contract/auth';
import { GUEST_PLAN_WAITING, guestPlanWaiting } from '../guest-plan';

/** Says a plan made as a guest waits for a verified address; renders nothing when none waits. */
export function GuestPlanNotice({ user, className = '' }: { user: User | null; className?: string }) {
  if (!guestPlanWaiting(user)) return null;
  return (
    <p
      role="status"
      className={`rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}
    >
      {GUEST_PLAN_WAITING}
    </p>
  );
}
