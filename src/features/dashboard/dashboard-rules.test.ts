import { describe, expect, it } from 'vitest';
import { BADGE_CLASSES, newPlanRule, STATUS_BADGES } from './plan-status';
import { relativeTime } from './relative-time';

describe('status badges', () => {
  it('label and colour the five statuses per spec', () => {
    expect(STATUS_BADGES).toEqual({
      pending: { label: 'Pending', color: 'gray' },
      generating: { label: 'Generating', color: 'blue' },
      in_progress: { label: 'In Progress', color: 'blue' },
      completed: { label: 'Completed', color: 'green' },
      failed: { label: 'Failed', color: 'red' },
    });
    expect(Object.keys(BADGE_CLASSES)).toEqual(['gray', 'blue', 'green', 'red']);
  });
});

describe('the New Plan rule', () => {
  it('disables the button only when no plans remain', () => {
    expect(newPlanRule(0)).toEqual({
      disabled: true,
      tooltip: 'No date plans remaining. Please upgrade your subscription.',
    });
    expect(newPlanRule(3)).toEqual({ disabled: false, tooltip: 'Create a new date plan' });
    expect(newPlanRule(undefined).disabled).toBe(false);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('says ago for the past and in for the future', () => {
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-24T12:00:00Z', now)).toBe('in 2 days');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
