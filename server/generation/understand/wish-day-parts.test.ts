import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';

const partOf = (text: string, words: string) =>
  readRequest(text).wanted.find((wish) => wish.span.text === words)?.dayPart;

describe('a wish said with its own part of the day', () => {
  it.each([
    [
      'Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde, Oaxaca',
      'clase de cocina',
      'morning',
    ],
    [
      'Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde, Oaxaca',
      'mezcal',
      'afternoon',
    ],
    ['Sunday in Lisbon: a museum in the morning and the beach in the afternoon', 'museum', 'morning'],
    ['Samedi à Lyon : un musée le matin, puis un bouchon le soir', 'bouchon', 'evening'],
  ])('%s: "%s" in the %s', (text, words, part) => {
    expect(partOf(text, words)).toBe(part);
  });

  it('is left to the plan when only one part of the day is said', () => {
    expect(partOf('a museum in the morning, Lisbon', 'museum')).toBeUndefined();
  });

  it('is had in that part of the day, in the order of the day rather than of its kind', () => {
    const result = planOffline(
      'Aniversario en Oaxaca el sábado. Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde.',
      { now: TEST_NOW },
    );
    if (!('plan' in result)) throw new Error('refused');
    const stops = result.draft.stops;
    const lesson = stops.find((stop) => stop.kind === 'cooking_class');
    const mezcal = stops.find((stop) => stop.kind === 'mezcal_bar');
    expect(lesson!.start).toBeLessThan(12 * 60);
    expect(mezcal!.start).toBeGreaterThanOrEqual(lesson!.end);
    expect(stops[0]).toBe(lesson);
  });
});
