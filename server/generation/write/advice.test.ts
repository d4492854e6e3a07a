import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { familyOf } from '../kinds/kind-ids';
import { PHRASES } from './phrases/all-phrases';

const NOW = new Date('2026-11-23T10:00:00Z');
const lower = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ');

/** Booking advice, ambiance and tips of a named place or a landmark come from what the place is. */
function adviceFamilies(text: string) {
  const result = planOffline(text, { variant: 0, now: NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  const phrases = PHRASES[result.plan.language as keyof typeof PHRASES];
  return result.draft.stops.flatMap((stop, index) => {
    if (!stop.placeName) return [];
    const step = result.plan.steps[index];
    const family = phrases.families[familyOf(stop.kind)];
    const fromFamily = (said: string, lines: readonly string[]) =>
      lines.some((line) => lower(said).endsWith(lower(line).slice(1)));
    return [
      {
        kind: stop.kind,
        booking: fromFamily(step?.booking_recommendation ?? '', [
          ...family.booking,
          ...(family.ticketedBooking ?? []),
        ]),
        ambiance: fromFamily(step?.ambiance_description ?? '', [
          ...family.ambiance,
          ...(family.darkAmbiance ?? []),
        ]),
      },
    ];
  });
}

describe('advice that belongs to the stop, for named places and landmarks too', () => {
  it.each([
    'Jahrestag in München, schickes Abendessen und danach Oper, 300 € für uns beide',
    'Un paseo por el Retiro y luego cena en Madrid el sábado',
    'A picnic in Central Park then dinner in New York',
    'Une soirée à Paris : le musée d’Orsay puis un dîner',
  ])('takes booking advice and ambiance from the place’s own family: %s', (text) => {
    const stops = adviceFamilies(text);
    expect(stops.length).toBeGreaterThan(0);
    for (const stop of stops) expect(stop, stop.kind).toMatchObject({ booking: true, ambiance: true });
  });

  it('never tells a park to book a table or a restaurant to buy a ticket online', () => {
    const park = planOffline('A picnic in Central Park then dinner in New York', { variant: 0, now: NOW });
    const restaurant = planOffline('Jahrestag in München, schickes Abendessen und danach Oper', {
      variant: 0,
      now: NOW,
    });
    if (!('plan' in park) || !('plan' in restaurant)) throw new Error('refused');
    const parkStep = park.plan.steps[park.draft.stops.findIndex((stop) => stop.placeName === 'Central Park')];
    expect(parkStep?.booking_recommendation).not.toMatch(/table/i);
    const meal =
      restaurant.plan.steps[restaurant.draft.stops.findIndex((stop) => familyOf(stop.kind) === 'meal')];
    expect(meal?.booking_recommendation).not.toMatch(/Ticket|Kasse/);
  });
});

describe('advice for a place with tickets', () => {
  const TICKETS = /entry|exhibition|guided tour|photos|entrada|exposici|visita guiada|fotos/iu;
  /** Booking advice and tips of 24 versions of the plan for the stops of one kind. */
  const adviceOf = (text: string, kind: string) =>
    Array.from({ length: 24 }, (_, variant) => {
      const result = planOffline(text, { variant, now: NOW });
      if (!('plan' in result)) throw new Error(`refused: ${text}`);
      return result.draft.stops.flatMap((stop, index) => {
        const step = result.plan.steps[index];
        return stop.kind === kind && step ? [`${step.booking_recommendation} ${step.notes_or_tips}`] : [];
      });
    }).flat();

  it.each([
    ['a bookshop and coffee in Lisbon on Saturday', 'bookshop'],
    ['una librería y un café en Madrid el sábado', 'bookshop'],
  ])('never tells a bookshop about entry times, exhibitions or free entry days: %s', (text, kind) => {
    const said = adviceOf(text, kind);
    expect(said.length).toBeGreaterThan(0);
    for (const advice of said) expect(advice).not.toMatch(TICKETS);
  });

  it('gives it to a museum', () => {
    expect(adviceOf('a museum and coffee in Lisbon on Saturday', 'museum').some((a) => TICKETS.test(a))).toBe(
      true,
    );
  });
});

describe('advice that needs the sun', () => {
  const CASES = [
    ['a walk in Lisbon tonight', 'a walk in Lisbon tomorrow morning'],
    ['un paseo por Lisboa esta noche', 'un paseo por Lisboa mañana por la mañana'],
    ['une balade à Lisbonne ce soir', 'une balade à Lisbonne demain matin'],
    ['ein Spaziergang in Lissabon heute Abend', 'ein Spaziergang in Lissabon morgen früh'],
    ['una passeggiata a Lisbona stasera', 'una passeggiata a Lisbona domani mattina'],
    ['um passeio em Lisboa hoje à noite', 'um passeio em Lisboa amanhã de manhã'],
  ];
  const SUNSCREEN = /sunscreen|protector solar|crème solaire|sonnencreme|crema solare|protetor solar/iu;
  /** How many of 24 versions of the plan give a walk in it a tip that says `advice`. */
  const walkTips = (text: string, advice: RegExp) => {
    let count = 0;
    for (let variant = 0; variant < 24; variant += 1) {
      const result = planOffline(text, { variant, now: NOW });
      if (!('plan' in result)) throw new Error(`refused: ${text}`);
      result.draft.stops.forEach((stop, index) => {
        if (familyOf(stop.kind) === 'walk' && advice.test(result.plan.steps[index]?.notes_or_tips ?? ''))
          count += 1;
      });
    }
    return count;
  };

  it.each(CASES)('is given to a walk by day, never to one after dark: %s', (night, morning) => {
    expect(walkTips(night, SUNSCREEN)).toBe(0);
    expect(walkTips(morning, SUNSCREEN)).toBeGreaterThan(0);
  });

  const LIT_PATHS =
    /after dark|caminos iluminados|chemins éclairés|caminhos iluminados|beleuchteten|percorsi illuminati/iu;

  it.each(CASES)('and advice for the dark the other way round: %s', (night, morning) => {
    expect(walkTips(morning, LIT_PATHS)).toBe(0);
    expect(walkTips(night, LIT_PATHS)).toBeGreaterThan(0);
  });
});

describe('an outdoor scene that fits the hour', () => {
  /** The walk's ambiance and whether it is one of its family's notes for the dark or for the day. */
  const walkScene = (text: string) => {
    const result = planOffline(text, { variant: 0, now: NOW });
    if (!('plan' in result)) throw new Error(`refused: ${text}`);
    const phrases = PHRASES[result.plan.language as keyof typeof PHRASES];
    const index = result.draft.stops.findIndex((stop) => familyOf(stop.kind) === 'walk');
    const said = lower(result.plan.steps[index]?.ambiance_description ?? '');
    const among = (lines: readonly string[] = []) =>
      lines.some((line) => said.endsWith(lower(line).slice(1)));
    const { ambiance, darkAmbiance } = phrases.families.walk;
    return { start: result.draft.stops[index]?.start, dark: among(darkAmbiance), day: among(ambiance) };
  };

  it.each([
    'Dinner and then a walk by the river in Sacramento',
    'Abendessen und danach ein Spaziergang am Rhein in Köln',
    'Cena y luego un paseo por el río en Sevilla',
    'Dîner puis une balade sur les quais à Lyon',
    'Cena e poi una passeggiata sul lungofiume a Verona',
    'Jantar e depois um passeio à beira-rio no Porto',
  ])('gives a walk after dinner, an hour past sunset, a scene for the dark: %s', (text) => {
    const scene = walkScene(text);
    expect(scene.start).toBeGreaterThanOrEqual(19 * 60);
    expect(scene).toMatchObject({ dark: true, day: false });
  });

  it.each([
    'A morning walk by the river in Sacramento, then lunch',
    'Un paseo por el río en Sevilla por la mañana y luego comida',
  ])('gives a walk in daylight a daylight scene: %s', (text) =>
    expect(walkScene(text)).toMatchObject({ dark: false, day: true }),
  );

  /** The walk's booking advice in 24 versions of a plan. */
  const walkBookings = (text: string) =>
    Array.from({ length: 24 }, (_, variant) => {
      const result = planOffline(text, { variant, now: NOW });
      if (!('plan' in result)) throw new Error(`refused: ${text}`);
      const index = result.draft.stops.findIndex((stop) => familyOf(stop.kind) === 'walk');
      return lower(result.plan.steps[index]?.booking_recommendation ?? '');
    });
  const sunTimes = (PHRASES.en.families.walk.daylightBooking ?? []).map((line) => lower(line).slice(1));
  const tellsSunTimes = (bookings: string[]) =>
    bookings.some((booking) => sunTimes.some((line) => booking.endsWith(line)));

  it('tells a walk in daylight, never one after dark, to check the hour of sunset', () => {
    expect(tellsSunTimes(walkBookings('Dinner and then a walk by the river in Sacramento'))).toBe(false);
    expect(tellsSunTimes(walkBookings('A morning walk by the river in Sacramento, then lunch'))).toBe(true);
  });
});
