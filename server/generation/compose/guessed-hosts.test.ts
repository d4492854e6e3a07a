import { describe, expect, it } from 'vitest';
import { familyOf } from '../kinds/kind-ids';
import { planOffline } from '../pipeline';
import { TEST_NOW } from './compose-test-helpers';
import { candidateOf, carriesWish, swapIsNews } from './stop-candidate';

function planOf(text: string) {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
}

describe('a snack no lexicon knows, asked for in the evening, is had where it is served then', () => {
  it.each([
    ['A cosy evening in Ghent: Belgian beers, some frites and a walk along the canals', 'frites'],
    ['Soirée à Bruxelles : une balade dans le centre, des frites et une bière', 'frites'],
    ['Sera a Napoli: una passeggiata sul lungomare, un cuoppo e una birra', 'cuoppo'],
    ['Noite no Porto: um passeio na Ribeira, umas bifanas e um fino', 'bifanas'],
  ])('%s', (text, snack) => {
    const { draft, violations } = planOf(text);
    expect(violations).toEqual([]);
    const stop = draft.stops.find((candidate) => candidate.wish?.includes(snack));
    expect(stop, `${snack} kept in the person's words`).toBeDefined();
    // Where it is had was our guess: no tip says it could not be fitted or had to move elsewhere.
    expect(draft.findings.filter((finding) => 'wish' in finding && finding.wish?.includes(snack))).toEqual(
      [],
    );
  });
});

describe('drinks asked for keep their words at another place for drinks, without a tip about it', () => {
  it('"unas cañas" on a Madrid night out', () => {
    const { draft } = planOf(
      'Noche en Madrid: un paseo por el centro, unos bocatas de calamares y unas cañas',
    );
    const drinks = draft.stops.find((stop) => stop.wish === 'unas cañas');
    expect(drinks && familyOf(drinks.kind)).toBe('drinks');
    expect(draft.findings.filter((finding) => 'wish' in finding && finding.wish === 'unas cañas')).toEqual(
      [],
    );
  });

  it('tells a swap that loses nothing from one the person should hear about', () => {
    const cañas = candidateOf({ kind: 'pub', placeName: null, requested: true, wish: 'unas cañas' });
    expect(carriesWish(cañas, 'bar')).toBe(true);
    expect(swapIsNews(cañas, 'bar')).toBe(false);
    const ceviche = candidateOf({
      kind: 'ceviche',
      placeName: null,
      requested: true,
      wish: 'ceviche',
      dish: true,
    });
    expect(carriesWish(ceviche, 'restaurant')).toBe(true);
    expect(swapIsNews(ceviche, 'restaurant')).toBe(true);
    const beerGarden = candidateOf({
      kind: 'beer_garden',
      placeName: null,
      requested: true,
      wish: 'beer garden',
    });
    expect(carriesWish(beerGarden, 'pub')).toBe(false);
    const kayak = candidateOf({ kind: 'kayaking', placeName: null, requested: true, wish: 'kayaking' });
    expect(carriesWish(kayak, 'bouldering')).toBe(false);
  });
});

describe('a kitchen asked for in the person’s words', () => {
  it('stays, its hours to check, rather than become another cuisine: no döner for "ein gutes Steak"', () => {
    const { draft, plan } = planOf(
      'Erster Jahrestag in Buenos Aires! Donnerstag Abend eine Tangostunde, danach in eine Milonga und ein gutes Steak',
    );
    const steak = draft.stops.find((stop) => stop.wish === 'Steak');
    expect(steak?.kind).toBe('steakhouse');
    expect(draft.stops.some((stop) => stop.kind === 'kebab')).toBe(false);
    expect(plan.general_date_tips[0]).toMatch(/Steak.*Öffnungszeiten/);
  });
});

describe('a dish whose kitchens have shut goes to one that serves the same, the country’s own first', () => {
  it.each([
    'porto alegre sexta de noite, churrasco e depois um chopp na cidade baixa, dividindo tudo, uns 150 reais cada',
    'porto alegre, sexta às 21h: churrasco e depois um chopp',
  ])('"churrasco" late in Porto Alegre is had at a churrascaria, with no note: %s', (text) => {
    const { draft, violations } = planOf(text);
    expect(violations).toEqual([]);
    const grill = draft.stops.find((stop) => stop.wish === 'churrasco');
    expect(grill?.kind).toBe('churrascaria');
    expect(draft.findings.filter((finding) => 'kind' in finding && finding.kind === 'bbq')).toEqual([]);
  });

  it('a swap to a kitchen serving the same keeps the words and is no news', () => {
    const bbq = {
      ...candidateOf({ kind: 'bbq', placeName: null, requested: true }),
      dish: true,
      wish: 'churrasco',
    };
    expect(carriesWish(bbq, 'churrascaria')).toBe(true);
    expect(swapIsNews(bbq, 'churrascaria')).toBe(false);
    expect(carriesWish(bbq, 'sushi')).toBe(false);
  });
});
