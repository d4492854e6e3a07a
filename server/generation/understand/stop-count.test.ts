import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import type { DateRequest } from '../request';
import { understand } from './understand';

const NOW = new Date('2026-11-23T10:00:00Z');

function read(text: string): DateRequest {
  const request = understand(text);
  if ('refused' in request) throw new Error(`refused: ${text}`);
  return request;
}

function stopsOf(text: string) {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result.plan.steps;
}

describe('a number of stops said in words or digits', () => {
  it.each([
    ['A museum, lunch, a walk and drinks in Madrid: four stops', { fewest: 4, most: 4 }],
    ['Three stops in Lisbon, something sweet and a view', { fewest: 3, most: 3 }],
    ['Dos o tres paradas en Sevilla, tapas y un paseo', { fewest: 2, most: 3 }],
    ['Au moins quatre endroits à Lyon samedi', { fewest: 4 }],
    ['Höchstens zwei Stationen: Kino und Essen in Hamburg', { most: 2 }],
    ['Al massimo 2 tappe a Firenze, cena e gelato', { most: 2 }],
    ['No máximo três lugares no Porto, jantar e um passeio', { most: 3 }],
    ['just dinner in Leipzig, one stop only', { fewest: 1, most: 1 }],
    ['Una sola parada en Valencia: paella', { fewest: 1, most: 1 }],
  ])('%s', (text, count) => {
    expect(read(text).stopCount).toEqual(count);
  });

  it('reads no wish in the words that say the count ("two stops" is nothing eaten at lunch)', () => {
    const request = read('lunch in Madrid, two stops');
    expect(request.wanted.map((wish) => wish.span.text)).toEqual(['lunch']);
    const steps = stopsOf('A museum, lunch, a walk and drinks in Madrid: four stops');
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => step.step_title).join(' ')).not.toMatch(/stops/iu);
  });
});

describe('what the person named is the whole date', () => {
  it.each([
    'Dinner and a show in London, nothing else.',
    'just a quick coffee in Leipzig',
    'solo una cena en Sevilla',
    'Wir wollen nur Abendessen in Köln',
    'juste un verre à Bordeaux ce soir',
    'una pizza a Napoli e basta',
    'Só um jantar no Porto',
  ])('%s', (text) => {
    expect(read(text).stopCount).toEqual({ onlyWished: true });
  });

  it.each([
    // "just" and "only" about something else than the stops.
    "We're just married! Dinner and dancing in Rome",
    'Just the two of us, dinner and a walk in Oslo',
    'dinner in Paris; we only have two hours',
    'Only vegetarian places please, dinner and drinks in Berlin',
    // A bare "one" or "un" is an article or "one place I love", and "due posti" are two seats.
    "There's one place I love in Rome, Trastevere, dinner there",
    'Un posto dove cenare a Roma e poi un gelato',
    'Prenotiamo due posti al cinema a Torino e poi una pizza',
  ])('reads no count in "%s"', (text) => {
    expect(read(text).stopCount).toBeUndefined();
  });
});

describe('the plan has the stops the person said', () => {
  it.each([
    ['Dinner and a show in London, nothing else.', 2],
    ['just dinner in Leipzig, one stop only', 1],
    ['solo una cena en Sevilla', 1],
    ['juste un verre à Bordeaux ce soir', 1],
    ['Wir wollen nur Abendessen in Köln', 1],
    ['Coffee and a walk in Porto, three stops', 3],
    // Three things asked for and five stops counted: two more after them.
    ['Cinco paradas en Madrid el sábado: un museo, tapas y vermut', 5],
  ])('%s', (text, count) => {
    expect(stopsOf(text)).toHaveLength(count);
  });

  it('titles a lone stop without the hour its badge shows, and without a neighbour it lacks', () => {
    const [only] = stopsOf('just dinner in Leipzig, one stop only');
    expect(only?.step_title).not.toContain(only?.start_time ?? 'no hour');
    expect(only?.step_title).toMatch(/^\p{Lu}[^,]*\p{L}$/u);
  });
});
