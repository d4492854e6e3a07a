import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';

/** A plan for `text` at TEST_NOW; a refusal fails the test. */
const planned = (text: string) => {
  const result = planOffline(text, { now: TEST_NOW });
  if (!('plan' in result)) throw new Error(`refused: ${text}`);
  return result;
};

const partOf = (text: string, words: string) =>
  readRequest(text).wanted.find((wish) => wish.span.text === words)?.dayPart;

describe('a wish said with its own part of the day', () => {
  it.each([
    [
      'Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde, Oaxaca',
      'clase de cocina',
      'morning',
    ],
    [
      'Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde, Oaxaca',
      'mezcal',
      'afternoon',
    ],
    ['Sunday in Lisbon: a museum in the morning and the beach in the afternoon', 'museum', 'morning'],
    ['Samedi à Lyon : un musée le matin, puis un bouchon le soir', 'bouchon', 'evening'],
  ])('%s: "%s" in the %s', (text, words, part) => {
    expect(partOf(text, words)).toBe(part);
  });

  it('is left to the plan when only one part of the day is said', () => {
    expect(partOf('a museum in the morning, Lisbon', 'museum')).toBeUndefined();
  });

  it('is had in that part of the day, in the order of the day rather than of its kind', () => {
    const result = planned(
      'Aniversario en Oaxaca el sábado. Queremos una clase de cocina de mole en la mañana y probar mezcal en la tarde.',
    );
    const stops = result.draft.stops;
    const lesson = stops.find((stop) => stop.kind === 'cooking_class');
    const mezcal = stops.find((stop) => stop.kind === 'mezcal_bar');
    expect(lesson!.start).toBeLessThan(12 * 60);
    expect(mezcal!.start).toBeGreaterThanOrEqual(lesson!.end);
    expect(stops[0]).toBe(lesson);
  });
});

describe('a dinner said after the morning: the date runs from the morning to dinner', () => {
  it('reads the morning and the dinner as two parts of one day, each wish in its own', () => {
    const request = readRequest('Rome on Saturday: the Vatican in the morning, then carbonara for dinner');
    expect(request.time.dayPart).toBe('all_day');
    const part = (words: string) => request.wanted.find((wish) => wish.span.text === words)?.dayPart;
    expect(part('Vatican')).toBe('morning');
    expect(part('dinner')).toBe('evening');
    expect(part('carbonara')).toBeUndefined();
  });

  it('gives a place named for the morning that part of the day', () => {
    const request = readRequest('Sábado en Madrid: el Prado por la mañana y cena en La Latina');
    expect(request.namedPlaces.find((named) => named.name === 'Prado')?.dayPart).toBe('morning');
  });

  it('leaves a morning with no dinner after it a morning', () => {
    expect(readRequest('Rome on Saturday: the Vatican in the morning, then lunch').time.dayPart).toBe(
      'morning',
    );
  });

  const yours = /afternoon is yours|Nothing is planned/;
  it.each([
    [
      'Rome on Saturday: the Vatican in the morning, then carbonara for dinner',
      'pasta',
      'afternoon free',
      yours,
    ],
    [
      'Kandy tomorrow: Temple of the Tooth in the morning and hoppers for dinner',
      'dinner',
      'afternoon free',
      yours,
    ],
    [
      'Sábado en Madrid: el Prado por la mañana y cena en La Latina',
      'dinner',
      'tarde libre',
      /tarde queda libre/,
    ],
    // The part of the day before what it is for, and a comma between one part's item and the next part.
    [
      'Am Samstag in Hamburg: morgens Fischmarkt, abends ein Musical',
      'musical',
      'Nachmittag frei',
      /Nachmittag gehört euch/,
    ],
  ])('%s: the morning, a free afternoon, then %s in the evening', (text, dinnerKind, freeWords, freeTip) => {
    const result = planned(text);
    const { draft, plan } = result;
    const [first] = draft.stops;
    const dinner = draft.stops.find((stop) => stop.kind === dinnerKind && stop.requested);
    // The morning's wish opens the date in the morning; the dinner is at the dinner hour, not lunch.
    expect(first!.requested && first!.start < 12 * 60).toBe(true);
    expect(dinner!.start).toBeGreaterThanOrEqual(19 * 60);
    // The afternoon between is theirs: no stop starts in it, the plan says so and counts only the stops.
    const free = draft.freeTime!;
    expect(free.end - free.start).toBeGreaterThanOrEqual(120);
    expect(draft.stops.some((stop) => stop.start > free.start && stop.start < free.end)).toBe(false);
    expect(plan.total_estimated_date_duration).toContain(freeWords);
    expect(plan.general_date_tips.some((tip) => freeTip.test(tip))).toBe(true);
    expect(draft.findings.some((finding) => finding.type === 'logistics' && finding.check === 'gaps')).toBe(
      false,
    );
  });
});

describe('a breakfast, brunch or lunch said before the evening: the date runs from the meal to the evening', () => {
  const text =
    'Wir wollen am Sonntag in Hamburg brunchen, danach an die Elbe spazieren und abends ins Musical.';

  it('is had in the morning and what is said with the evening in the evening, all day', () => {
    const request = readRequest(text);
    expect(request.time.dayPart).toBe('all_day');
    expect(partOf(text, 'brunchen')).toBe('morning');
    expect(partOf(text, 'ins Musical')).toBe('evening');
    expect(partOf('Lunch at a tapas bar, and in the evening flamenco, Seville', 'tapas bar')).toBe(
      'afternoon',
    );
  });

  it('plans the brunch before noon and the musical in the evening', () => {
    const stops = planned(text).draft.stops;
    const brunch = stops.find((stop) => stop.kind === 'brunch');
    const musical = stops.find((stop) => stop.kind === 'musical');
    expect(brunch?.start).toBeLessThan(12 * 60);
    expect(musical?.start).toBeGreaterThanOrEqual(18 * 60);
  });

  it.each([
    [
      'Wir wollen am Sonntag in Wien frühstücken, dann ins Belvedere und nachmittags Kaffee und Sachertorte',
      'frühstücken',
    ],
    ['Brunch en Madrid el domingo, luego el Retiro y por la tarde un café con churros', 'Brunch'],
  ])('starts the day at a breakfast or brunch said before the afternoon: %s', (text, meal) => {
    const result = planned(text);
    expect(result.request.time.dayPart).toBe('all_day');
    const first = result.draft.stops.find((stop) => stop.wish?.includes(meal));
    expect(first?.start).toBeLessThan(12 * 60);
    expect(result.draft.findings.filter((finding) => finding.type === 'kind_replaced')).toEqual([]);
  });

  it('leaves a lunch said before the afternoon to the afternoon', () => {
    expect(readRequest('Lunch in Porto then the afternoon at the Serralves museum').time.dayPart).not.toBe(
      'all_day',
    );
  });

  it('leaves a breakfast said after the evening to the evening’s own reading', () => {
    expect(readRequest('A cosy evening in Paris: dinner, then breakfast in bed tomorrow').time.dayPart).toBe(
      'evening',
    );
  });
});

describe('food said as a bite for a part of the day', () => {
  it('is had in that part, not beside the evening’s fado', () => {
    const result = planned(
      'Lisbonne samedi : pastéis de nata à Belém le matin et dîner de fado à Alfama le soir',
    );
    const stops = result.draft.stops;
    const pasteis = stops.find((stop) => stop.wish === 'pastéis de nata');
    const fado = stops.find((stop) => stop.kind === 'fado');
    expect(pasteis!.start).toBeLessThan(13 * 60);
    expect(result.draft.freeTime).toBeDefined();
    expect(fado!.start).toBeGreaterThan(result.draft.freeTime!.end);
  });
});

describe('a morning, a sunset and a dinner', () => {
  it('keeps the sunset: the free afternoon, if any, ends before it', () => {
    // The afternoon had run to six, and the miradouro came after dark (the sun sets at 17:17).
    const result = planned(
      'Lisbon on Saturday: a museum in the morning, sunset at a miradouro and dinner in the evening',
    );
    const { draft } = result;
    const sunsetStop = draft.stops.find((stop) => stop.atSunset);
    expect(sunsetStop).toBeDefined();
    expect(sunsetStop!.start).toBeLessThan(draft.grounded.sunset!);
    if (draft.freeTime) expect(draft.freeTime.end).toBeLessThanOrEqual(sunsetStop!.start);
  });
});
