import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';
import { fiveMinutes } from './five-minutes';

describe('a plan is read by the clock', () => {
  it.each([
    'Tarde en Lisboa: un café, unas croquetas y ver el atardecer',
    'sunset drinks in Lisbon then dinner',
    'Rio, amanhã de manhã, bondinho do Pão de Açúcar e depois um açaí',
    'Sagrada Familia in the morning, then tapas',
    'Coucher de soleil à Marseille puis bouillabaisse',
    'Sonnenuntergang an der Elbe in Dresden und danach ein Bier',
    'aperitivo al tramonto a Venezia e poi cicchetti',
    'Wir wollen am Sonntag in Wien frühstücken, dann ins Belvedere und nachmittags Kaffee und Sachertorte',
  ])('every start and end of "%s" is on the five minutes', (text) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    for (const stop of result.draft.stops) {
      expect(stop.start % 5, `${stop.kind} starts at ${stop.start}`).toBe(0);
      expect(stop.end % 5, `${stop.kind} ends at ${stop.end}`).toBe(0);
    }
  });

  it('keeps a time the person said to the minute, and goes on from it on the five minutes', () => {
    const result = planOffline('dinner in Leeds at 7:12pm then a pint', { now: TEST_NOW });
    if (!('plan' in result)) throw new Error('refused');
    const [dinner, pint] = result.draft.stops.filter((stop) => stop.requested);
    expect(dinner?.start).toBe(19 * 60 + 12);
    expect(pint && pint.start % 5).toBe(0);
    expect(pint!.start).toBeGreaterThanOrEqual(dinner!.end + pint!.travelMinutes);
  });

  it('rounds the way it is asked to', () => {
    expect(fiveMinutes(31.5, Math.floor)).toBe(30);
    expect(fiveMinutes(993)).toBe(995);
    expect(fiveMinutes(991)).toBe(990);
  });
});
