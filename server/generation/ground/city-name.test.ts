import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';

const NOW = new Date('2026-11-23T10:00:00Z');
const cityOf = (text: string) => {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return { city: result.draft.grounded.cityName, address: result.plan.steps[0]?.to_location_address };
};

describe('the city in the plan’s language, as the person wrote it', () => {
  it.each([
    ['anniversario a Roma, cena romantica a Trastevere e passeggiata', 'Roma'],
    ['Wien, Heuriger am Nachmittag, 14–19 Uhr', 'Wien'],
    ['um jantar em Lisboa no sábado', 'Lisboa'],
  ])('%s → %s, in the prose and the address', (text, city) => {
    const shown = cityOf(text);
    expect(shown.city).toBe(city);
    expect(shown.address).toContain(city);
  });

  it('keeps the city’s own name for a nickname', () => {
    expect(cityOf('cdmx, domingo en la mañana, mercado y chilaquiles').city).not.toMatch(/cdmx/i);
    expect(cityOf('NYC dinner and a jazz bar').city).not.toBe('NYC');
  });
});
