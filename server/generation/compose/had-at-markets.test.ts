import { describe, expect, it } from 'vitest';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('what is listed after a market the person named', () => {
  it.each([
    [
      'am 28. auf den Striezelmarkt in Dresden, Glühwein, Stollen, vorher Frauenkirche',
      ['Glühwein', 'Stollen'],
    ],
    [
      'Dresden Samstag, Striezelmarkt am späten Nachmittag, Glühwein und Christstollen.',
      ['Glühwein', 'Christstollen'],
    ],
  ])('is had at its stalls, in the person’s words: %s', (text, fare) => {
    const { draft, plan } = planned(text);
    const market = draft.stops.find((stop) => stop.placeName === 'Striezelmarkt');
    for (const words of fare) expect(market?.wish).toContain(words);
    // No second market, café or stall of its own, and no line saying it could not be fitted.
    expect(draft.stops.filter((stop) => stop.kind === 'christmas_market')).toHaveLength(0);
    expect(plan.general_date_tips.join(' ')).not.toMatch(/nicht gepasst/);
  });

  it('is not what comes after a "then"', () => {
    const { draft } = planned('Striezelmarkt in Dresden, dann Glühwein in einer Bar');
    const market = draft.stops.find((stop) => stop.placeName === 'Striezelmarkt');
    expect(market?.wish ?? '').not.toContain('Glühwein');
  });
});

describe('what is listed after a market asked for by its name in words', () => {
  it('is had at its stalls: the Forodhani night food market, Zanzibar pizza', () => {
    const { draft } = planned(
      'Stone Town tonight, a sunset walk and then the Forodhani night food market — Zanzibar pizza',
    );
    const market = draft.stops.find((stop) => stop.kind === 'night_market');
    expect(market?.wish).toContain('pizza');
    expect(draft.stops.filter((stop) => stop.kind === 'pizza')).toHaveLength(0);
  });

  it('is not what is listed after "a market"', () => {
    const { draft } = planned('Sunday afternoon in London: a park, a market and afternoon tea');
    expect(draft.stops.some((stop) => stop.kind === 'afternoon_tea')).toBe(true);
  });
});
