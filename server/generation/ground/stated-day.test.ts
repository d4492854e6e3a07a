import { describe, expect, it } from 'vitest';
import { openingOf } from '../compose/stop-hours';
import { planOffline, type PlanResult } from '../pipeline';
import { openForVisit } from '../world/opening-hours';
import { sunsetMinutes } from '../world/sun';

/** The eval clock: Monday 23 November 2026, 10:00 UTC. */
const NOW = new Date('2026-11-23T10:00:00Z');

const planned = (text: string): PlanResult => {
  const result = planOffline(text, { now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
};

describe('a stated day is the plan’s day', () => {
  it.each<[string, string]>([
    ['dinner and a walk in Lisbon tmrw', '2026-11-24'],
    ['next Thursday in Edinburgh, dinner and whisky', '2026-11-26'],
    ['jeudi prochain à Bordeaux, dîner et vin', '2026-11-26'],
    ['el próximo jueves en Valencia, paella y paseo', '2026-11-26'],
    ['on the 14th in Dublin, dinner and a pub', '2026-12-14'],
    ['le 14 à Lyon, dîner et un verre', '2026-12-14'],
    ['am 14. in München, Abendessen und Bier', '2026-12-14'],
    ['this weekend in Porto, francesinha and port wine', '2026-11-28'],
    ['neste fim de semana em Lisboa, jantar e fado', '2026-11-28'],
  ])('%s → %s, with that day’s sunset', (text, date) => {
    const { request, grounded } = planned(text);
    expect(request.when.date).toBe(date);
    expect(grounded.date).toBe(date);
    const city = request.place.city!;
    expect(grounded.sunset).toBe(sunsetMinutes(city.lat, city.lon, date, city.timezone));
  });

  it.each<[string, string]>([
    ['a farmers market next Saturday morning in Lyon, then brunch', '2026-11-28'],
    ['un mercado de agricultores el miércoles por la mañana en Valencia y almuerzo', '2026-11-25'],
    ['Bauernmarkt am Dienstagvormittag in Wien, dann Mittagessen', '2026-11-24'],
  ])('places every stop of "%s" while it is open on that weekday', (text, date) => {
    const { draft } = planned(text);
    expect(draft.grounded.date).toBe(date);
    for (const stop of draft.stops)
      expect(
        openForVisit(openingOf(draft.grounded, stop), stop.start, stop.end - stop.start),
        `${stop.kind} at ${stop.start}`,
      ).toBe(true);
  });
});
