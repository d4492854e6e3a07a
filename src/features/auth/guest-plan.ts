import type { User } from '@contract/auth';
import { storage } from '@/lib/storage';

export const GUEST_PLAN_WAITING =
  'Your date plan is waiting. Verify your e-mail address to see it in My Dates.';

/** The address this browser last made a plan with as a guest, if any. */
const guestEmail = () => storage.get('guestEmail')?.trim().toLowerCase() || null;

/**
 * Whether a plan made here as a guest still waits for its owner. The server hands it over only to an
 * account that has verified the guest's address, so it waits for a visitor (who may yet sign up or
 * in) and for a member whose unverified address is the guest's.
 */
export function guestPlanWaiting(user: User | null): boolean {
  const email = guestEmail();
  if (!email) return false;
  if (!user) return true;
  return !user.is_verified && user.email.toLowerCase() === email;
}

/** A verified account with the guest's address has the plan now, so nothing waits any more. */
export function forgetHandedOverGuestPlan(user: User): void {
  if (user.is_verified && user.email.toLowerCase() === guestEmail()) storage.remove('guestEmail');
}
