import { describe, expect, it } from 'vitest';
import { planDataSchema } from '../../../contract/date-plans';
import type { EngineProgress } from '../engine';
import { createOfflineEngine } from './offline-engine';

async function run(query: string, variant = 0) {
  const events: EngineProgress[] = [];
  const plan = await createOfflineEngine({ delayMs: 0 }).generate(
    { query, preferences: {}, variant },
    (progress) => {
      events.push(progress);
    },
  );
  return { plan, events };
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
