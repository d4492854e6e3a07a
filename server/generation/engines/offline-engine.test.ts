import { describe, expect, it } from 'vitest';
import { planDataSchema } from '@contract/date-plans';
import type { EngineProgress } from '../engine';
import { createOfflineEngine } from './offline-engine';

async function run(query: string, variant = 0) {
  const events: EngineProgress[] = [];
  const { plan, draft } = await createOfflineEngine({ delayMs: 0 }).generate(
    { query, preferences: {}, variant },
    (progress) => {
      events.push(progress);
    },
  );
  return { plan, draft, events };
}

describe('the offline engine', () => {
  it('tells what it understood first, then works through the stages in order', async () => {
    const { plan, events } = await run(
      'A romantic anniversary evening in Paris, dinner and a walk at sunset, about €250 for two',
    );
    expect(() => planDataSchema.parse(plan)).not.toThrow();
    expect(events[0]?.stage).toBe('think');
    expect(events[0]?.message).toMatch(
      /^Understood: a romantic evening, anniversary, Paris, a budget of €250/,
    );
    const stages = events.map((event) => event.stage);
    expect(stages.indexOf('act')).toBeGreaterThan(stages.lastIndexOf('think'));
    expect(stages.at(-1)).toBe('final');
    const percentages = events.map((event) => event.percentage);
    expect([...percentages].sort((a, b) => a - b)).toEqual(percentages);
    expect(events.some((event) => /^Sunset in Paris/.test(event.message))).toBe(true);
  });

  it('speaks the plan’s language in its captions', async () => {
    const { events } = await run('Cena y flamenco en Sevilla, de 21 a 24 h');
    expect(events[0]?.message).toMatch(/^Entendido: /);
    expect(events.some((event) => /21:00.*24:00|21:00.*00:00/.test(event.message))).toBe(true);
  });

  it('gives the same plan for the same text and another one for another version', async () => {
    const text = 'Tapas and a flamenco show in Madrid';
    const first = await run(text);
    expect((await run(text)).plan).toEqual(first.plan);
    expect((await run(text, 1)).plan).not.toEqual(first.plan);
  });
});

describe('the offline engine with live places', () => {
  const venue = {
    name: 'Café Rosa',
    address: 'Rua Garrett 20, Lisboa',
    website: 'https://cafe-rosa.example',
    phone: '+351 21 000 0000',
    openingHours: 'Mo-Su 08:00-20:00',
    wheelchair: null,
    lat: 38.7107,
    lon: -9.1421,
    osmId: 'node/1',
    fits: [],
    openUntil: null,
  };

  it('gives a stop that is a kind of place a real venue with its phone and website', async () => {
    const events: EngineProgress[] = [];
    // Coimbra is not a curated city: its café is a kind of place, with no institution to stand for it.
    const { plan } = await createOfflineEngine({
      delayMs: 0,
      places: { findVenues: async () => [venue] },
    }).generate({ query: 'Coffee and a walk in Coimbra', preferences: {} }, (progress) => {
      events.push(progress);
    });
    const cafe = plan.steps.find((step) => step.to_location_name === 'Café Rosa');
    expect(cafe?.to_location_phone_number).toBe('+351 21 000 0000');
    expect(cafe?.to_location_website).toBe('https://cafe-rosa.example');
    expect(events.some((event) => event.message === 'Looking up places open at those times')).toBe(true);
  });

  it('keeps the offline plan when the lookup fails', async () => {
    const { plan } = await createOfflineEngine({
      delayMs: 0,
      places: {
        findVenues: async () => {
          throw new Error('down');
        },
      },
    }).generate({ query: 'Coffee and a walk in Lisbon', preferences: {} }, () => undefined);
    expect(plan.steps.every((step) => step.to_location_phone_number === null)).toBe(true);
  });
});
