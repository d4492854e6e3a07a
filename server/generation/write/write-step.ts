import type { Step } from '@contract/date-plans';
import { mapsSearchUrl } from '@contract/maps';
import { themeImageUrl, type Theme } from '@contract/theme-images';
import { Random } from '../compose/random';
import type { DraftStop } from '../draft';
import { GRAMMARS } from './grammar/all-grammars';
import { KIND_CATALOG } from '../kinds/catalog';
import { illustrationFor } from '../kinds/illustrations';
import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { KindName } from '../kinds/kind-info';
import type { Language } from '../request';
import { ANY_COMMON_WORD } from '../understand/common-words';
import { fold, withoutArticle } from '../understand/text';
import { anchorAdvice, anchorProse, atArea, saysAny, sceneDayPart } from './anchor';
import { fill, sentence, type Slots } from './fill';
import { landmarkFact } from './landmark-facts';
import type { FamilyPhrases, Phrases } from './phrases/phrases';
import { areaFor } from './place-parts';
import { proposalMoment } from './proposal-moment';
import { sunsetNote } from './sunset-note';
import { wishAsWritten } from './wish-as-written';
import { daylight } from '../world/opening-hours';
import { countryName as countryNameOf } from '../world/countries';
import { distanceKm } from '../world/distance';
import { capitalise, headed, type WriteContext } from './write-context';

const FAMILY_THEME: Record<Family, Theme> = {
  coffee: 'casual',
  sweet: 'romantic',
  meal: 'romantic',
  street_food: 'casual',
  drinks: 'romantic',
  tasting: 'romantic',
  music: 'cultural',
  dance: 'romantic',
  stage: 'cultural',
  screen: 'cultural',
  culture: 'cultural',
  walk: 'outdoor',
  picnic: 'outdoor',
  active: 'adventure',
  water: 'adventure',
  play: 'casual',
  class: 'casual',
  wellness: 'romantic',
  shopping: 'casual',
  stars: 'romantic',
  attraction: 'adventure',
};

/** Everything one step's sentences are written from. */
interface StepParts {
  stop: DraftStop;
  index: number;
  name: KindName;
  family: Family;
  set: FamilyPhrases;
  area: ReturnType<typeof areaFor>;
  slots: Slots;
  /** The slots with the stops before and after it ("prev", "next"). */
  around: Slots;
  /** The stop is the sunset, said by no word of its kind. */
  sunsetWords: boolean;
}

/** One stop as the plan shows it: its title, its text, its advice, where it is and how to get there. */
export function writeStep(ctx: WriteContext, stop: DraftStop, index: number): Step {
  const parts = stepParts(ctx, stop, index);
  const title = stepTitle(ctx, parts);
  const { description, spanOpening } = stepDescription(ctx, parts, title);
  const advice = stepAdvice(ctx, parts, spanOpening);
  const { phrases } = ctx;
  const [low, high] = stop.cost;
  return {
    step_index: index,
    step_title: title,
    description,
    ...stepPlace(ctx, parts),
    // A picture of this kind of place, with the theme picture of its family behind it.
    image_urls: [illustrationFor(stop.kind, ctx.scenes[index]), themeImageUrl(FAMILY_THEME[parts.family])],
    activities: advice.activities,
    ambiance_description: advice.ambiance,
    estimated_travel_time:
      index === 0
        ? phrases.travel.start
        : stop.routeUnknown
          ? phrases.travel.unknown
          : fill(phrases.travel[stop.mode], { n: String(stop.travelMinutes) }),
    estimated_duration_at_location: phrases.formatDuration(stop.end - stop.start),
    estimated_cost_per_person: high === 0 ? phrases.cost.free : ctx.money(low, high),
    transport_mode: stop.mode,
    booking_recommendation: advice.booking,
    notes_or_tips: advice.tips,
    end_time: ctx.clock(stop.end),
    start_time: ctx.clock(stop.start),
  };
}

function stepParts(ctx: WriteContext, stop: DraftStop, index: number): StepParts {
  const { phrases, draft, city, clock, neighbour } = ctx;
  const family = familyOf(stop.kind);
  const name = ctx.nameOf(stop.kind);
  const area = areaFor(stop, city ?? null, ctx.language, phrases.centre);
  const slots: Slots = {
    place: name.noun,
    at_place: name.at,
    thing: name.thing,
    area: area.inSentence,
    city: area.city,
    name: stop.placeName ?? '',
    meal: mealWord(stop, phrases, draft.grounded.meals.dinner),
    time: draft.grounded.sunset !== null ? clock(draft.grounded.sunset) : '',
    start: clock(stop.start),
    end: clock(stop.end),
  };
  const set = stop.placeName ? (stop.landmark ? phrases.landmark : phrases.named) : phrases.families[family];
  const around = {
    ...slots,
    prev: neighbour(draft.stops[index - 1]),
    next: neighbour(draft.stops[index + 1]),
  };
  return {
    stop,
    index,
    name,
    family,
    set,
    area,
    slots,
    around,
    sunsetWords: stop.atSunset && !stop.placeName,
  };
}

/**
 * The meal a stop is, by when it happens: between lunch and the local dinner hour (tapas at five in
 * Seville) it is neither, and the title names what is eaten instead ("" here).
 */
function mealWord(stop: DraftStop, phrases: Phrases, dinnerTime: number): string {
  const meal = KIND_CATALOG[stop.kind].meal;
  if (meal === 'breakfast' || meal === 'brunch' || meal === 'lunch' || meal === 'dinner')
    return phrases.meals[meal];
  if (stop.start < 660) return phrases.meals.breakfast;
  if (stop.start < Math.min(960, dinnerTime - 150)) return phrases.meals.lunch;
  return stop.start >= dinnerTime - 120 ? phrases.meals.dinner : '';
}

/**
 * The planner puts many dates' stops at the same hours and in the same kinds, so "A slow walk" alone is
 * every such date's: a general title says what comes before it, or for the first stop what follows
 * ("Coffee at an easy pace, then a walk"), not the hour, which is the step's badge already, unless no
 * neighbour has a word to say it by. Never the town: a title is read as what the stop is.
 */
function tiedTitle(ctx: WriteContext, title: string, { index, slots }: StepParts): string {
  const { lead, neighbour, neighbourThing, draft } = ctx;
  const [prev, next] = [draft.stops[index - 1], draft.stops[index + 1]];
  // A lone stop is one only when the person said so ("just dinner"): few dates are, and its title is theirs.
  if (!prev && !next) return title;
  // A stop at sunset is said by no word of its kind (see `neighbour`): then the hour says the stop.
  if (!neighbour(prev) && !neighbour(next)) return `${title} ${fill(lead.titleTime, slots)}`;
  const template = neighbour(prev) ? lead.titleAfter : lead.titleThen;
  return `${title}${fill(template, { prev: neighbourThing(prev), next: neighbourThing(next) })}`;
}

function stepTitle(ctx: WriteContext, parts: StepParts): string {
  const { phrases, chooser, language, city, lead } = ctx;
  const { stop, set, slots, area, sunsetWords } = parts;
  // A stop the person asked for is titled by what they asked for ("Ramen for two"), where a variant says it.
  const naming =
    stop.requested && !stop.placeName ? set.titles.filter((variant) => variant.includes('{thing}')) : [];
  // A general title says its area or its hour after it, which an exclamation ("A tavola!") cannot carry.
  const tied = !stop.placeName;
  const titles = sunsetWords ? phrases.sunset.titles : naming.length ? naming : set.titles;
  const sayable = titles.filter((variant) => !/[!?…]$/u.test(variant));
  let title = sentence(fill(chooser.pick(tied && sayable.length ? sayable : titles, slots), slots));
  title = withWishTitle(ctx, parts, title);
  if (stop.placeName)
    title = namingWish(ctx, stop) ?? (title.includes(stop.placeName) ? title : stop.placeName);
  // A landmark at golden hour says so: "Golden hour: Sacré-Cœur".
  if (stop.placeName && stop.atSunset)
    title = headed(chooser.pick(phrases.sunset.titles), stop.placeName, language);
  // A general title says where it is: "An unhurried dinner in Trastevere".
  // Only a neighbourhood: the town's name on every title ("… in Enugu", "… in Enugu") reads as a form.
  if (!stop.placeName && area.inSentence && area.inSentence !== city && !title.includes(area.inSentence))
    return `${title} ${fill(lead.titleArea, { area: area.inSentence, at_area: atArea(area.inSentence, language) })}`;
  // With no neighbourhood to name, a general title says the stop around it (see `titleTie`): a title
  // any date could carry is never left bare. A landmark's too: the planner gives the same landmark,
  // and its title, to many dates in a town.
  // A title in the person's own words is already theirs alone.
  const asWritten = stop.wish ? wishAsWritten(ctx.draft.request.text, stop.wish, language) : '';
  const theirs = Boolean(
    stop.wish &&
    stop.placeName &&
    (fold(title).startsWith(fold(stop.wish)) || fold(title).startsWith(fold(asWritten))),
  );
  if (
    (!stop.placeName || stop.landmark) &&
    !theirs &&
    !/[!?…]$/u.test(title) &&
    !title.includes(slots.start ?? '')
  )
    return tiedTitle(ctx, title, parts);
  return title;
}

/**
 * A wish that says the place the person named, as they said it, titles its stop: "A walk on the
 * Pincio", "Un paseo junto al Guadalquivir", rather than the bare name.
 */
function namingWish({ draft, language }: WriteContext, stop: DraftStop): string | null {
  if (!stop.wish || !stop.placeName || /[,;]/.test(stop.wish)) return null;
  if (!fold(stop.wish).includes(fold(stop.placeName)) || fold(stop.wish) === fold(stop.placeName))
    return null;
  return sentence(wishAsWritten(draft.request.text, stop.wish, language));
}

/** Words that join a thing to someone or something else: "a beer with tom", "vino e amici". */
const JOINING_WORDS = new Set('with and w con y e avec et mit und com'.split(' '));

/**
 * A wish that is one thing, fit to title a stop: no list ("drinks, london"), nothing joined to it
 * ("a beer with tom") and, past its first word, no name of someone or somewhere else ("a pint with
 * Sam") in the languages that capitalise only names.
 */
function oneThing(wish: string, language: Language): boolean {
  const words = wish.split(/\s+/);
  const named = language !== 'de' && words.slice(1).some((word) => /^\p{Lu}/u.test(word));
  const joined = words.slice(1).some((word) => JOINING_WORDS.has(fold(word)));
  return !/[,;&+/]/.test(wish) && words.length <= 4 && !named && !joined;
}

/**
 * A wish a lexicon read whole, as the person wrote it: what open reading caught around an unknown
 * thing may carry other words ("drinks, london"), and is said in the description instead.
 */
const knownWish = ({ draft }: WriteContext, wish: string) =>
  draft.request.wanted.some((entry) => !entry.open && fold(entry.span.text) === fold(wish));

/** The families whose places serve what is asked for there: a dish, a sweet, a coffee, a drink. */
const SERVED = new Set<Family>(['meal', 'street_food', 'sweet', 'coffee', 'drinks']);
/** The families whose places host what is done there: a play at a theatre, a class at a school. */
const HOSTED = new Set<Family>([
  'stage',
  'music',
  'dance',
  'screen',
  'class',
  'active',
  'water',
  'play',
  'wellness',
  'tasting',
]);

/** A wish that is only the word for its place ("a restaurant", "a jazz club"), not what is had there ("jazz"). */
function namesOnlyThePlace(wish: string, name: KindName): boolean {
  const asked = fold(withoutArticle(wish));
  const thing = new Set(fold(name.thing).split(/\s+/));
  const placeWords = fold(withoutArticle(name.noun)).split(/\s+/);
  return asked === placeWords.join(' ') || placeWords.some((word) => word === asked && !thing.has(word));
}

/**
 * What is had or done at a place the planner chose for it titles the stop in the person's words: at a
 * catalog venue with its name ("Gelato: Giolitti", "Dinner: Cervejaria Trindade", "Fado: Tasca do
 * Chico"), at a kind of place alone ("Un pisco sour", then its area). A place the person named is
 * titled by its name, and a sight by what it is.
 */
function servedWishTitle(ctx: WriteContext, parts: StepParts, wish: string): string | null {
  const { stop, family, name } = parts;
  if (!stop.wish || !(SERVED.has(family) || HOSTED.has(family))) return null;
  if (stop.placeName && !stop.landmark) return null;
  const place = stop.placeName ?? '';
  const sameWords = Boolean(place) && (fold(place).includes(fold(wish)) || fold(wish).includes(fold(place)));
  if (
    sameWords ||
    namesOnlyThePlace(wish, name) ||
    !oneThing(wish, ctx.language) ||
    !knownWish(ctx, stop.wish)
  )
    return null;
  const written = wishAsWritten(ctx.draft.request.text, wish, ctx.language);
  // A kind of place is titled only by a short wish and its article: longer words the reading took
  // beside a thing may hold someone's name or another place ("drinks, london").
  const short = wish.split(/\s+/).length <= 2 && written.split(/\s+/).length <= wish.split(/\s+/).length + 1;
  if (!place && !short) return null;
  return place ? headed(sentence(written), place, ctx.language) : sentence(written);
}

/**
 * Something to do that no lexicon knows, held by the general walk ("a horse carriage ride"): the title
 * is what they asked for, never the host's own word ("A slow walk").
 */
function openActivityTitle(ctx: WriteContext, parts: StepParts, wish: string): string | null {
  const { stop } = parts;
  // Only the general host: a hike named by what is hiked ("hike lions head") is still a hike.
  const open = ctx.draft.request.wanted.some(
    (entry) => entry.open === 'do' && entry.kind === 'walk' && fold(entry.span.text) === fold(wish),
  );
  return open && stop.kind === 'walk' && !stop.placeName && oneThing(wish, ctx.language)
    ? sentence(wish)
    : null;
}

/**
 * What the person asked for titles its stop, in their words: a dish as a menu says it ("Francesinha for
 * lunch at Casa Guedes"), anything else held by a place the planner chose for it with that place
 * ("Pastéis de nata: Pastéis de Belém"), so the plan need not tell them "As you asked" below it.
 */
function withWishTitle(ctx: WriteContext, parts: StepParts, title: string): string {
  const { phrases, language } = ctx;
  const { stop, family, slots, sunsetWords } = parts;
  if (!stop.wish || sunsetWords || fold(title).includes(fold(stop.wish))) return title;
  const wish = wishAsSaid(stop.wish, language);
  const mealStop = Boolean(KIND_CATALOG[stop.kind].meal) || family === 'street_food';
  if (!mealStop || !stop.dish)
    return servedWishTitle(ctx, parts, wish) ?? openActivityTitle(ctx, parts, wish) ?? title;
  // "Jantar japonês" already says the meal, and a bite between meals has none: the wish alone. A
  // bite before or after the date's own meal ("frites, then a nice dinner") is not that meal either.
  const biteBesideMeal =
    family === 'street_food' &&
    ctx.draft.stops.some((other) => other !== stop && Boolean(KIND_CATALOG[other.kind].meal));
  const saysMeal = !slots.meal || biteBesideMeal || fold(wish).includes(fold(slots.meal));
  if (!saysMeal)
    return sentence(fill(stop.placeName ? phrases.wishMeal.at : phrases.wishMeal.title, { ...slots, wish }));
  return stop.placeName ? headed(sentence(wish), stop.placeName, language) : sentence(wish);
}

function stepDescription(
  ctx: WriteContext,
  parts: StepParts,
  title: string,
): { description: string; spanOpening: string } {
  const { phrases, chooser, language, city, lead, draft } = ctx;
  const { stop, set, slots, area, around, sunsetWords, name } = parts;
  let description = sentence(
    fill(chooser.pick(sunsetWords ? phrases.sunset.descriptions : set.descriptions, slots), slots),
  );
  const where = area.inSentence || (stop.placeName ?? '') || (city ?? '');
  // The hours with the stop before (or, for the first, after) it: two dates in one town often share
  // a landmark, an area and an hour, seldom their neighbours. So a landmark's name, which the planner
  // gives every such date, or the area, does not tie a sentence to this date when a neighbour can.
  // Where the town is the only place to name and the text does not say it, the hours say it: the same
  // kinds at the same hours around the same kind are common across towns.
  const town = city && area.inSentence === city && !description.includes(city) ? city : '';
  const [span, spanInline] = around.prev
    ? town
      ? [lead.spanAfterAt, lead.spanInlineAfterAt]
      : [lead.spanAfter, lead.spanInlineAfter]
    : around.next
      ? town
        ? [lead.spanBeforeAt, lead.spanInlineBeforeAt]
        : [lead.spanBefore, lead.spanInlineBefore]
      : [lead.span, lead.spanInline];
  const spanSlots = { ...around, area: town, at_area: atArea(town, language) };
  const shared = around.prev || around.next ? [] : [area.inSentence, city, stop.placeName];
  // The scene names the stop the hours did not (the next one, when the hours say the one before), or
  // the part of the day. Where the only place to name is the town and the text does not say it, that
  // scene comes first: the same kinds at the same hours are common across towns.
  const sceneNext = Boolean(around.prev && around.next);
  // A landmark's area at a part of the day is every date's the planner gives it ("A Baixa ao fim do
  // dia"): it ties a sentence only with the next stop, and a sentence nothing else ties is left out.
  const scene =
    where && (sceneNext || !stop.landmark)
      ? [
          fill(sceneNext ? lead.sceneBefore : lead.scene, {
            ...around,
            where,
            part: lead.dayParts[sceneDayPart(stop.start, draft.grounded.sunset)],
          }),
        ]
      : [];
  const sceneFirst =
    sceneNext && (!area.inSentence || area.inSentence === city) && !(city && description.includes(city));
  const spanOpening = fill(span, spanSlots);
  description = anchorProse(
    description,
    sceneFirst ? [...scene, spanOpening] : [spanOpening, ...scene],
    saysAny(...shared, stop.landmark ? null : stop.placeName, slots.start, slots.end, stop.wish),
    language,
    [stop.placeName ?? '', area.inSentence],
    false,
    fill(spanInline, spanSlots),
  );
  // The person's own words for the stop ("bunny chow") are said in it, as they wrote them.
  // A wish that only names the kind ("viewpoint") is already said by the stop itself.
  // A landmark's stop never shows its kind's words: there only what is written counts.
  const kindWords = stop.placeName ? '' : `${name.noun} ${name.thing}`;
  const said = fold(`${title} ${description} ${kindWords}`);
  if (stop.wish && !said.includes(fold(stop.wish)))
    description = `${fill(phrases.wishNote, { wish: wishAsSaid(wishAsWritten(draft.request.text, stop.wish, language), language) })} ${description}`;
  const { sunset } = draft.grounded;
  if (stop.placeName && stop.atSunset && sunset !== null && city)
    description += ` ${sunsetNote({ ...stop, what: stop.placeName }, sunset, city, language, ctx.clock)}`;
  const diet = dietsOf(ctx)[0];
  if ((KIND_CATALOG[stop.kind].meal || parts.family === 'street_food') && diet)
    description += ` ${sentence(phrases.dietNotes[diet])}`;
  return { description, spanOpening };
}

const dietsOf = ({ draft }: WriteContext) =>
  (['vegan', 'vegetarian', 'halal', 'kosher', 'gluten_free'] as const).filter((diet) =>
    draft.request.constraints.includes(diet),
  );

/**
 * Advice comes from what the stop is (its family), whether it is a kind, a named place or a
 * landmark: a park is never told to book. A named place adds only the activities that name it.
 */
function stepAdvice(ctx: WriteContext, parts: StepParts, spanOpening: string) {
  const { phrases, chooser, language, city, draft } = ctx;
  const { stop, index, set, slots, area, around } = parts;
  const kindAdvice = phrases.families[parts.family];
  const { sunset } = draft.grounded;
  const activities =
    set === kindAdvice
      ? kindAdvice.activities
      : [...kindAdvice.activities, ...set.activities.filter((line) => line.includes('{name}'))];
  const ambiance =
    sceneDayPart(stop.start, sunset) === 'night' && kindAdvice.darkAmbiance
      ? kindAdvice.darkAmbiance
      : kindAdvice.ambiance;
  const booking =
    ticketed(stop.kind) && kindAdvice.ticketedBooking
      ? kindAdvice.ticketedBooking
      : [...kindAdvice.booking, ...(inDaylight(stop, sunset) ? (kindAdvice.daylightBooking ?? []) : [])];
  const advice = anchorAdvice(
    {
      activities: chooser.pickMany(activities, 3, slots).map((line) => sentence(fill(line, slots))),
      ambiance: sentence(fill(chooser.pick(ambiance, slots), slots)),
      booking: sentence(fill(chooser.pick(booking, slots), slots)),
      tips: sentence(fill(chooser.pick(phrases.kindTips[stop.kind] ?? tipsFor(ctx, parts), slots), slots)),
    },
    {
      area: area.inSentence,
      name: stop.placeName ?? '',
      start: slots.start ?? '',
      end: slots.end ?? '',
      startMinutes: stop.start,
      town: city ?? '',
      landmark: Boolean(stop.landmark),
      sunset: draft.grounded.sunset,
      prev: String(around.prev ?? ''),
      next: String(around.next ?? ''),
    },
    language,
    new Random(`${draft.seed}:facts:${index}`),
  );
  const stepFree = draft.request.constraints.includes('step_free');
  const tips = [advice.tips];
  // What the catalog knows of a landmark (free entry, step-free, best after dark) is said in its tips.
  const known = landmarkFact(stop, draft.grounded, language, stepFree);
  // Said with this visit's hours and neighbour: every date the planner gives the landmark would say it alike.
  if (known) tips.push(anchorProse(known, [spanOpening], saysAny(), language, [stop.placeName ?? '']));
  if (stepFree) tips.push(sentence(fill(phrases.stepFreeNote, slots)));
  if (index === ctx.proposalStop) tips.push(proposalMoment(language, stop, draft.grounded.sunset, ctx.clock));
  return { ...advice, tips: tips.join(' ') };
}

/** A place with tickets and set entry times: a culture kind that is not free (a museum, not a library). */
const ticketed = (kind: KindId) => {
  const { tags } = KIND_CATALOG[kind];
  return tags.includes('culture') && !tags.includes('free');
};

/** A family's tips, with those that need the sun ("sunscreen") only for a stop between sunrise and sunset, and those for the dark ("lit paths") only for one that ends after sunset. */
function tipsFor({ phrases, draft }: WriteContext, { stop, family }: StepParts): string[] {
  const { daylightTips = [], darkTips = [], ticketedTips = [] } = phrases.families[family];
  const tips = [...phrases.families[family].tips, ...(ticketed(stop.kind) ? ticketedTips : [])];
  const { sunset } = draft.grounded;
  if (inDaylight(stop, sunset)) return [...tips, ...daylightTips];
  return sunset !== null && stop.end > daylight(sunset)[1] ? [...tips, ...darkTips] : tips;
}

/** A stop wholly between sunrise and sunset. */
function inDaylight(stop: Pick<DraftStop, 'start' | 'end'>, sunset: number | null): boolean {
  const [rise, set] = daylight(sunset);
  return stop.start >= rise && stop.end <= set;
}

/** Where the stop is: its name, its address and a map search for it. */
function stepPlace(ctx: WriteContext, { stop, name, area }: StepParts) {
  const town = stop.position ? townOf(ctx, stop.position) : undefined;
  // Across a border the address is the town's, in its own country: "Salzburg, Austria", never
  // "Salzburg, Munich, Germany". In the same country the city stays beside it, as maps search it.
  const away = town && town.country !== ctx.draft.grounded.country ? town : undefined;
  const city = away ? null : ctx.city;
  const countryName = away ? countryNameOf(away.country, ctx.language) : ctx.draft.grounded.countryName;
  // "Valencia, Venezuela" already names its country: no part is said twice.
  const addressParts = [stop.placeName, area.label || null, city, countryName].filter(
    (part, position, all): part is string =>
      Boolean(part) && !all.slice(0, position).some((before) => before?.includes(part as string)),
  );
  const query = stop.placeName
    ? [stop.placeName, city ?? away?.name].filter(Boolean).join(', ')
    : city || away
      ? `${withoutArticle(name.noun)}, ${[stop.area, city, countryName].filter(Boolean).join(', ')}`
      : `${withoutArticle(name.noun)} near me`;
  return {
    to_location_name: stop.placeName ?? `${capitalise(name.noun)}${area.label ? `, ${area.label}` : ''}`,
    to_location_address: city || away ? addressParts.join(', ') : capitalise(name.noun),
    to_location_google_maps_url: mapsSearchUrl(query),
    to_location_website: null,
    to_location_phone_number: null,
  };
}

/** The town out of the city a stop stands in: the one named nearest its position. */
function townOf({ draft }: WriteContext, position: { lat: number; lon: number }) {
  const towns = draft.request.outOfTown ?? [];
  return [...towns].sort((a, b) => distanceKm(a, position) - distanceKm(b, position))[0];
}

/**
 * The person's words after "As you asked:", in lower case when they were capitalised only for opening
 * their description ("Una cena romántica…" → "Como pediste: una cena."). Names keep their capital
 * ("Douro"), and so does every German noun.
 */
function wishAsSaid(wish: string, language: Language): string {
  const first = wish.split(/\s+/)[0] ?? '';
  const common =
    ANY_COMMON_WORD.has(fold(first)) || GRAMMARS[language].articles.indefinite.includes(fold(first));
  if (language === 'de' || !/^\p{Lu}\p{Ll}?/u.test(first) || !common) return wish;
  return first.charAt(0).toLowerCase() + wish.slice(1);
}
