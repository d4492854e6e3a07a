import { describe, expect, it } from 'vitest';
import type { KindId } from '../kinds/kind-ids';
import { planOffline, type PlanResult } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';

const kindsOf = (text: string): KindId[] => {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return (result as PlanResult).draft.stops.map((stop) => stop.kind);
};
const before = (kinds: KindId[], first: KindId, second: KindId) =>
  kinds.indexOf(first) >= 0 && kinds.indexOf(first) < kinds.indexOf(second);

describe('orderStops: the order the person gave', () => {
  it('puts drinks said before dinner before it, in four languages', () => {
    for (const text of [
      'next Friday in Rome, aperitivo and dinner',
      'drinks and dinner in London',
      'un apéro puis dîner à Paris',
      'Vermut y cena en Madrid',
    ])
      expect(before(kindsOf(text), 'bar', 'dinner'), text).toBe(true);
  });

  it('puts what is said before lunch before it, and what is said before that too', () => {
    for (const text of [
      'Lisbon on Sunday: a museum, then lunch',
      'Lisbon on Sunday: a museum in Alfama, then lunch',
      'Madrid el domingo: un museo y luego el almuerzo',
    ])
      expect(before(kindsOf(text), 'museum', 'lunch'), text).toBe(true);
    const chain = kindsOf('Rome on Sunday: a museum, then a walk, then lunch');
    expect(before(chain, 'museum', 'lunch') && before(chain, 'walk', 'lunch'), chain.join(' ')).toBe(true);
  });

  it('puts what is said before a dish that is had at lunch before it, in three languages', () => {
    for (const [text, dish] of [
      ['Kyoto: a temple in the morning, a garden, then ramen', 'ramen'],
      ['Napoli sabato mattina: un museo, un giardino e poi la pizza', 'pizza'],
      ['Lisboa no sábado de manhã: um museu, um jardim e depois uma francesinha', 'portuguese'],
    ] as [string, KindId][]) {
      const kinds = kindsOf(text);
      expect(kinds.at(-1), `${text}: ${kinds.join(' ')}`).toBe(dish);
    }
  });

  it('keeps drinks after dinner when they were said after it', () => {
    expect(before(kindsOf('dinner and drinks in London'), 'dinner', 'bar')).toBe(true);
  });
});

describe('orderStops: a bite on the way and a sunset nobody asked for', () => {
  it.each([
    ['Morgen Abend in Hamburg: Fischbrötchen an den Landungsbrücken, dann Hafenrundfahrt', 'boat_trip'],
    ['Tomorrow evening in Amsterdam: street food at the market, then a canal cruise', 'canal_boat'],
    ['Demain soir à Lyon : street food puis une croisière sur la Saône', 'river_cruise'],
  ] as const)('%s: the street food said first comes first, the ride after it', (text, ride) => {
    expect(before(kindsOf(text), 'street_food', ride)).toBe(true);
  });
});

describe('a stop moved before one said first, for its hours', () => {
  const planOf = (text: string) => {
    const result = planOffline(text, { now: TEST_NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    return result as PlanResult;
  };

  it.each([
    ['Lisbon: dinner and then pastéis de nata', /^Places for pastéis de nata usually close around 7:00 PM/],
    [
      'Lisboa: jantar e depois pastéis de nata',
      /^Para pastéis de nata, os lugares costumam fechar por volta das 19:00/,
    ],
  ])('says why the sweet comes before the dinner the person put first: %s', (text, said) => {
    const { draft, plan } = planOf(text);
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ type: 'moved_for_hours', closes: 19 * 60 }),
    );
    expect(plan.general_date_tips[0]).toMatch(said);
  });

  it('says nothing when the order holds: gelato after dinner in Rome', () => {
    const { draft } = planOf('Rome: dinner and then gelato');
    expect(draft.findings.map((finding) => finding.type)).not.toContain('moved_for_hours');
    expect(
      before(
        draft.stops.map((stop) => stop.kind),
        'dinner',
        'gelato',
      ),
    ).toBe(true);
  });
});
