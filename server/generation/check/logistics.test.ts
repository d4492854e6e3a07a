import { describe, expect, it } from 'vitest';
import { planOffline, type PlanResult } from '../pipeline';
import type { Draft } from '../draft';
import { checkLogistics } from './logistics';
import { repairLogistics } from './logistics-repair';
import { withLogisticsFindings } from './logistics-findings';
import { writePlan } from '../write/write';

const NOW = new Date('2026-11-23T10:00:00Z');
const planned = (text: string, now = NOW): PlanResult => {
  const result = planOffline(text, { now });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
};

describe('the logistics checker', () => {
  it('finds nothing wrong with a plan the composer made', () => {
    for (const text of [
      'a morning in Madrid',
      'dinner and drinks in Lisbon tonight',
      'museum, lunch and a park in Berlin on Saturday',
      'Valentine’s proposal dinner in Paris, we have €300',
    ])
      expect(planned(text).logistics, text).toEqual([]);
  });

  it('finds a long wait, a walk too far, dessert before dinner and a stop at an hour already past, and mends them', () => {
    const { draft } = planned('dinner and a walk in Rome tonight');
    const broken: Draft = {
      ...draft,
      stops: [
        { ...draft.stops[0]!, kind: 'gelato', requested: false, start: 600, end: 630 },
        ...draft.stops.map((stop) => ({ ...stop, start: stop.start + 120, end: stop.end + 120 })),
      ],
    };
    const issues = checkLogistics(broken, NOW);
    const checks = new Set(issues.map((issue) => issue.check));
    expect(checks.has('gaps')).toBe(true);
    expect(checks.has('mealOrder')).toBe(true);
    expect(checks.has('date')).toBe(true);
    const mended = checkLogistics(repairLogistics(broken, issues), NOW).map((issue) => issue.check);
    expect(mended).not.toContain('gaps');
    expect(mended).not.toContain('mealOrder');
  });

  it('lets a stop grow by half its stay at most to shorten a wait; the rest of the wait is left to say', () => {
    const { draft } = planned('dinner and a walk in Rome tonight');
    const [first, second] = draft.stops;
    const waiting: Draft = {
      ...draft,
      stops: [
        { ...first!, start: 1000, end: 1060 },
        { ...second!, start: 1300, end: 1390, travelMinutes: 10, mode: 'walk' },
      ],
    };
    const mended = repairLogistics(waiting, checkLogistics(waiting, NOW));
    expect(mended.stops[0]!.end - mended.stops[0]!.start).toBe(90);
    expect(checkLogistics(mended, NOW).map((issue) => issue.check)).toContain('gaps');
  });

  it('lets an afternoon run on to the dinner asked after it, and to no later', () => {
    for (const text of [
      "Samedi à Paris : un musée l'après-midi, puis dîner à Montmartre",
      'Saturday in Paris: a museum in the afternoon, then dinner in Montmartre',
      'Sabato a Roma: un museo il pomeriggio, poi cena a Trastevere',
    ]) {
      const result = planned(text);
      expect(result.request.time.dayPart, text).toBe('afternoon');
      expect(result.logistics, text).toEqual([]);
      const late: Draft = {
        ...result.draft,
        stops: [
          ...result.draft.stops,
          { ...result.draft.stops.at(-1)!, kind: 'bar', requested: false, start: 1400, end: 1460 },
        ],
      };
      expect(
        checkLogistics(late, NOW).map((issue) => issue.check),
        text,
      ).toContain('dayPart');
    }
  });

  it('caps a plan over its stated budget at the budget', () => {
    const { draft } = planned('dinner in London, budget £200 for two');
    const over: Draft = { ...draft, stops: draft.stops.map((stop) => ({ ...stop, cost: [20, 400] })) };
    const issues = checkLogistics(over, NOW);
    expect(issues.map((issue) => issue.check)).toContain('budgetBand');
    const capped = repairLogistics(over, issues);
    expect(
      capped.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * capped.request.people,
    ).toBeLessThanOrEqual(200);
  });
});

describe('what the logistics checker cannot mend', () => {
  it('becomes a finding, said first in the plan’s tips, in the plan’s language, once per stop', () => {
    for (const [text, words] of [
      ['museum and dinner in Rome on Saturday', /may be closed at that hour/],
      ['museo y cena en Roma el sábado', /podría estar cerrado a esa hora/],
      ['Museum und Abendessen in Rom am Samstag', /könnte zu dieser Uhrzeit/],
    ] as const) {
      const { draft } = planned(text);
      const museum = draft.stops.findIndex((stop) => stop.kind === 'museum');
      const closed: Draft = {
        ...draft,
        stops: draft.stops.map((stop, index) =>
          index === museum ? { ...stop, start: 120, end: 180, requested: true } : stop,
        ),
      };
      const issues = checkLogistics(closed);
      const found = withLogisticsFindings(closed, [...issues, ...issues]);
      expect(found.findings.filter((finding) => finding.type === 'logistics')).toHaveLength(
        new Set(issues.map((issue) => `${issue.check}:${issue.stop}`)).size,
      );
      expect(writePlan(found).general_date_tips[0], text).toMatch(words);
    }
  });
});

describe('the stop that takes a date out of its part of the day, said by name and hour', () => {
  it.each([
    [
      'a morning in Rome: Vatican museums, then lunch and gelato',
      /^Da Enzo al 29, from 1:00 PM to 2:05 PM, runs past the part of the day you asked for \(morning\), to make room for everything you asked for\.$/,
    ],
    [
      'coimbra terça à tarde, fado de coimbra e pastéis de santa clara, orçamento apertado pq somos estudantes',
      /^Uma casa de fado, das 20:00 às 21:20, passa do período que pediram \(tarde\), para caber tudo o que pediram\.$/,
    ],
  ])('%s', (text, said) => {
    const result = planned(text);
    expect(result.draft.findings).toContainEqual({
      type: 'logistics',
      check: 'dayPart',
      stop: expect.any(Number),
    });
    expect(result.plan.general_date_tips[0]).toMatch(said);
  });

  it('offers to end early when the stop that runs over is not one the person asked for', () => {
    const { draft } = planned('Saturday in Paris: a museum in the afternoon, then dinner in Montmartre');
    const late: Draft = {
      ...draft,
      stops: [
        ...draft.stops,
        { ...draft.stops.at(-1)!, kind: 'bar', requested: false, start: 1400, end: 1460 },
      ],
    };
    const found = withLogisticsFindings(late, checkLogistics(late, NOW));
    const tips = writePlan(found).general_date_tips;
    expect(tips.find((tip) => tip.includes('runs past'))).toMatch(
      /^A bar, from 11:20 PM to 12:20 AM, runs past .*\(afternoon\): keep it, or end the date before it\.$/,
    );
  });
});
