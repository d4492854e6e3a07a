import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function steps(text: string) {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return result.plan.steps;
}

describe('a stop’s general sentences are said about the stops around it', () => {
  it.each([
    ['Berlin: ein Museum und danach Abendessen', /davor: /u, /danach /u],
    ['Madrid: un museo y después cena', /Después de /u, /antes de /u],
    ['Rome: a museum then dinner', /After /u, /before /u],
    ['Lyon : un musée puis un dîner', /Après /u, /avant /u],
  ])('%s', (text, after, before) => {
    const [first, second] = steps(text);
    expect(first?.description).toMatch(before);
    expect(second?.description).toMatch(after);
  });
});
