import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function planned(text: string) {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return result.plan;
}
const steps = (text: string) => planned(text).steps;

describe('a stop’s general sentences are said about the stops around it', () => {
  it.each([
    ['Berlin: ein Museum und danach Abendessen', /davor: /u, /danach /u],
    // "antes del Templo de Debod": the neighbour's article joins the preposition.
    ['Madrid: un museo y después cena', /Después del? /u, /antes del? /u],
    ['Rome: a museum then dinner', /After /u, /before /u],
    ['Lyon : un musée puis un dîner', /Après /u, /avant /u],
  ])('%s', (text, after, before) => {
    const [first, second] = steps(text);
    expect(first?.description).toMatch(before);
    expect(second?.description).toMatch(after);
  });
});

describe('a general tip about the whole date is said about where it starts and ends', () => {
  it('opens an untied tip with the first and the last stop', () => {
    const plan = planned('Torino, aperitivo e cena, anniversario');
    const first = plan.steps[0]?.to_location_name.split(',')[0]?.toLowerCase() ?? '';
    expect(plan.general_date_tips.some((tip) => tip.startsWith(`Dall’inizio (${first}) alla fine (`))).toBe(
      true,
    );
  });
});
