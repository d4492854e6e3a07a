import { describe, expect, it } from 'vitest';
import { chooseWishes } from './choose-wishes';
import { compositionFor } from './compose-test-helpers';
import { timeWindow } from './time-window';

const frameOf = (text: string) => {
  const composition = compositionFor(text);
  chooseWishes(composition);
  return timeWindow(composition);
};

describe('timeWindow: when the date may happen', () => {
  it('follows a stated clock time and treats it as fixed', () => {
    const frame = frameOf('dinner in Rome from 7pm to 10pm');
    expect(frame.windowStart).toBe(19 * 60);
    expect(frame.windowEnd).toBe(22 * 60);
    expect(frame.hardStart && frame.hardEnd).toBe(true);
  });

  it('reads the part of the day from what was asked when no time is said', () => {
    expect(frameOf('breakfast and a museum in Vienna').dayPart).toBe('morning');
  });

  it('starts a morning in the morning', () => {
    const frame = frameOf('a morning in Madrid');
    expect(frame.dayPart).toBe('morning');
    expect(frame.windowStart).toBeLessThan(12 * 60);
  });
});
