import { describe, expect, it } from 'vitest';
import { extractBudget } from '../understand/budget';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('"free" pushes to stops that cost nothing', () => {
  it.each([
    ['We’re broke, free things only in Berlin on Saturday afternoon', 'en'],
    ['Cosas gratis en Madrid el sábado por la tarde', 'es'],
    ['Des activités gratuites à Paris samedi après-midi', 'fr'],
    ['Um passeio gratuito em Lisboa no sábado à tarde', 'pt'],
    ['Kostenlose Sachen in Wien am Samstagnachmittag', 'de'],
    ['Qualcosa di gratuito a Roma sabato pomeriggio', 'it'],
  ])('%s (%s)', (text) => {
    const { request, draft } = planned(text);
    expect(request.budget.free).toBe(true);
    for (const stop of draft.stops.filter((stop) => !stop.requested)) expect(stop.cost[1], stop.kind).toBe(0);
  });

  it('is no price word in “gluten-free” or “feel free”, nor when negated', () => {
    expect(extractBudget('gluten-free dinner, feel free to pick', 'en').free).toBeUndefined();
    expect(extractBudget('not free, we can pay', 'en').free).toBeUndefined();
  });
});

describe('a per-person cap said colloquially holds per person', () => {
  it.each([
    ['dinner and a walk in London, a tenner a head', 10],
    ['drinks and a show in Dublin, max 15 each', 15],
    ['Abendessen und ein Spaziergang in Berlin, 20 € pro Person', 20],
  ])('%s', (text, cap) => {
    const { request, draft } = planned(text);
    expect(request.budget.money).toMatchObject({ amount: cap, per: 'person', bound: 'max' });
    const perPerson = draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0);
    const tooLow = draft.findings.some((finding) => finding.type === 'budget_too_low');
    expect(tooLow || perPerson <= cap).toBe(true);
  });
});
