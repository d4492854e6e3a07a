import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Step } from '@contract/date-plans';
import type { DraftStop } from '../server/generation/draft';
import type { KindId } from '../server/generation/kinds/kind-ids';
import type { KindTag } from '../server/generation/kinds/kind-info';
import type { PlanResult } from '../server/generation/pipeline';
import type { DateRequest, Refusal } from '../server/generation/request';
import { parseClock } from '../server/generation/world/local-time';
import { planOffline } from '../server/generation/pipeline';
import {
  containsWord,
  createChecks,
  detectLanguage,
  localSunset,
  parseAmounts,
  validateCase,
  windowMinutes,
  type EvalCase,
  type Expectations,
  type Rerun,
  type World,
} from './checks';

const TAGS: Partial<Record<KindId, KindTag[]>> = {
  cocktail_bar: ['alcohol', 'bar', 'indoor', 'nightlife'],
  tapas: ['food', 'indoor'],
  viewpoint: ['outdoor', 'free', 'sunset'],
  flamenco: ['indoor', 'culture', 'needs_booking'],
};
const world: World = {
  // One euro is 1.1 dollars; everything else is at par, enough to test the arithmetic.
  convert: (amount, from, to) =>
    from === to ? amount : from === 'USD' && to === 'EUR' ? amount / 1.1 : amount,
  tagsOf: (kind) => TAGS[kind] ?? [],
};
const checks = createChecks(world);

const span = { text: '', start: 0, end: 0 };

function request(overrides: Partial<DateRequest> = {}): DateRequest {
  return {
    text: 'a date in Madrid',
    language: 'es',
    languageFallback: false,
    place: {
      city: {
        geonameId: 3117735,
        name: 'Madrid',
        country: 'ES',
        admin1: null,
        lat: 40.4165,
        lon: -3.70256,
        population: 3255944,
        timezone: 'Europe/Madrid',
      },
      span,
    },
    namedPlaces: [],
    wanted: [],
    excludedKinds: [],
    constraints: [],
    constraintSpans: {},
    time: { start: null, end: null, hard: false, dayPart: 'evening', lengthMinutes: null, spans: [] },
    when: { weekday: null, date: null, span: null },
    budget: { money: null, level: null, span: null },
    occasion: null,
    occasionSpan: null,
    people: 2,
    moods: [],
    ...overrides,
  };
}

const stop = (
  kind: KindId,
  start: number,
  end: number,
  cost: [number, number],
  extra: Partial<DraftStop> = {},
) =>
  ({
    kind,
    placeName: null,
    area: 'La Latina',
    start,
    end,
    travelMinutes: 10,
    mode: 'walk',
    cost,
    atSunset: false,
    requested: false,
    landmark: false,
    ...extra,
  }) satisfies DraftStop;

const clock = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function step(index: number, s: DraftStop, text: Partial<Step> = {}): Step {
  return {
    step_index: index,
    step_title: 'Paseo por el barrio',
    description: 'Un paseo tranquilo por las calles del barrio antes de la cena, con tiempo para hablar.',
    to_location_name: 'Un mirador en La Latina',
    to_location_address: 'La Latina, Madrid, España',
    to_location_google_maps_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('mirador La Latina, Madrid')}`,
    to_location_website: null,
    to_location_phone_number: null,
    image_urls: [],
    activities: ['Mirad la ciudad desde arriba', 'Haced una foto juntos'],
    ambiance_description: 'Tranquilo y con vistas.',
    estimated_travel_time: 'Empezad aquí',
    estimated_duration_at_location: '1 hora',
    estimated_cost_per_person: s.cost[1] === 0 ? 'Gratis' : `${s.cost[0]}–${s.cost[1]} €`,
    transport_mode: 'walk',
    booking_recommendation: 'No hace falta reservar.',
    notes_or_tips: 'Llevad una chaqueta por si refresca.',
    end_time: clock(s.end),
    ...text,
  };
}

/** A coherent Spanish evening in Madrid: sunset walk, tapas, flamenco. */
function madrid(
  options: { stops?: DraftStop[]; steps?: Partial<Step>[]; req?: Partial<DateRequest>; total?: string } = {},
): PlanResult {
  const req = request(options.req);
  const stops = options.stops ?? [
    stop('viewpoint', 17 * 60 + 30, 18 * 60 + 15, [0, 0], { atSunset: true }),
    stop('tapas', 21 * 60, 22 * 60 + 30, [25, 40], { requested: true }),
    stop('flamenco', 22 * 60 + 45, 24 * 60 + 15, [30, 45]),
  ];
  const steps = stops.map((s, index) => step(index, s, options.steps?.[index]));
  const low = stops.reduce((total, s) => total + s.cost[0], 0);
  const high = stops.reduce((total, s) => total + s.cost[1], 0);
  const grounded = {
    request: req,
    cityName: 'Madrid',
    country: 'ES',
    countryName: 'España',
    currency: 'EUR',
    priceLevel: 0.8,
    timezone: 'Europe/Madrid',
    date: '2026-11-23',
    sunset: 17 * 60 + 53,
    meals: { breakfast: 9 * 60, lunch: 14 * 60, dinner: 21 * 60 },
    curatedName: 'Madrid',
    areas: [],
    budgetTotalLocal: null,
    budgetText: null,
  };
  return {
    request: req,
    grounded,
    draft: { request: req, grounded, language: 'es', stops, findings: [], seed: 'x' },
    plan: {
      date_title: 'Aniversario: Tapas y flamenco en Madrid',
      overall_theme_description:
        'Una velada romántica en Madrid para celebrar vuestro aniversario: el atardecer, unas tapas y un tablao.',
      general_date_tips: [
        'Reservad el tablao con antelación.',
        'Los madrileños cenan tarde: no tengáis prisa.',
      ],
      alternative_suggestion_summary: 'Si llueve, cambiad el mirador por un café con vistas en el centro.',
      total_estimated_date_duration: 'Unas 6 horas',
      total_estimated_cost_range: options.total ?? `${low}–${high} € por persona`,
      steps,
    },
    violations: [],
  };
}

const refusal: Refusal = { refused: true, reason: 'no_intent' };
const caseOf = (expect: Expectations, text = 'una noche en Madrid'): EvalCase => ({
  id: 'es-001',
  text,
  expect,
});
const same =
  (result: PlanResult | Refusal, other: PlanResult | Refusal = result): Rerun =>
  (_text, variant) =>
    variant === 0 ? structuredClone(result) : other;
const passes = (outcomes: { pass: boolean }[]) => outcomes.length > 0 && outcomes.every((o) => o.pass);
const failures = (outcomes: { pass: boolean; detail: string }[]) => outcomes.filter((o) => !o.pass);

describe('helpers', () => {
  it('reads amounts with any grouping', () => {
    expect(parseAmounts('€1.200–1.500')).toEqual([1200, 1500]);
    expect(parseAmounts('R$ 80 - 120')).toEqual([80, 120]);
    expect(parseAmounts('₩30,000–50,000 per person')).toEqual([30000, 50000]);
    expect(parseAmounts('1 200 – 1 500 zł')).toEqual([1200, 1500]);
    expect(parseAmounts('$12.50')).toEqual([12.5]);
    expect(parseAmounts('Free')).toEqual([]);
  });

  it('reads clock times in 12- and 24-hour forms', () => {
    expect(parseClock('7:45 PM')).toBe(19 * 60 + 45);
    expect(parseClock('12:10 a.m.')).toBe(10);
    expect(parseClock('19:45')).toBe(19 * 60 + 45);
    expect(parseClock('19 h 45')).toBe(19 * 60 + 45);
    expect(parseClock('soon')).toBeNull();
  });

  it('matches whole words without case, accents or a regular plural', () => {
    expect(containsWord('Two Cocktails at the bar', 'cocktail')).toBe(true);
    expect(containsWord('Un café', 'cafe')).toBe(true);
    expect(containsWord('A winery tour', 'wine')).toBe(false);
    expect(containsWord('Sin alcohol', 'alcohol')).toBe(true);
    expect(containsWord('a craft-beer hall', 'craft beer')).toBe(true);
  });

  it('tells the six languages apart', () => {
    expect(
      detectLanguage('A quiet walk by the river and then dinner with your partner at a small place.'),
    ).toEqual({
      franc: 'en',
      vote: 'en',
    });
    expect(
      detectLanguage('Un paseo tranquilo por el río y después la cena con tu pareja en un sitio pequeño.'),
    ).toEqual({
      franc: 'es',
      vote: 'es',
    });
    expect(
      detectLanguage('Ein ruhiger Spaziergang am Fluss und dann ein Abendessen mit dem Partner.').vote,
    ).toBe('de');
  });

  it('puts a window end before the start on the next day', () => {
    expect(windowMinutes({ start: '22:00', end: '03:00' })).toEqual({ start: 1320, end: 1620 });
    expect(windowMinutes({ end: '20:00' })).toEqual({ start: null, end: 1200 });
  });

  it('computes the local sunset from coordinates', () => {
    const sunset = localSunset(40.4165, -3.70256, 'Europe/Madrid', '2026-11-23');
    expect(sunset).toBeGreaterThan(17 * 60 + 40);
    expect(sunset).toBeLessThan(18 * 60 + 5);
  });
});

describe('the checks on hand-made results', () => {
  it('language: passes a Spanish plan, fails one expected in French', () => {
    expect(passes(checks.language(caseOf({ language: 'es' }), madrid(), same(madrid())))).toBe(true);
    expect(failures(checks.language(caseOf({ language: 'fr' }), madrid(), same(madrid()))).length).toBe(3);
  });

  it('refuse: both directions', () => {
    expect(passes(checks.refuse(caseOf({ refuse: true }), refusal, same(refusal)))).toBe(true);
    expect(passes(checks.refuse(caseOf({ refuse: true }), madrid(), same(madrid())))).toBe(false);
    expect(passes(checks.refuse(caseOf({ refuse: false }), refusal, same(refusal)))).toBe(false);
    expect(checks.refuse(caseOf({}), refusal, same(refusal))).toEqual([]);
  });

  it('place: city, country, currency, addresses and map links', () => {
    const good = madrid();
    expect(
      passes(checks.place(caseOf({ city: 'Madrid', country: 'ES', currency: 'EUR' }), good, same(good))),
    ).toBe(true);
    expect(passes(checks.place(caseOf({ city: 'Valencia' }), good, same(good)))).toBe(false);
    const nearYou = madrid({ steps: [{ to_location_address: 'Near you, Madrid' }] });
    expect(failures(checks.place(caseOf({ city: 'Madrid' }), nearYou, same(nearYou)))[0]?.detail).toMatch(
      /near you/,
    );
    const badLink = madrid({
      steps: [{}, { to_location_google_maps_url: 'https://maps.example/?query=tapas' }],
    });
    expect(failures(checks.place(caseOf({ city: 'Madrid' }), badLink, same(badLink)))[0]?.detail).toMatch(
      /step 1/,
    );
    expect(passes(checks.place(caseOf({ currency: 'USD' }), good, same(good)))).toBe(false);
  });

  it('named: a proper name must be a stop', () => {
    const named = madrid({ steps: [{}, { to_location_name: 'Mercado de San Miguel' }] });
    expect(passes(checks.named(caseOf({ namedPlaces: ['mercado de san miguel'] }), named, same(named)))).toBe(
      true,
    );
    expect(passes(checks.named(caseOf({ namedPlaces: ['Museo del Prado'] }), named, same(named)))).toBe(
      false,
    );
  });

  it('kinds: every wanted kind, one of each group', () => {
    const r = madrid();
    expect(
      passes(checks.kinds(caseOf({ kinds: ['tapas'], anyKind: [['jazz', 'flamenco']] }), r, same(r))),
    ).toBe(true);
    expect(failures(checks.kinds(caseOf({ kinds: ['tapas', 'churros'] }), r, same(r)))).toHaveLength(1);
  });

  it('exclusions: kinds, tags through the catalog, and words anywhere in the plan', () => {
    const r = madrid();
    expect(
      passes(checks.exclusions(caseOf({ excludedKinds: ['bar'], excludedTags: ['alcohol'] }), r, same(r))),
    ).toBe(true);
    expect(passes(checks.exclusions(caseOf({ excludedTags: ['outdoor'] }), r, same(r)))).toBe(false);
    const wine = madrid({ steps: [{}, { notes_or_tips: 'Pedid un VINO de la casa.' }] });
    expect(passes(checks.exclusions(caseOf({ excludedWords: ['vino'] }), wine, same(wine)))).toBe(false);
    expect(passes(checks.exclusions(caseOf({ excludedWords: ['vino'] }), r, same(r)))).toBe(true);
  });

  it('window: start, end after midnight, and length', () => {
    const r = madrid();
    expect(passes(checks.window(caseOf({ window: { start: '17:00', end: '01:00' } }), r, same(r)))).toBe(
      true,
    );
    expect(passes(checks.window(caseOf({ window: { start: '18:00' } }), r, same(r)))).toBe(false);
    expect(passes(checks.window(caseOf({ window: { end: '23:00' } }), r, same(r)))).toBe(false);
    expect(passes(checks.window(caseOf({ maxMinutes: 240 }), r, same(r)))).toBe(false);
  });

  it('budget: converts the stated currency and multiplies by the people', () => {
    const r = madrid();
    // High end 85 € per person, 170 € for two.
    expect(
      passes(checks.budget(caseOf({ budget: { max: 170, currency: 'EUR', per: 'couple' } }), r, same(r))),
    ).toBe(true);
    expect(
      passes(checks.budget(caseOf({ budget: { max: 160, currency: 'EUR', per: 'couple' } }), r, same(r))),
    ).toBe(false);
    expect(
      passes(checks.budget(caseOf({ budget: { max: 90, currency: 'USD', per: 'person' } }), r, same(r))),
    ).toBe(false);
    expect(
      passes(checks.budget(caseOf({ budget: { max: 100, currency: 'USD', per: 'person' } }), r, same(r))),
    ).toBe(true);
  });

  it('budget: the understood total must match the stated one', () => {
    const r = madrid();
    r.grounded.budgetTotalLocal = 100;
    const outcomes = checks.budget(
      caseOf({ budget: { max: 200, currency: 'EUR', per: 'couple' } }),
      r,
      same(r),
    );
    expect(failures(outcomes)[0]?.detail).toMatch(/understood as 100/);
  });

  it('occasion: understood and written in the plan language', () => {
    const r = madrid({ req: { occasion: 'anniversary' } });
    expect(passes(checks.occasion(caseOf({ occasion: 'anniversary' }), r, same(r)))).toBe(true);
    expect(failures(checks.occasion(caseOf({ occasion: 'birthday' }), r, same(r)))).toHaveLength(2);
  });

  it('sunset: a stop around the real sunset, and no claim away from it', () => {
    const r = madrid();
    expect(passes(checks.sunset(caseOf({ sunset: true }), r, same(r)))).toBe(true);
    const late = madrid({ steps: [{}, { description: 'Tapas al atardecer en una terraza.' }] });
    expect(failures(checks.sunset(caseOf({ sunset: true }), late, same(late)))[0]?.detail).toMatch(/step 1/);
    const wrongClock = madrid();
    wrongClock.grounded.sunset = 19 * 60;
    wrongClock.draft.stops[0] = stop('viewpoint', 18 * 60 + 30, 19 * 60 + 15, [0, 0], { atSunset: true });
    expect(
      failures(checks.sunset(caseOf({ sunset: true }), wrongClock, same(wrongClock)))[0]?.detail,
    ).toMatch(/astronomy/);
  });

  it('localDinner: dinner near the local time, and a late local time in Spain', () => {
    const r = madrid();
    expect(passes(checks.localDinner(caseOf({ localDinner: true }), r, same(r)))).toBe(true);
    const early = madrid();
    early.grounded.meals.dinner = 19 * 60;
    early.draft.stops[1] = stop('tapas', 19 * 60, 20 * 60, [25, 40]);
    expect(
      failures(checks.localDinner(caseOf({ localDinner: true }), early, same(early)))[0]?.detail,
    ).toMatch(/locals eat from 21:00/);
  });

  it('determinism: the same plan twice, another for variant 1', () => {
    const r = madrid();
    expect(passes(checks.determinism(caseOf({}), r, same(r, madrid({ total: '60–80 €' }))))).toBe(true);
    expect(passes(checks.determinism(caseOf({}), r, same(r)))).toBe(false);
    const drifting: Rerun = () => madrid({ steps: [{ step_title: 'Otro título' }] });
    expect(failures(checks.determinism(caseOf({}), r, drifting))[0]?.detail).toMatch(/same description/);
    expect(passes(checks.determinism(caseOf({ refuse: true }), refusal, same(refusal)))).toBe(true);
  });

  it('sanity: a coherent plan passes', () => {
    const r = madrid();
    expect(failures(checks.sanity(caseOf({}), r, same(r)))).toEqual([]);
  });

  it('sanity: overlaps, early starts, wrong end times and totals that do not add up fail', () => {
    const overlap = madrid({
      stops: [stop('tapas', 20 * 60, 21 * 60, [20, 30]), stop('flamenco', 20 * 60 + 30, 22 * 60, [30, 40])],
    });
    expect(failures(checks.sanity(caseOf({}), overlap, same(overlap)))[0]?.detail).toMatch(/overlaps/);
    const dawn = madrid({
      stops: [stop('viewpoint', 5 * 60, 6 * 60, [0, 0]), stop('tapas', 13 * 60, 14 * 60, [20, 30])],
    });
    expect(failures(checks.sanity(caseOf({}), dawn, same(dawn)))[0]?.detail).toMatch(/before 06:00/);
    const clockWrong = madrid({ steps: [{ end_time: '7:00 PM' }] });
    expect(failures(checks.sanity(caseOf({}), clockWrong, same(clockWrong)))[0]?.detail).toMatch(
      /ends "7:00 PM"/,
    );
    const total = madrid({ total: '20–30 € por persona' });
    expect(failures(checks.sanity(caseOf({}), total, same(total)))[0]?.detail).toMatch(/total/);
    const forTwo = madrid({ total: '110–170 € para dos' });
    expect(failures(checks.sanity(caseOf({}), forTwo, same(forTwo)))).toEqual([]);
    const single = madrid({ stops: [stop('tapas', 20 * 60, 21 * 60, [20, 30])] });
    expect(failures(checks.sanity(caseOf({}), single, same(single)))[0]?.detail).toBe('1 stops');
    // "Just tapas, nothing else": one stop is what was asked for.
    const onlyAsked = madrid({
      stops: [stop('tapas', 20 * 60, 21 * 60, [20, 30])],
      req: { stopCount: { onlyWished: true } },
    });
    expect(failures(checks.sanity(caseOf({}), onlyAsked, same(onlyAsked)))).toEqual([]);
  });

  it('sanity: a long wait fails unless it is the afternoon the person left free', () => {
    const stops = [
      stop('museum', 10 * 60, 11 * 60 + 30, [10, 15], { requested: true }),
      stop('tapas', 21 * 60, 22 * 60 + 30, [25, 40], { requested: true }),
    ];
    const waiting = madrid({ stops });
    expect(failures(checks.sanity(caseOf({}), waiting, same(waiting)))[0]?.detail).toMatch(
      /570 min after the stop before/,
    );
    const free = {
      ...waiting,
      draft: { ...waiting.draft, freeTime: { start: 11 * 60 + 30, end: 20 * 60 + 50 } },
    };
    expect(failures(checks.sanity(caseOf({}), free, same(free)))).toEqual([]);
  });

  it('a refused real request fails every check it is asked for', () => {
    const c = caseOf({ language: 'es', city: 'Madrid', kinds: ['tapas'] });
    for (const kind of ['language', 'place', 'kinds', 'sanity'] as const)
      expect(passes(checks[kind](c, refusal, same(refusal))), kind).toBe(false);
  });
});

describe('the corpus', () => {
  const dir = new URL('./corpus/', import.meta.url);
  const cases = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as EvalCase[]);

  it('is well formed, with unique ids', () => {
    const errors = cases.flatMap((c) => validateCase(c).map((error) => `${c.id}: ${error}`));
    expect(errors).toEqual([]);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('is large and covers every language and occasion', () => {
    expect(cases.length).toBeGreaterThanOrEqual(270);
    for (const language of ['en', 'es', 'fr', 'pt', 'de', 'it'])
      expect(cases.filter((c) => c.expect.language === language).length, language).toBeGreaterThanOrEqual(35);
    const occasions = new Set(cases.map((c) => c.expect.occasion).filter(Boolean));
    expect(occasions.size).toBe(7);
    expect(cases.filter((c) => c.expect.refuse === true).length).toBeGreaterThanOrEqual(12);
    expect(cases.filter((c) => c.expect.refuse === false).length).toBeGreaterThanOrEqual(8);
    expect(new Set(cases.map((c) => c.expect.city).filter(Boolean)).size).toBeGreaterThanOrEqual(60);
  });
});

describe('the landmark check', () => {
  it('asks of a stop said in a neighbourhood only the landmarks of that neighbourhood', () => {
    const text = 'Naples on Saturday: a walk in Posillipo, then pizza';
    const result = planOffline(text, { now: new Date('2026-11-23T10:00:00Z') });
    const outcomes = checks.landmark({ id: 'posillipo', text, expect: {} }, result, () => result);
    expect(outcomes.filter((outcome) => !outcome.pass)).toEqual([]);
  });

  it('asks of what the planner adds to a date in one neighbourhood only the landmarks near it', () => {
    const text = 'Vamos a Xochimilco el domingo con mi novio!! trajinera, elotes, micheladas';
    const result = planOffline(text, { now: new Date('2026-11-23T10:00:00Z') });
    if (!('plan' in result)) throw new Error('refused');
    const added = result.draft.stops.filter((stop) => !stop.requested && !stop.placeName);
    expect(added.length).toBeGreaterThan(0);
    const outcomes = checks.landmark({ id: 'xochimilco', text, expect: {} }, result, () => result);
    expect(outcomes.filter((outcome) => !outcome.pass)).toEqual([]);
  });
});
