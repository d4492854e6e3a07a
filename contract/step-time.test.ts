import { describe, expect, it } from 'vitest';
import { stepTimeRange } from './step-time';

describe('stepTimeRange', () => {
  it('reads the start and the end of a step on a 24-hour clock', () => {
    expect(stepTimeRange({ start_time: '19:30', end_time: '21:00' })).toBe('19:30–21:00');
  });

  it('says the half of the day once when both ends share it', () => {
    expect(stepTimeRange({ start_time: '7:30 PM', end_time: '9:00 PM' })).toBe('7:30–9:00 PM');
    expect(stepTimeRange({ start_time: '11:30 AM', end_time: '1:00 PM' })).toBe('11:30 AM–1:00 PM');
  });

  it('keeps "Until" for a plan written before start times were kept', () => {
    expect(stepTimeRange({ end_time: '21:00' })).toBe('Until 21:00');
  });
});
