import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlanData, Step } from '@contract/date-plans';
import { startFakeOsm } from '../../testing/fake-osm';
import type { Draft, DraftStop } from '../draft';
import type { KindId } from '../kinds/kind-ids';
import type { Constraint, DateRequest } from '../request';
import { enrichPlan } from './enrich-plan';
import { createOsmPlaces } from './osm-places';
import type { PlacesCache, PlacesProvider, Venue, VenueQuery } from './venue';

const request = (constraints: Constraint[] = []): DateRequest => ({
  text: 'coffee in Chiado, a walk in Alfama, the Gulbenkian, then dinner in Bairro Alto',
  language: 'en',
  languageFallback: false,
  place: {
    city: {
      geonameId: 2267057,
      name: 'Lisbon',
      country: 'PT',
      admin1: null,
      lat: 38.722,
      lon: -9.139,
      population: 517_802,
      timezone: 'Europe/Lisbon',
    },
    span: null,
  },
  namedPlaces: [],
  wanted: [],
  excludedKinds: [],
  constraints,
  constraintSpans: {},
  time: { start: null, end: null, hard: false, dayPart: null, lengthMinutes: null, spans: [] },
  when: { weekday: 6, date: null, span: null },
  budget: { money: null, level: null, span: null },
  occasion: null,
  occasionSpan: null,
  people: 2,
  moods: [],
});

const stop = (
  kind: KindId,
  area: string | null,
  start: number,
  end: number,
  placeName: string | null = null,
) =>
  ({
    kind,
    placeName,
    area,
    start,
    end,
    travelMinutes: 10,
    mode: 'walk',
    cost: [5, 10],
    atSunset: false,
    requested: true,
    landmark: false,
  }) satisfies DraftStop;

/** Saturday 13 June 2026 in Lisbon: coffee in Chiado, a walk in Alfama, a museum, dinner in Bairro Alto. */
function lisbonDate(constraints: Constraint[] = []): { draft: Draft; plan: PlanData } {
  const stops = [
    stop('cafe', 'Chiado', 600, 645),
    stop('walk', 'Alfama', 660, 750),
    stop('museum', null, 780, 900, 'Calouste Gulbenkian Museum'),
    stop('dinner', 'Bairro Alto', 1170, 1260),
  ];
  const dateRequest = request(constraints);
  const draft: Draft = {
    request: dateRequest,
    grounded: {
      request: dateRequest,
      cityName: 'Lisbon',
      country: 'PT',
      countryName: 'Portugal',
      currency: 'EUR',
      priceLevel: 0.7,
      timezone: 'Europe/Lisbon',
      date: '2026-06-13',
      sunset: 1265,
      meals: { breakfast: 480, lunch: 780, dinner: 1200 },
      areas: [
        { name: 'Alfama', tags: ['historic'], lat: 38.712, lon: -9.13 },
        { name: 'Bairro Alto', tags: ['nightlife', 'food'], lat: 38.713, lon: -9.146 },
        { name: 'Chiado', tags: ['arts', 'food'], lat: 38.711, lon: -9.142 },
      ],
      curatedName: null,
      budgetTotalLocal: null,
      budgetText: null,
    },
    language: 'en',
    stops,
    findings: [],
    seed: 'test',
  };
  const names = ['A café, Chiado', 'A walk, Alfama', 'Calouste Gulbenkian Museum', 'Dinner, Bairro Alto'];
  const steps: Step[] = names.map((name, index) => ({
    step_index: index,
    step_title: name,
    description: `${name}.`,
    to_location_name: name,
    to_location_address: `${name}, Lisbon, Portugal`,
    to_location_google_maps_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}`,
    to_location_website: null,
    to_location_phone_number: null,
    image_urls: [],
    activities: [],
    ambiance_description: '',
    estimated_travel_time: '',
    estimated_duration_at_location: '',
    estimated_cost_per_person: '',
    transport_mode: 'walk',
    booking_recommendation: '',
    notes_or_tips: '',
    end_time: '',
  }));
  const plan: PlanData = {
    date_title: 'Lisbon',
    overall_theme_description: '',
    general_date_tips: [],
    alternative_suggestion_summary: '',
    total_estimated_date_duration: '',
    total_estimated_cost_range: '',
    steps,
  };
  return { draft, plan };
}

const memoryCache = (): PlacesCache => {
  const store = new Map<string, unknown>();
  return { get: async (key) => store.get(key), put: async (key, payload) => void store.set(key, payload) };
};

let fake: Awaited<ReturnType<typeof startFakeOsm>>;
beforeEach(async () => {
  fake = await startFakeOsm();
});
afterEach(() => fake.close());

const osm = () =>
  createOsmPlaces({
    overpassUrl: fake.overpassUrl,
    nominatimUrl: fake.nominatimUrl,
    userAgent: 'Datecraft/0.1 (test; hello@datecraft.app)',
    timeoutMs: 2000,
    cache: memoryCache(),
  });

describe('enrichPlan', () => {
  it('fills the café and the dinner with real venues and leaves the walk and the museum alone', async () => {
    const { draft, plan } = lisbonDate();
    const result = await enrichPlan(plan, draft, osm());
    expect(result.found).toBe(2);
    const [coffee, walk, museum, dinner] = result.plan.steps;
    expect(coffee).toMatchObject({
      to_location_name: 'Café Ribeira',
      to_location_address: 'Rua Garrett 20, 1200-203 Lisboa',
      to_location_website: 'https://cafe-ribeira.example/',
      to_location_phone_number: '+351 21 000 1001',
      to_location_google_maps_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Café Ribeira, Rua Garrett 20, 1200-203 Lisboa, Lisbon',
      )}`,
      step_title: 'A café, Chiado',
      // The first stop has no previous one to be near.
      description: 'A café, Chiado. Why here: open until 8:00 PM.',
    });
    expect(dinner).toMatchObject({
      to_location_name: 'Tasca do Bairro',
      to_location_address: 'Rua da Atalaia 50, 1200-041 Lisboa',
      to_location_website: 'https://tasca-do-bairro.example',
      to_location_phone_number: '+351 21 000 2001',
      // The museum before it has no known point, so no distance is claimed.
      description: 'Dinner, Bairro Alto. Why here: open until 11:30 PM.',
    });
    expect(walk).toEqual(plan.steps[1]);
    expect(museum).toEqual(plan.steps[2]);
    expect(plan.steps[0]?.to_location_name).toBe('A café, Chiado');
    // One Overpass query per venue stop, none for the walk or the named museum.
    expect(fake.requests.map((request) => request.service)).toEqual(['overpass', 'overpass']);
  });

  it('follows the date’s constraints and never uses a venue twice', async () => {
    const { draft, plan } = lisbonDate(['vegan']);
    const result = await enrichPlan(plan, draft, osm());
    expect(result.plan.steps[3]).toMatchObject({
      to_location_name: 'Horta Verde',
      description: expect.stringContaining('Why here: vegan, open until 11:00 PM'),
    });

    const twice = lisbonDate();
    twice.draft.stops[0] = stop('dinner', 'Bairro Alto', 1170, 1230);
    const both = await enrichPlan(twice.plan, twice.draft, osm());
    expect(both.plan.steps[0]?.to_location_name).toBe('Tasca do Bairro');
    expect(both.plan.steps[3]?.to_location_name).toBe('Ramen Kaze');
  });

  it.each([
    ['es', 'Por qué aquí: con opciones veganas, abre hasta las 23:00.'],
    ['de', 'Warum hier: veganes Angebot, geöffnet bis 23:00 Uhr.'],
    ['fr', 'Pourquoi ici : avec une offre végane, ouvre jusqu’à 23:00.'],
  ] as const)('says why a venue was chosen in a %s plan’s own words', async (language, why) => {
    const { draft, plan } = lisbonDate(['vegan']);
    draft.language = language;
    const result = await enrichPlan(plan, draft, osm());
    expect(result.plan.steps[3]?.to_location_name).toBe('Horta Verde');
    expect(result.plan.steps[3]?.description).toContain(why);
    expect(result.plan.steps[3]?.description).not.toContain('Why here');
  });

  it('says in a German plan what to look for when OpenStreetMap cannot be reached', async () => {
    await fake.close();
    const { draft, plan } = lisbonDate(['vegan']);
    draft.language = 'de';
    const result = await enrichPlan(plan, draft, osm());
    expect(result.plan.steps[3]?.notes_or_tips).toMatch(
      /^Gesucht: .+, veganes Angebot, in Bairro Alto, für 19:30 Uhr\. Der Kartenlink zeigt Orte in der Nähe/,
    );
  });

  it('chooses, of the venues that fit, one near the previous stop, and says how far it is', async () => {
    const { draft, plan } = lisbonDate();
    // A walk in Príncipe Real (north-west of Bairro Alto) before dinner: Tasca do Bairro is the best
    // ranked from Bairro Alto's centre, Jardim à Mesa a step from the walk.
    draft.grounded.areas.push({ name: 'Príncipe Real', tags: [], lat: 38.7168, lon: -9.1487 });
    draft.stops[2] = stop('walk', 'Príncipe Real', 1080, 1150);
    const result = await enrichPlan(plan, draft, osm());
    expect(result.plan.steps[3]).toMatchObject({
      to_location_name: 'Jardim à Mesa',
      description: 'Dinner, Bairro Alto. Why here: open until 11:00 PM, 50 m from the previous stop.',
    });
  });

  it('geocodes a neighbourhood the person named that has no curated centre', async () => {
    const { draft, plan } = lisbonDate();
    draft.stops[3] = stop('dinner', 'Príncipe Real', 1170, 1260);
    const result = await enrichPlan(plan, draft, osm());
    expect(result.plan.steps[3]?.to_location_name).toBe('Jardim à Mesa');
    expect(fake.requests.find((request) => request.service === 'nominatim')?.query).toBe(
      'Príncipe Real, Lisbon',
    );
  });

  it('takes only a venue whose own opening hours keep it open for the whole stop', async () => {
    const { draft, plan } = lisbonDate();
    const venue = (name: string, openUntil: number | null, lon: number): Venue => ({
      name,
      address: null,
      website: null,
      phone: null,
      openingHours: null,
      wheelchair: null,
      lat: 38.713,
      lon,
      osmId: `node/${name.length}`,
      fits: [],
      openUntil,
    });
    // Dinner runs 19:30–21:00: the nearest tasca closes at 20:00, the next one stays open until 23:00.
    const provider: PlacesProvider = {
      findVenues: async (query: VenueQuery): Promise<Venue[]> =>
        query.kind === 'dinner'
          ? [venue('Tasca Cedo', 1200, -9.146), venue('Tasca Tarde', 1380, -9.147)]
          : [],
    };
    const result = await enrichPlan(plan, draft, provider);
    expect(result.plan.steps[3]?.to_location_name).toBe('Tasca Tarde');
  });

  it('says what to look for rather than name a venue that closes during the stop', async () => {
    const { draft, plan } = lisbonDate();
    const provider: PlacesProvider = {
      findVenues: async (query: VenueQuery): Promise<Venue[]> =>
        query.kind === 'cafe'
          ? [
              {
                name: 'Early Kiosk',
                address: null,
                website: null,
                phone: null,
                openingHours: 'Mo-Su 08:00-10:15',
                wheelchair: null,
                lat: 38.711,
                lon: -9.142,
                osmId: 'node/2',
                fits: [],
                openUntil: 615,
              },
            ]
          : [],
    };
    const result = await enrichPlan(plan, draft, provider);
    expect(result.found).toBe(0);
    expect(result.plan.steps[0]?.to_location_name).not.toBe('Early Kiosk');
  });

  it('gives a venue without an address the area, city and country', async () => {
    const { draft, plan } = lisbonDate();
    const provider: PlacesProvider = {
      findVenues: async (query: VenueQuery): Promise<Venue[]> =>
        query.kind === 'cafe'
          ? [
              {
                name: 'Kiosk',
                address: null,
                website: null,
                phone: null,
                openingHours: null,
                wheelchair: null,
                lat: 38.711,
                lon: -9.142,
                osmId: 'node/1',
                fits: [],
                openUntil: null,
              },
            ]
          : [],
    };
    const result = await enrichPlan(plan, draft, provider);
    expect(result.found).toBe(1);
    expect(result.plan.steps[0]).toMatchObject({
      to_location_name: 'Kiosk',
      to_location_address: 'Chiado, Lisbon, Portugal',
    });
  });

  it('skips a lookup slower than the time budget and keeps the others', async () => {
    const { draft, plan } = lisbonDate();
    const fast = osm();
    const provider: PlacesProvider = {
      findVenues: (query, signal) =>
        query.kind === 'cafe' ? new Promise(() => {}) : fast.findVenues(query, signal),
    };
    const started = Date.now();
    const result = await enrichPlan(plan, draft, provider);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(result.found).toBe(1);
    // Late, so it says plainly it is a suggestion of a kind.
    const suggestion =
      'Pick any café you like in Chiado: this stop is a kind of place, not a booking, and its map link lists those nearby.';
    expect(result.plan.steps[0]).toEqual({
      ...plan.steps[0],
      description: `A café, Chiado. ${suggestion}`,
      notes_or_tips: suggestion,
    });
    expect(result.plan.steps[3]?.to_location_name).toBe('Tasca do Bairro');
  });

  it('keeps every stop, quickly, and says how to find one when OpenStreetMap cannot be reached', async () => {
    await fake.close();
    const { draft, plan } = lisbonDate(['vegan']);
    const started = Date.now();
    const result = await enrichPlan(plan, draft, osm());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.found).toBe(0);
    expect(result.plan.steps.map((step) => step.to_location_name)).toEqual(
      plan.steps.map((step) => step.to_location_name),
    );
    expect(result.plan.steps[3]?.notes_or_tips).toBe(
      'Look for a vegan restaurant open at 7:30 PM in Bairro Alto: the map link lists those nearby; check its hours before you go.',
    );
    expect(result.plan.steps[1]).toEqual(plan.steps[1]);
  });

  it('does nothing for a plan without a place', async () => {
    const { draft, plan } = lisbonDate();
    draft.request = { ...draft.request, place: { city: null, span: null } };
    const provider: PlacesProvider = { findVenues: () => Promise.reject(new Error('not called')) };
    expect(await enrichPlan(plan, draft, provider)).toEqual({ plan, found: 0 });
  });
});
