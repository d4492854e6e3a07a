import { describe, expect, it } from 'vitest';
import { readRequest as read } from './read-for-tests';

describe('the water or hill a ride runs on is its setting, not a stop', () => {
  it.each([
    ['Porto tomorrow evening: a rabelo boat on the Douro for sunset, then francesinha', 'Douro'],
    ['Paris : une croisière sur la Seine puis un dîner', 'Seine'],
    ['Budapest, un paseo en barco por el Danubio y luego cena', 'Danubio'],
  ])('%s', (text, setting) => {
    const request = read(text);
    expect(request.namedPlaces.map((named) => named.name)).not.toContain(setting);
    expect(request.wanted.some((entry) => entry.span.text.endsWith(setting))).toBe(true);
  });

  it('leaves a place named after other words a stop of its own', () => {
    const request = read('Lisbon: a boat trip, then dinner at Cervejaria Ramiro');
    expect(request.namedPlaces.map((named) => named.name)).toContain('Cervejaria Ramiro');
  });
});
