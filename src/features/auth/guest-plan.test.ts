import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/handlers/auth';
import { forgetHandedOverGuestPlan, guestPlanWaiting } from './guest-plan';

const verified = { ...testUser, is_verified: true };

describe('a plan made in this browser as a guest', () => {
  it('waits for nobody when no guest plan was made here', () => {
    expect(guestPlanWaiting(null)).toBe(false);
    expect(guestPlanWaiting(testUser)).toBe(false);
  });

  it('waits for a visitor, and for a member only while the guest’s address is unverified', () => {
    window.localStorage.setItem('guestEmail', ' ADA@example.com ');
    expect(guestPlanWaiting(null)).toBe(true);
    expect(guestPlanWaiting(testUser)).toBe(true);
    expect(guestPlanWaiting(verified)).toBe(false);
    expect(guestPlanWaiting({ ...testUser, email: 'someone-else@example.com' })).toBe(false);
  });

  it('is forgotten once a verified account with the guest’s address has it', () => {
    window.localStorage.setItem('guestEmail', 'ada@example.com');
    forgetHandedOverGuestPlan(testUser);
    forgetHandedOverGuestPlan({ ...verified, email: 'someone-else@example.com' });
    expect(window.localStorage.getItem('guestEmail')).toBe('ada@example.com');
    forgetHandedOverGuestPlan(verified);
    expect(window.localStorage.getItem('guestEmail')).toBeNull();
  });
});
