import { describe, expect, it } from 'vitest';
import { gettingThere } from './travel-text';

describe('getting there', () => {
  it.each([
    ['15 min walk', 'walk', '15 min walk'],
    ['10 min a pie', 'walk', '10 min a pie'],
    ['Start here', 'walk', 'Start here'],
    ['20 Min. mit der U-Bahn', 'transit', '20 Min. mit der U-Bahn'],
    ['15 minutes', 'walk', '15 minutes on foot'],
    ['about 25 min', 'drive', 'about 25 min by car'],
    ['1.5 hours', 'train', '1.5 hours by public transport'],
    ['12 min', 'boat', '12 min'],
  ])('%s (%s) reads "%s"', (time, mode, expected) => {
    expect(gettingThere({ estimated_travel_time: time, transport_mode: mode })).toBe(expected);
  });
});
