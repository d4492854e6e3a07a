import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import { localMinutes } from '../world/local-time';

const planned = (text: string, now: Date): PlanResult => {
  const result = planOffline(text, { now });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
};

describe('the plan’s day against the planner’s now', () => {
  it('starts a plan for tonight after now when it is already late', () => {
    const now = new Date('2026-11-23T21:40:00Z'); // 22:40 in Madrid
    const { draft } = planned('tonight in Madrid: drinks and something to eat', now);
    expect(draft.grounded.date).toBe('2026-11-23');
    expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(localMinutes(now, 'Europe/Madrid'));
  });

  it('makes a plan with no day said for tomorrow when its part of the day has passed', () => {
    const now = new Date('2026-11-23T13:00:00Z'); // 14:00 in Paris
    const { draft } = planned('a morning in Paris, coffee and a museum', now);
    expect(draft.grounded.date).toBe('2026-11-24');
    expect(draft.stops[0]!.start).toBeLessThan(12 * 60);
  });

  it('keeps a plan for a later day as it is', () => {
    const { draft } = planned('a morning in Paris on Saturday', new Date('2026-11-23T13:00:00Z'));
    expect(draft.grounded.date).toBe('2026-11-28');
  });
});

describe('a plan for today when today is nearly over', () => {
  const tipOf = (result: PlanResult) => result.plan.general_date_tips[0] ?? '';

  it.each<[string, string, string]>([
    ['tonight in London, dinner and a show', '2026-11-23T21:30:00Z', 'Europe/London'],
    ['esta noche en Madrid, cena y copas', '2026-11-23T20:30:00Z', 'Europe/Madrid'],
    ['ce soir à Paris, dîner et un verre', '2026-11-23T20:30:00Z', 'Europe/Paris'],
  ])('late in the evening, %s starts after now', (text, at, zone) => {
    const now = new Date(at);
    const { draft } = planned(text, now);
    expect(draft.grounded.date).toBe('2026-11-23');
    expect(draft.stops[0]!.start).toBeGreaterThan(localMinutes(now, zone));
    expect(draft.findings.some((finding) => finding.type === 'day_moved')).toBe(false);
  });

  it.each<[string, string, RegExp]>([
    ['tonight in Madrid: drinks and something to eat', '2026-11-24T00:00:00Z', /past midnight.*Tuesday/],
    ['esta noche en Sevilla, cena y flamenco', '2026-11-24T00:00:00Z', /medianoche.*martes/],
    ['ce soir à Lyon, dîner et un verre', '2026-11-24T00:00:00Z', /minuit.*mardi/],
    ['heute Abend in Berlin, Essen und Bar', '2026-11-24T00:00:00Z', /Mitternacht.*Dienstag/],
  ])('at 01:00, %s is planned for the coming evening, and the first tip says so', (text, at, tip) => {
    const result = planned(text, new Date(at));
    expect(result.draft.grounded.date).toBe('2026-11-24');
    expect(result.draft.stops[0]!.start).toBeGreaterThanOrEqual(17 * 60);
    expect(result.draft.findings[0]).toMatchObject({ type: 'day_moved', reason: 'after_midnight' });
    expect(tipOf(result)).toMatch(tip);
  });

  it.each<[string, string, RegExp]>([
    ['this morning in Paris, coffee and a museum', '2026-11-23T11:30:00Z', /left of today.*Tuesday/],
    ['hoy a mediodía en Madrid, almuerzo', '2026-11-23T14:30:00Z', /queda de hoy.*martes/],
    ['stamattina a Roma, colazione e un museo', '2026-11-23T11:00:00Z', /resta di oggi.*martedì/],
  ])('%s, said when that part of today is over, moves to tomorrow and says so', (text, at, tip) => {
    const result = planned(text, new Date(at));
    expect(result.draft.grounded.date).toBe('2026-11-24');
    expect(result.draft.findings[0]).toMatchObject({
      type: 'day_moved',
      reason: 'day_over',
      date: '2026-11-24',
    });
    expect(tipOf(result)).toMatch(tip);
  });
});
