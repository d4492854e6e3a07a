import { KIND_CATALOG } from '../kinds/catalog';
import type { NamedPlace, Span, TimeWindow, WantedKind, WishDayPart } from '../request';
import { foldedWords, hasListWord } from './list-words';

const WISH_PARTS = new Set<string>(['morning', 'afternoon', 'evening', 'night']);
/** The most words between a wish and the part of the day said for it: "una clase de cocina de mole en la mañana". */
const MOST_WORDS_BETWEEN = 3;

/** Nothing but a few words of the same item between a wish and the part said after it. */
function saidRightAfter(text: string, wish: Span, part: Span): boolean {
  return part.start >= wish.end && sameItem(text.slice(wish.end, part.start));
}

/** …or between the part of the day and a wish said after it: "in the morning the Vatican", "morgens Fischmarkt". */
function saidRightBefore(text: string, part: Span, wish: Span): boolean {
  return wish.start >= part.end && sameItem(text.slice(part.end, wish.start));
}

type SaidPart = NonNullable<TimeWindow['saidParts']>[number];

/** The part of the day said right after a wish, else right before it. */
function partOf(text: string, wish: Span, parts: readonly SaidPart[]): WishDayPart | undefined {
  const said =
    parts.find((part) => saidRightAfter(text, wish, part.span)) ??
    parts.find((part) => saidRightBefore(text, part.span, wish));
  return said?.part as WishDayPart | undefined;
}

/** A comma ends the item: in "morgens Fischmarkt, abends ein Musical" the evening is the musical's. */
function sameItem(between: string): boolean {
  if (/[.,;:!?\n]/.test(between)) return false;
  const words = foldedWords(between);
  return words.length <= MOST_WORDS_BETWEEN && !hasListWord(words);
}

/**
 * "Una clase de cocina de mole en la mañana y probar mezcal en la tarde", "the museum in the morning,
 * the beach in the afternoon": where the description says several parts of the day, each wish said
 * right before one (or right after it) is had in it, so the plan keeps the person's own day rather
 * than its kinds' hours. Where only the morning is said, a dinner after it widens `time` to the
 * whole day (see dinnerAfterMorning).
 */
export function wishesAtTheirHour(text: string, wanted: WantedKind[], time: TimeWindow): WantedKind[] {
  const parts = (time.saidParts ?? []).filter((said) => WISH_PARTS.has(said.part));
  if (new Set(parts.map((said) => said.part)).size < 2)
    return morningMealBeforeEvening(text, wanted, time) ?? dinnerAfterMorning(text, wanted, time);
  return wanted.map((wish) => {
    const dayPart = partOf(text, wish.span, parts);
    return dayPart ? { ...wish, dayPart } : wish;
  });
}

const isDinner = (wish: WantedKind) => (wish.meal ?? KIND_CATALOG[wish.kind].meal) === 'dinner';

/**
 * "The Vatican in the morning, then carbonara for dinner": a dinner said after the only part of the
 * day, the morning, is the evening of the same date. The date runs from the morning to dinner (all
 * day, `time` is changed), the wish said with the morning is had in it and the dinner in the evening,
 * instead of the dinner becoming lunch to fit a morning.
 */
function dinnerAfterMorning(text: string, wanted: WantedKind[], time: TimeWindow): WantedKind[] {
  const morning = (time.saidParts ?? []).find((said) => said.part === 'morning');
  if (!morning || time.dayPart !== 'morning' || time.start !== null || time.end !== null) return wanted;
  const dinner = wanted.find((wish) => isDinner(wish) && wish.span.start >= morning.span.end);
  if (!dinner) return wanted;
  time.dayPart = 'all_day';
  return wanted.map((wish) => {
    if (wish === dinner) return { ...wish, dayPart: 'evening' };
    return partOf(text, wish.span, [morning]) ? { ...wish, dayPart: 'morning' } : wish;
  });
}

const DAYTIME_MEALS: ReadonlySet<string> = new Set(['breakfast', 'brunch', 'lunch']);
const MORNING_MEALS: ReadonlySet<string> = new Set(['breakfast', 'brunch']);
/** The parts of the day a morning meal said before is not had in. */
const LATER_PARTS: ReadonlySet<string> = new Set(['afternoon', 'evening', 'night']);
const mealOf = (wish: WantedKind) => wish.meal ?? KIND_CATALOG[wish.kind].meal;

/**
 * "Brunchen, danach an die Elbe und abends ins Musical", "frühstücken, dann ins Belvedere und
 * nachmittags Kaffee und Sachertorte": a breakfast, brunch or lunch said before the only part of the
 * day, the evening (or a breakfast or brunch before the afternoon), and not for it, is had at its own hour. The date runs from that
 * meal to the evening (all day, `time` is changed): the meal is had in the morning and what is said
 * with the evening in it; undefined where this is not such a text.
 */
function morningMealBeforeEvening(
  text: string,
  wanted: WantedKind[],
  time: TimeWindow,
): WantedKind[] | undefined {
  const evening = (time.saidParts ?? []).find((said) => LATER_PARTS.has(said.part));
  if (!evening || time.dayPart !== evening.part || time.start !== null || time.end !== null) return undefined;
  // Lunch belongs to an afternoon; a breakfast or brunch said before one starts the day earlier.
  const meals = evening.part === 'afternoon' ? MORNING_MEALS : DAYTIME_MEALS;
  const meal = wanted.find(
    (wish) =>
      meals.has(mealOf(wish) ?? '') &&
      wish.span.end <= evening.span.start &&
      !partOf(text, wish.span, [evening]),
  );
  if (!meal) return undefined;
  time.dayPart = 'all_day';
  return wanted.map((wish) => {
    if (wish === meal) return { ...wish, dayPart: mealOf(wish) === 'lunch' ? 'afternoon' : 'morning' };
    return partOf(text, wish.span, [evening]) ? { ...wish, dayPart: evening.part as WishDayPart } : wish;
  });
}

/**
 * A place the person named for a part of the day ("das Belvedere vormittags", "el Prado por la
 * mañana") is had in it, as a wish is, where the date runs through several parts (see above).
 */
export function namedAtTheirHour(text: string, named: NamedPlace[], time: TimeWindow): NamedPlace[] {
  const parts = (time.saidParts ?? []).filter((said) => WISH_PARTS.has(said.part));
  if (new Set(parts.map((said) => said.part)).size < 2 && time.dayPart !== 'all_day') return named;
  return named.map((place) => {
    const dayPart = place.isArea ? undefined : partOf(text, place.span, parts);
    return dayPart ? { ...place, dayPart } : place;
  });
}
