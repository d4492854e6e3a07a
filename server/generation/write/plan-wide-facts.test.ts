import { describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../kinds/names/all-names';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');

function planOf(text: string) {
  const result = planOffline(text, { now: NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return result;
}

/**
 * A sentence about the whole plan carries this plan's facts, so two sober dates in one town do not
 * share it word for word: the alcohol-free tip names the plan's own stops.
 */
describe('plan-wide advice carries the facts of this plan', () => {
  it.each([
    ['de', 'erstes Date in Berlin, kein Alkohol, irgendwas Entspanntes, 19–22 Uhr'],
    ['it', 'primo appuntamento a Milano, niente alcol, un museo e una cena'],
    ['en', 'a sober date in Glasgow: a gallery, then dinner, no alcohol please'],
    ['es', 'una cita sin alcohol en Sevilla: paseo y cena'],
  ] as const)('the alcohol-free tip names the stops (%s)', (language, text) => {
    const { plan, draft } = planOf(text);
    const tip = plan.general_date_tips.find((line) => /Trinken|bere|drinking|beber|boisson/u.test(line));
    expect(tip).toBeDefined();
    const names = KIND_NAMES[language];
    const said = draft.stops.every((stop) => tip?.includes(stop.placeName ?? names[stop.kind].thing));
    expect(said).toBe(true);
  });
});
