import { countedAnniversary } from './occasion-title';
import { proposalMoment, proposalStopIndex } from './proposal-moment';
import { unsupportedLanguageTip } from './unsupported-language';
import type { PlanData, Step } from '@contract/date-plans';
import { Random } from '../compose/random';
import type { Draft, DraftStop } from '../draft';
import { KIND_CATALOG } from '../kinds/catalog';
import { coverPicture } from '../kinds/cover';
import { illustrationFor, illustrationPath, pictureFor, sceneOf } from '../kinds/illustrations';
import { familyOf, type Family } from '../kinds/kind-ids';
import type { KindName } from '../kinds/kind-info';
import { KIND_NAMES } from '../kinds/names/all-names';
import type { Language, Mood } from '../request';
import { themeImageUrl, type Theme } from '@contract/theme-images';
import { ANY_COMMON_WORD } from '../understand/common-words';
import { fold, withoutArticle } from '../understand/text';
import { formatMoneyRange } from '../world/countries';
import { formatClock } from '../world/local-time';
import { excludedWords, wholeWordIn } from '../check/check';
import { anchorAdvice, anchorProse, atArea, dayPartAt, saysAny } from './anchor';
import { LEADS } from './phrases/leads';
import { findingSentence } from './findings';
import { fill, fillable, sentence, type Slots } from './fill';
import { GRAMMARS } from './grammar/all-grammars';
import { landmarkFact } from './landmark-facts';
import { localKindName } from './local-cuisine';
import { polishPlan } from './polish';
import { nearestSunset, sunsetNote } from './sunset-note';
import { areaFor, repeats } from './place-parts';
import { PHRASES } from './phrases/all-phrases';
import type { FamilyPhrases, Phrases } from './phrases/phrases';
import { mapsSearchUrl } from '@contract/maps';

/** A plan this long (minutes, first start to last end) is a whole day out. */
const ALL_DAY_SPAN = 540;
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

/** " in Rome", " en Roma", " à Rome": the city as a trailing phrase. */
const CITY_PART: Record<Language, string> = {
  en: ' in ',
  es: ' en ',
  fr: ' à ',
  pt: ' em ',
  de: ' in ',
  it: ' a ',
};
/** Portuguese "em Porto" becomes "no Porto" in its grammar module, with the other cities that take the article. */
const cityPart = (city: string, language: Language) => `${CITY_PART[language]}${city}`;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A title used inside a sentence: lower-cased at the start, except in German (nouns are
 * capitalised) and when it opens with a proper name ("Musée d'Orsay", "Tate Modern").
 */
const inSentence = (title: string, language: Language, names: readonly string[] = []) =>
  language === 'de' || names.some((name) => name && title.startsWith(name)) || /^\p{Lu}{2}/u.test(title)
    ? title
    : title.charAt(0).toLowerCase() + title.slice(1);

/** "Golden hour: Sacré-Cœur"; French sets an unbreakable space before its colon. */
const headed = (head: string, rest: string, language: Language) =>
  fill(language === 'fr' ? '{head} : {rest}' : '{head}: {rest}', { head, rest });

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
 * Picks a variant not used yet in this plan, so one plan never repeats itself. Given the slots, it
 * picks only among sentences whose every part is known: a missing area chooses another sentence.
 */
class Chooser {
  private readonly used = new Set<string>();
  constructor(private readonly random: Random) {}
  pick(options: readonly string[], slots?: Slots): string {
    const complete = slots ? options.filter((option) => fillable(option, slots)) : options;
    const usable = complete.length ? complete : options;
    const fresh = usable.filter((option) => !this.used.has(option));
    const choice = this.random.pick(fresh.length ? fresh : usable);
    this.used.add(choice);
    return choice;
  }
  pickMany(options: readonly string[], count: number, slots?: Slots): string[] {
    const complete = slots ? options.filter((option) => fillable(option, slots)) : options;
    return this.random.shuffleCopy(complete.filter((option) => !this.used.has(option))).slice(0, count);
  }
}

/** Turns a checked draft into the plan people read, in the language of their description. */
export function writePlan(draft: Draft): PlanData {
  const language: Language = draft.request.languageFallback ? 'en' : draft.language;
  const phrases = PHRASES[language];
  const grammar = GRAMMARS[language];
  const lead = LEADS[language];
  const names = KIND_NAMES[language];
  const nameOf = (kind: DraftStop['kind']) =>
    localKindName(kind, draft.grounded.country, language, names[kind]);
  const grounded = draft.grounded;
  const request = draft.request;
  const random = new Random(`${draft.seed}:words`);
  const chooser = new Chooser(random);
  const city = grounded.cityName;
  const clock = (minutes: number) => formatClock(minutes, phrases.clock);
  const money = (low: number, high: number) => formatMoneyRange(low, high, grounded.currency, language);
  const diets = (['vegan', 'vegetarian', 'halal', 'kosher', 'gluten_free'] as const).filter((diet) =>
    request.constraints.includes(diet),
  );
  const stepFree = request.constraints.includes('step_free');

  const scenes = draft.stops.map((stop) =>
    sceneOf(stop, {
      sunset: grounded.sunset,
      constraints: draft.request.constraints,
      moods: draft.request.moods,
    }),
  );
  const cover = coverPicture(
    draft.stops.map((stop, index) => ({
      picture: pictureFor(stop.kind, scenes[index]),
      atSunset: scenes[index]?.atSunset ?? false,
      requested: stop.requested,
    })),
  );

  // A proposal gets its private moment at one stop: the sunset, or the last one.
  const proposalStop = request.occasion === 'proposal' ? proposalStopIndex(draft.stops) : null;
  /**
   * A stop as its neighbour's advice says it: "after a museum", "with a walk still to come". A stop at
   * sunset, or the one kind named for it, is said by its name only: its kind's words ("a sunset spot",
   * "un mirador al atardecer") would claim the sunset for the neighbour's hours.
   */
  const neighbour = (stop: DraftStop | undefined) =>
    !stop
      ? ''
      : (stop.placeName ?? (stop.atSunset || stop.kind === 'sunset_spot' ? '' : nameOf(stop.kind).noun));
  /**
   * At a set hour (on the hour or half past) the planner puts many dates' meals and first stops, so "from
   * 8:30 PM" alone is every such date's: a general title says the stop around it too (a named one has its
   * name). Never the town: a title is read as what the stop is.
   */
  const titleHour = (stop: DraftStop, index: number) => {
    if (stop.start % 30 !== 0 || stop.placeName) return lead.titleTime;
    // A stop at sunset is said by no word of its kind (see `neighbour`): then there is none to name.
    if (neighbour(draft.stops[index - 1])) return lead.titleTimeAfter;
    return neighbour(draft.stops[index + 1]) ? lead.titleTimeBefore : lead.titleTime;
  };
  const steps: Step[] = draft.stops.map((stop, index) => {
    const name: KindName = nameOf(stop.kind);
    const family = familyOf(stop.kind);
    const set: FamilyPhrases = stop.placeName
      ? stop.landmark
        ? phrases.landmark
        : phrases.named
      : phrases.families[family];
    const area = areaFor(stop, city ?? null, language, phrases.centre);
    const slots: Slots = {
      place: name.noun,
      at_place: name.at,
      thing: name.thing,
      area: area.inSentence,
      city: area.city,
      name: stop.placeName ?? '',
      meal: mealWord(stop, phrases, grounded.meals.dinner),
      time: grounded.sunset !== null ? clock(grounded.sunset) : '',
      start: clock(stop.start),
      end: clock(stop.end),
    };
    const sunsetWords = stop.atSunset && !stop.placeName;
    // A stop the person asked for is titled by what they asked for ("Ramen for two"), where a variant says it.
    const naming =
      stop.requested && !stop.placeName ? set.titles.filter((variant) => variant.includes('{thing}')) : [];
    // A title with no area to name says its hour, which an exclamation ("A tavola!") cannot carry.
    const bare = !stop.placeName && !(area.inSentence && area.inSentence !== city);
    const titles = sunsetWords ? phrases.sunset.titles : naming.length ? naming : set.titles;
    const sayable = titles.filter((variant) => !/[!?…]$/u.test(variant));
    let title = sentence(fill(chooser.pick(bare && sayable.length ? sayable : titles, slots), slots));
    // A dish the person named for a meal titles it, as a menu says it: "Francesinha for lunch at Casa Guedes".
    const mealStop = Boolean(KIND_CATALOG[stop.kind].meal) || family === 'street_food';
    if (mealStop && stop.dish && stop.wish && !sunsetWords && !fold(title).includes(fold(stop.wish))) {
      const wish = wishAsSaid(stop.wish, language);
      // "Jantar japonês" already says the meal, and a bite between meals has none: the wish alone.
      const saysMeal = !slots.meal || fold(wish).includes(fold(slots.meal));
      title = saysMeal
        ? stop.placeName
          ? headed(sentence(wish), stop.placeName, language)
          : sentence(wish)
        : sentence(fill(stop.placeName ? phrases.wishMeal.at : phrases.wishMeal.title, { ...slots, wish }));
    }
    if (stop.placeName && !title.includes(stop.placeName)) title = stop.placeName;
    // A landmark at golden hour says so: "Golden hour: Sacré-Cœur".
    if (stop.placeName && stop.atSunset)
      title = headed(chooser.pick(phrases.sunset.titles), stop.placeName, language);
    // A general title says where it is: "An unhurried dinner in Trastevere".
    // Only a neighbourhood: the town's name on every title ("… in Enugu", "… in Enugu") reads as a form.
    if (!stop.placeName && area.inSentence && area.inSentence !== city && !title.includes(area.inSentence))
      title += ` ${fill(lead.titleArea, { area: area.inSentence, at_area: atArea(area.inSentence, language) })}`;
    // With no neighbourhood to name, a general title says when it begins ("A slow walk from 9:30 PM"):
    // a title any date could carry is never left bare. Not the town: a title is read as what the stop
    // is, and "… in Savannah, Georgia" reads as a stop in Georgia.
    // A landmark's too: the planner gives the same landmark, and its title, to many dates in a town.
    else if (
      (!stop.placeName || stop.landmark) &&
      !/[!?…]$/u.test(title) &&
      !title.includes(slots.start ?? '')
    )
      title += ` ${fill(titleHour(stop, index), { ...slots, prev: neighbour(draft.stops[index - 1]), next: neighbour(draft.stops[index + 1]) })}`;
    let description = sentence(
      fill(chooser.pick(sunsetWords ? phrases.sunset.descriptions : set.descriptions, slots), slots),
    );
    const where = area.inSentence || (stop.placeName ?? '') || (city ?? '');
    // The hours with the stop before (or, for the first, after) it: two dates in one town often share
    // a landmark, an area and an hour, seldom their neighbours. So a landmark's name, which the planner
    // gives every such date, or the area, does not tie a sentence to this date when a neighbour can.
    const around = {
      ...slots,
      prev: neighbour(draft.stops[index - 1]),
      next: neighbour(draft.stops[index + 1]),
    };
    const [span, spanInline] = around.prev
      ? [lead.spanAfter, lead.spanInlineAfter]
      : around.next
        ? [lead.spanBefore, lead.spanInlineBefore]
        : [lead.span, lead.spanInline];
    const shared = around.prev || around.next ? [] : [area.inSentence, city, stop.placeName];
    // The scene names the stop the hours did not (the next one, when the hours say the one before), or
    // the part of the day. Where the only place to name is the town and the text does not say it, that
    // scene comes first: the same kinds at the same hours are common across towns.
    const sceneNext = Boolean(around.prev && around.next);
    const scene = where
      ? [
          fill(sceneNext ? lead.sceneBefore : lead.scene, {
            ...around,
            where,
            part: lead.dayParts[dayPartAt(stop.start)],
          }),
        ]
      : [];
    const sceneFirst =
      sceneNext && (!area.inSentence || area.inSentence === city) && !(city && description.includes(city));
    const spanOpening = fill(span, around);
    description = anchorProse(
      description,
      sceneFirst ? [...scene, spanOpening] : [spanOpening, ...scene],
      saysAny(...shared, stop.landmark ? null : stop.placeName, slots.start, slots.end, stop.wish),
      language,
      [stop.placeName ?? '', area.inSentence],
      false,
      fill(spanInline, around),
    );
    // The person's own words for the stop ("bunny chow") are said in it, as they wrote them.
    // A wish that only names the kind ("viewpoint") is already said by the stop itself.
    // A landmark's stop never shows its kind's words: there only what is written counts.
    const kindWords = stop.placeName ? '' : `${name.noun} ${name.thing}`;
    const said = fold(`${title} ${description} ${kindWords}`);
    if (stop.wish && !said.includes(fold(stop.wish)))
      description = `${fill(phrases.wishNote, { wish: wishAsSaid(stop.wish, language) })} ${description}`;
    if (stop.placeName && stop.atSunset && grounded.sunset !== null && city)
      description += ` ${sunsetNote({ ...stop, what: stop.placeName }, grounded.sunset, city, language, clock)}`;
    if (KIND_CATALOG[stop.kind].meal || family === 'street_food') {
      const diet = diets[0];
      if (diet) description += ` ${sentence(phrases.dietNotes[diet])}`;
    }
    // Advice comes from what the stop is (its family), whether it is a kind, a named place or a
    // landmark: a park is never told to book. A named place adds only the activities that name it.
    const kindAdvice = phrases.families[family];
    const pool = (field: 'activities' | 'ambiance' | 'booking' | 'tips') =>
      set === kindAdvice || field !== 'activities'
        ? kindAdvice[field]
        : [...kindAdvice[field], ...set[field].filter((line) => line.includes('{name}'))];
    const advice = anchorAdvice(
      {
        activities: chooser.pickMany(pool('activities'), 3, slots).map((line) => sentence(fill(line, slots))),
        ambiance: sentence(fill(chooser.pick(pool('ambiance'), slots), slots)),
        booking: sentence(fill(chooser.pick(pool('booking'), slots), slots)),
        tips: sentence(fill(chooser.pick(phrases.kindTips[stop.kind] ?? pool('tips'), slots), slots)),
      },
      {
        area: area.inSentence,
        name: stop.placeName ?? '',
        start: slots.start ?? '',
        end: slots.end ?? '',
        startMinutes: stop.start,
        town: city ?? '',
        landmark: Boolean(stop.landmark),
        prev: neighbour(draft.stops[index - 1]),
        next: neighbour(draft.stops[index + 1]),
      },
      language,
      new Random(`${draft.seed}:facts:${index}`),
    );
    const tips = [advice.tips];
    // What the catalog knows of a landmark (free entry, step-free, best after dark) is said in its tips.
    const known = landmarkFact(stop, grounded, language, stepFree);
    // Said with this visit's hours and neighbour: every date the planner gives the landmark would say it alike.
    if (known) tips.push(anchorProse(known, [spanOpening], saysAny(), language, [stop.placeName ?? '']));
    if (stepFree) tips.push(sentence(fill(phrases.stepFreeNote, slots)));
    if (index === proposalStop) tips.push(proposalMoment(language));

    const locationName = stop.placeName ?? `${capitalise(name.noun)}${area.label ? `, ${area.label}` : ''}`;
    // "Valencia, Venezuela" already names its country: no part is said twice.
    const addressParts = [stop.placeName, area.label || null, city, grounded.countryName].filter(
      (part, position, all): part is string =>
        Boolean(part) && !all.slice(0, position).some((before) => before?.includes(part as string)),
    );
    const address = city ? addressParts.join(', ') : capitalise(name.noun);
    const query = stop.placeName
      ? [stop.placeName, city].filter(Boolean).join(', ')
      : city
        ? `${withoutArticle(name.noun)}, ${[stop.area, city, grounded.countryName].filter(Boolean).join(', ')}`
        : `${withoutArticle(name.noun)} near me`;
    const travel =
      index === 0
        ? phrases.travel.start
        : stop.routeUnknown
          ? phrases.travel.unknown
          : fill(phrases.travel[stop.mode], { n: String(stop.travelMinutes) });
    const [low, high] = stop.cost;
    return {
      step_index: index,
      step_title: title,
      description,
      to_location_name: locationName,
      to_location_address: address,
      to_location_google_maps_url: mapsSearchUrl(query),
      to_location_website: null,
      to_location_phone_number: null,
      // A picture of this kind of place, with the theme picture of its family behind it.
      image_urls: [illustrationFor(stop.kind, scenes[index]), themeImageUrl(FAMILY_THEME[family])],
      activities: advice.activities,
      ambiance_description: advice.ambiance,
      estimated_travel_time: travel,
      estimated_duration_at_location: phrases.formatDuration(stop.end - stop.start),
      estimated_cost_per_person: high === 0 ? phrases.cost.free : money(low, high),
      transport_mode: stop.mode,
      booking_recommendation: advice.booking,
      notes_or_tips: tips.join(' '),
      end_time: clock(stop.end),
      start_time: clock(stop.start),
    };
  });

  const placeNames = draft.stops.map((stop) => stop.placeName ?? '');
  /** A stop in a list: its name or its kind (the person's words may carry a preposition: "am See"). */
  const what = (stop: DraftStop) => stop.placeName ?? nameOf(stop.kind).thing;
  // Title: the occasion, then what the person asked for most (named places and specific things
  // before generic ones like "dinner"), in the order they happen, then where.
  const GENERIC = new Set(['dinner', 'restaurant', 'lunch', 'walk', 'sunset_spot', 'cafe', 'bar', 'park']);
  const weight = (stop: DraftStop) =>
    (stop.placeName && !stop.landmark ? 4 : 0) +
    (stop.requested ? 2 : 0) +
    (GENERIC.has(stop.kind) ? 0 : 1) +
    (stop.atSunset ? 1 : 0);
  const leads = [...draft.stops]
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, 2)
    .sort((a, b) => a.start - b.start);
  // A landmark the planner chose is named in its step; the title names what the person asked for.
  const leadWord = (stop: DraftStop) =>
    stop.placeName && !stop.landmark
      ? stop.placeName
      : stop.atSunset
        ? inSentence(phrases.sunset.titles[0] as string, language)
        : nameOf(stop.kind).thing;
  const [first, second] = leads;
  const titleSlots: Slots = {
    a: first ? leadWord(first) : '',
    b: second ? leadWord(second) : '',
    city: city ?? '',
  };
  // "Central Park in Central Park": a town a lead already names is not said again.
  const saysTown =
    Boolean(city) && leads.some((stop) => stop.placeName && repeats(stop.placeName, city ?? ''));
  let title = second
    ? `${fill(chooser.pick(phrases.titles.two), titleSlots)}${city && !saysTown ? cityPart(city, language) : ''}`
    : fill(chooser.pick(city ? phrases.titles.withCity : phrases.titles.one), titleSlots);
  title = sentence(title);
  if (request.occasion) {
    // "Anniversary: Golden hour and dinner…"; the Romance languages go on in lower case after the colon.
    const rest = language === 'en' || language === 'de' ? title : inSentence(title, language, placeNames);
    const occasionTitle = chooser.pick(phrases.occasions[request.occasion].title);
    const counted = request.occasionCount ? countedAnniversary(request.occasionCount, language) : null;
    title = headed(counted ?? occasionTitle, rest, language);
  }

  // Saying sorry and a first night out after a baby want a gentle tone, not a grand romantic one.
  const occasionMood: Mood | 'plain' =
    request.occasion === 'making_up' || request.occasion === 'new_baby' || request.occasion === 'reunion'
      ? 'cozy'
      : request.occasion
        ? 'romantic'
        : 'plain';
  const mood: Mood | 'plain' = request.moods[0] ?? occasionMood;
  const firstStart = draft.stops[0]?.start ?? 1080;
  const span = (draft.stops.at(-1)?.end ?? firstStart) - firstStart;
  // A day out from breakfast to dinner is a day, whatever part of it was said first.
  const dayPart =
    (span >= ALL_DAY_SPAN ? 'all_day' : request.time.dayPart) ??
    (firstStart < 720
      ? 'morning'
      : firstStart < 1020
        ? 'afternoon'
        : firstStart < 1260
          ? 'evening'
          : 'night');
  let theme = sentence(
    fill(chooser.pick(phrases.themes), {
      moment: phrases.moodDayPart[mood][dayPart],
      city_part: city ? cityPart(city, language) : '',
      // What each stop holds, by its name or kind, not its title ("sushi and good company").
      stops: phrases.list(draft.stops.map(what)),
    }),
  );
  // A sentence with its own colon takes no opening that ends in one ("Ab 18 Uhr: Bestellt Wasser: …"). Where
  // the language's openings all do, sentences without a colon are picked, so they can be said about this date.
  const colonOpenings = /:\s*$/u.test(lead.after[0] ?? '');
  const tieable = (options: readonly string[], count = 1) => {
    const plain = options.filter((option) => !option.includes(':'));
    return colonOpenings && plain.length >= count ? plain : options;
  };
  const occasionTheme = request.occasion
    ? sentence(chooser.pick(tieable(phrases.occasions[request.occasion].theme)))
    : '';

  // Nothing the person excluded appears in our general words either ("anything but museums").
  const avoid = excludedWords(draft, language);
  const clean = (options: readonly string[]) => {
    const kept = options.filter((option) => !avoid.some((word) => wholeWordIn(option, word)));
    return kept.length ? kept : options;
  };
  const languageTip = unsupportedLanguageTip(request);
  const tips: string[] = draft.findings.map((finding) =>
    findingSentence(finding, draft, phrases, clock, language),
  );
  if (request.occasion)
    tips.push(...chooser.pickMany(tieable(phrases.occasions[request.occasion].tips, 2), 2).map(sentence));
  for (const constraint of request.constraints) {
    // Vegan says all that vegetarian would.
    if (constraint === 'vegetarian' && request.constraints.includes('vegan')) continue;
    // A tip about every stop names them: "Nothing depends on drinking" alone is every sober plan's.
    tips.push(
      sentence(fill(phrases.constraintTips[constraint], { stops: phrases.list(draft.stops.map(what)) })),
    );
  }
  if (grounded.budgetText) tips.push(sentence(fill(phrases.budgetTip, { budget: grounded.budgetText })));
  // Facts of this date before general advice: when and where it ends, and the sunset for an outdoor plan.
  const last = draft.stops.at(-1);
  if (last) {
    const home = {
      end: clock(last.end),
      area: areaFor(last, city ?? null, language, phrases.centre).inSentence,
    };
    // The variant that names where it ends, when that is known.
    const withArea = phrases.homeTip.filter((tip) => tip.includes('{area}') && fillable(tip, home));
    tips.push(sentence(fill(chooser.pick(withArea.length ? withArea : phrases.homeTip, home), home)));
  }
  // The sunset said about the outdoor stop it changes most ("A walk at 7:30 PM: the sun has set by then").
  const outdoorStops = draft.stops.filter((stop) => KIND_CATALOG[stop.kind].tags.includes('outdoor'));
  const sunsetStop = grounded.sunset !== null ? nearestSunset(outdoorStops, grounded.sunset) : undefined;
  if (sunsetStop && city && grounded.sunset !== null && !draft.stops.some((stop) => stop.atSunset))
    tips.push(
      sunsetNote(
        { ...sunsetStop, what: sunsetStop.placeName ?? capitalise(nameOf(sunsetStop.kind).noun) },
        grounded.sunset,
        city,
        language,
        clock,
      ),
    );
  tips.push(
    ...chooser.pickMany(tieable(clean(phrases.generalTips), 2), Math.max(0, 2 - tips.length)).map(sentence),
  );

  const alternative = outdoorStops.length
    ? fill(chooser.pick(phrases.alternativeWeather), {
        outdoor: phrases.list(outdoorStops.map(what)),
        indoor: chooser.pick(clean(phrases.indoorIdeas)),
      })
    : fill(chooser.pick(phrases.alternativeQuiet), {
        first: draft.stops[0] ? what(draft.stops[0]) : '',
      });

  const lastEnd = draft.stops.at(-1)?.end ?? firstStart;
  // General words about the date are said about this one: its town and part of the day, its hours,
  // where it starts. Each opening is used once, in the order the plan is read.
  const firstArea = draft.stops[0]
    ? areaFor(draft.stops[0], city ?? null, language, phrases.centre).inSentence
    : '';
  const route = { first: neighbour(draft.stops[0]), last: neighbour(draft.stops.at(-1)) };
  // The facts fewest dates share come first; the town, which every date there shares, last.
  const openings = [
    fill(lead.span, { start: clock(firstStart), end: clock(lastEnd) }),
    // Where the date starts and ends: what sets it apart from other dates in the same town.
    ...(draft.stops.length > 1 && fillable(lead.route, route) ? [fill(lead.route, route)] : []),
    ...(firstArea && firstArea !== city
      ? [fill(random.pick(lead.area), { area: firstArea, at_area: atArea(firstArea, language) })]
      : []),
    ...(city ? [fill(lead.date[dayPartAt(firstStart)], { city })] : []),
  ];
  const saysDate = saysAny(
    city,
    ...draft.stops.flatMap((stop) => [
      stop.placeName,
      stop.area,
      stop.wish,
      clock(stop.start),
      clock(stop.end),
    ]),
  );
  // Advice is said about this date's own facts: the town and a landmark the planner chose are said by
  // every date there ("Mercado Central may be closed then"), so advice that says only them is tied to a stop.
  const saysOwn = saysAny(
    grounded.budgetText,
    ...draft.stops.flatMap((stop) => [
      stop.landmark ? null : stop.placeName,
      stop.area,
      stop.wish,
      clock(stop.start),
      clock(stop.end),
    ]),
  );
  // When the openings about the whole date run out, each stop gives one: its hour and its neighbour.
  const stopOpenings = draft.stops.flatMap((stop, index) => {
    const [options, slots] =
      index === 0
        ? [lead.before, { end: clock(stop.end), next: neighbour(draft.stops[1]) }]
        : [lead.after, { start: clock(stop.start), prev: neighbour(draft.stops[index - 1]) }];
    const opening = options[0] ?? '';
    return fillable(opening, slots) ? [fill(opening, slots)] : [];
  });
  const aboutThisDate = (text: string, says = saysDate) =>
    anchorProse(text, openings, says, language, placeNames);
  theme = aboutThisDate(theme);
  // The occasion's sentence is tied on its own: the colon of the sentence after it is not its own.
  if (occasionTheme) theme = `${aboutThisDate(occasionTheme)} ${theme}`;
  openings.push(...stopOpenings);
  // Why the plan is in English comes first and as it is: it is about the plan, not this date.
  const dateTips = [
    ...(languageTip ? [languageTip] : []),
    ...[...new Set(tips)].slice(0, languageTip ? 6 : 7).map((tip) => aboutThisDate(tip, saysOwn)),
  ];
  const backup = aboutThisDate(sentence(alternative), saysOwn);
  const low = draft.stops.reduce((sum, stop) => sum + stop.cost[0], 0);
  const high = draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0);
  return polishPlan(
    {
      language,
      date_title: title,
      overall_theme_description: theme,
      general_date_tips: dateTips,
      alternative_suggestion_summary: backup,
      total_estimated_date_duration: fill(phrases.about, {
        duration: phrases.formatDuration(lastEnd - firstStart),
      }),
      total_estimated_cost_range:
        high === 0 ? phrases.cost.free : fill(phrases.cost.perPerson, { range: money(low, high) }),
      steps,
      ...(cover ? { cover_image_url: illustrationPath(cover) } : {}),
    },
    grammar,
    grounded.country,
  );
}

/**
 * The person's words after "As you asked:", in lower case when they were capitalised only for opening
 * their description ("Una cena romántica…" → "Como pediste: una cena."). Names keep their capital
 * ("Douro"), and so does every German noun.
 */
function wishAsSaid(wish: string, language: Language): string {
  const first = wish.split(/\s+/)[0] ?? '';
  if (language === 'de' || !/^\p{Lu}\p{Ll}/u.test(first) || !ANY_COMMON_WORD.has(fold(first))) return wish;
  return first.charAt(0).toLowerCase() + wish.slice(1);
}
