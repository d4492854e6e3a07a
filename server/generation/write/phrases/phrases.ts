import type { Family, KindId } from '../../kinds/kind-ids';
import type { Constraint, DayPart, Language, Mood, Occasion } from '../../request';

/**
 * The wording of plans in one language. Templates use {placeholders}; the writer fills them and
 * capitalises the first letter of every sentence. Arrays are variants: the writer picks one with a
 * generator seeded by the description, so the same text gives the same plan and different plans
 * read differently. Give at least the number of variants asked for; more is better.
 *
 * Placeholders (only where a comment says they are available):
 *  {place}    the kind's indefinite noun phrase, subject/object form: "a ramen counter", "un bar de ramen"
 *  {at_place} the kind's location phrase: "at a ramen counter", "en un bar de ramen", "in einer Ramen-Bar"
 *  {thing}    the dish/drink/activity itself, lower case: "ramen", "tango", "craft beer"
 *  {area}     a neighbourhood or "the old town", as a proper name: "Trastevere", "Le Marais"
 *  {city}     the city or town: "Rome", "Bath"
 *  {name}     a named place the person asked for, as written: "Tate Modern"
 *  {meal}     the meal, lower case: "dinner", "lunch", "brunch", "breakfast" (see `meals`)
 *  {time}     a local clock time already formatted: "7:45 PM" / "19:45"
 *  {start} {end}  when the stop begins and ends, formatted the same way (named and landmark stops)
 *  {n}        a number
 */
export interface FamilyPhrases {
  /** Step titles (3+). Short (2–5 words). {thing} {meal} available. Must read well for every kind of the family. */
  titles: string[];
  /** Step descriptions (3+), 1–3 sentences, concrete and warm. {place} {at_place} {thing} {area} {city} {meal} available. */
  descriptions: string[];
  /** Things to do there (5+), imperative, short. {thing} {meal} {area} available. */
  activities: string[];
  /** Ambiance notes (2+), one sentence, no placeholders. */
  ambiance: string[];
  /**
   * Ambiance for a stop that starts after dark (streetlights, a quieter town, lights on the water), said
   * instead of `ambiance`, whose notes may speak of daylight. For the families met outdoors.
   */
  darkAmbiance?: string[];
  /** Booking advice (1+), one sentence. */
  booking: string[];
  /** A practical tip (2+), one sentence. */
  tips: string[];
  /** Tips that hold only while the sun is up (sunscreen): offered beside `tips` to a stop in daylight. */
  daylightTips?: string[];
  /** Booking advice that holds only while the sun is up (the hour of sunset): offered beside `booking` to a stop in daylight. */
  daylightBooking?: string[];
  /** Tips that hold only after sunset (lit paths): offered beside `tips` to a stop that ends after it. */
  darkTips?: string[];
  /**
   * Booking advice for a place with tickets and set entry times (a museum, a castle: a culture kind
   * that is not free), said instead of `booking`, which is then for the rest (a bookshop, a library).
   */
  ticketedBooking?: string[];
  /** Tips for such a place only ("free entry days"), offered beside `tips`. */
  ticketedTips?: string[];
}

export interface Phrases {
  language: Language;
  /** Local clock format for times: 12-hour "7:45 PM" or 24-hour "19:45". */
  clock: '12h' | '24h';
  /**
   * Per family. The "drinks" family also serves alcohol-free bars: never name an alcoholic drink
   * (wine, beer, cocktail…) in its phrases; use {thing}. No family's phrases may name alcohol.
   */
  families: Record<Family, FamilyPhrases>;
  /**
   * Tips that belong to one kind only, used instead of its family's: a church's dress code is no
   * advice for a bookshop, though both are "culture". 2+ each.
   */
  kindTips: Partial<Record<KindId, string[]>>;
  /** A stop at a named place the person asked for ({name}, {city}, {area} available). */
  named: FamilyPhrases;
  /**
   * A stop at a real landmark the planner chose for a kind of stop (a museum, a park, a viewpoint):
   * {name} is the landmark's proper name ("Musée d'Orsay", "Parque del Retiro"), {thing} the kind
   * ("a museum", "a walk"), {area} {city} available. Unlike `named`, the person did not ask for it by
   * name: present it as the planner's pick. Titles 4+, descriptions 5+, activities 6+.
   */
  landmark: FamilyPhrases;
  /** A walk, viewpoint or waterfront placed for the sunset ({place} {at_place} {area} {city} {time}=sunset time). Titles 3+, descriptions 3+. */
  sunset: { titles: string[]; descriptions: string[] };
  /** The meal words for {meal}. */
  meals: Record<'breakfast' | 'brunch' | 'lunch' | 'dinner', string>;
  /** A neighbourhood-less address part: "City centre", "Old town". */
  centre: string;
  /** Plan title patterns. {a} and {b} are the lead stops' things, capitalised; {city}. 4+ each. */
  titles: {
    two: string[];
    one: string[];
    withCity: string[];
  };
  /**
   * A whole phrase "a {mood} {day part}" with agreement done: moodDayPart.romantic.evening = "a romantic evening",
   * "una velada romántica". `plain` is used when no mood was asked for.
   */
  moodDayPart: Record<Mood | 'plain', Record<DayPart, string>>;
  /** Theme sentences (3+): {moment} (a moodDayPart phrase), {city_part} (" in Rome" or ""), {stops} (a list of step titles, lower case). */
  themes: string[];
  occasions: Record<
    Occasion,
    {
      /** Title prefixes or words (2+): "Anniversary", "Birthday". Used as "{occasion}: {title}". */
      title: string[];
      /** One theme sentence that acknowledges it (2+). */
      theme: string[];
      /** Tips that fit it (3+). */
      tips: string[];
    }
  >;
  /** General tips that suit any date (6+). */
  generalTips: string[];
  /** One tip per constraint, saying how the plan honours it; {stops}, where said, lists the stops. */
  constraintTips: Record<Constraint, string>;
  /** Appended to a meal stop's description when the diet applies (one sentence). */
  dietNotes: Record<'vegetarian' | 'vegan' | 'halal' | 'kosher' | 'gluten_free', string>;
  /** Appended to a stop's tips when step-free access matters. */
  stepFreeNote: string;
  /**
   * When and where the date ends, so the way home is thought of in time: {end} (a clock time),
   * {area} (the last stop's area or town) and {last} (the last stop, by name or as a thing: what sets
   * this ending apart from every other date that ends in the town at that hour). One variant with
   * {area}, one without.
   */
  homeTip: string[];
  /**
   * The afternoon left free between a morning and an evening the person asked for (2+): {start} {end}
   * (when it begins and ends), {before} {after} (the stops around it, as in a sentence).
   */
  freeTime: string[];
  /**
   * Opens a stop's description with the person's own words for it ({wish}: "bunny chow", "am See"),
   * when the title and description do not already say them. Written so any phrase fits after it.
   */
  wishNote: string;
  /**
   * A meal stop titled by the dish the person named for it, as a menu would say it: {wish} (their words)
   * and {meal} ("Francesinha for lunch"); `at` also names the place, {name}.
   */
  wishMeal: { title: string; at: string };
  /** Budget tip: {budget} is the person's own budget, formatted. */
  budgetTip: string;
  /** Backup plan: {outdoor} (stop titles, lower case) and {indoor} (an indoor idea). 2+ variants. */
  alternativeWeather: string[];
  /**
   * Backup plan when nothing is outdoors: {first} (first stop title, lower case). 2+ variants, each one
   * sentence that says {first}: a second sentence without it would read the same in every plan.
   */
  alternativeQuiet: string[];
  /** Indoor ideas for the weather backup (3+), each an indefinite noun phrase. */
  indoorIdeas: string[];
  /** Said plainly, as the first tip, when a request could not be met. */
  cannot: {
    /** {thing}, {reason}, {instead} (a noun phrase). */
    replaced: string;
    /** {thing}, {reason}. */
    dropped: string;
    reasons: {
      /** {start} {end} */
      closedInWindow: string;
      /** {budget} */
      overBudget: string;
      /** {start} {end} */
      noRoom: string;
      /** "it is outdoors and you asked to stay inside" */
      indoor: string;
      /** "it isn't step-free" */
      stepFree: string;
      /** "it conflicts with ... you asked to avoid" */
      conflicts: string;
    };
    /** {budget} {total}: the cheapest version still costs more. */
    budgetTooLow: string;
    /** {city} {time}: sunset falls outside the window. */
    sunsetOutside: string;
    /** {start} {end}: the window is shorter than any real date; we fit what we could. */
    shortWindow: string;
    /** We did not recognise the place named; {text}. */
    unknownPlace: string;
    /** {thing} {time}: it closes then, so it comes before a stop the person said first. */
    movedEarlier: string;
    /**
     * {thing} {time} {instead}: places for the dish close then, so a place that serves any dish
     * ({instead}, "a restaurant") holds it, in the person's words.
     */
    servedElsewhere: string;
  };
  travel: {
    start: string;
    /** {n} minutes */
    walk: string;
    transit: string;
    taxi: string;
    car: string;
    /** Where a stop is, is not known: no minutes are invented. */
    unknown: string;
  };
  /** "About 3 hours 30 minutes": {duration}. */
  about: string;
  /** The same for a date with the afternoon left free ({duration}: the time the stops take). */
  aboutWithFreeTime: string;
  /** 90 → "1 hour 30 minutes", 45 → "45 minutes", 120 → "2 hours". */
  formatDuration(minutes: number): string;
  /** ["a", "b", "c"] → "a, b and c". */
  list(items: readonly string[]): string;
  cost: {
    free: string;
    /** {range}: "€20–40" */
    perPerson: string;
    /** {range}: total for the date */
    total: string;
  };
  /** Progress captions shown while the plan is made. */
  captions: {
    /** {items}: a list of what was understood. */
    understood: string;
    /** When nothing specific was understood. */
    understoodNothing: string;
    /** {start} {end} */
    checkingWindow: string;
    /** {city} {time} */
    sunset: string;
    /** {city} {currency} */
    localPrices: string;
    /** {n} */
    sketching: string;
    /** {name}: a stop being chosen (its location name). */
    choosing: string;
    /** {duration} */
    timings: string;
    /** {total} */
    costs: string;
    /** {n}: number of requests checked. */
    checked: string;
    /** {n}: number of things that could not be met. */
    adjusted: string;
    writing: string;
    /** Understood-item labels. */
    items: {
      /** {budget} */
      budget: string;
      /** {start} {end} */
      window: string;
      /** {duration} */
      length: string;
      /** {things} */
      avoiding: string;
      /** {date} */
      day: string;
    };
    occasion: Record<Occasion, string>;
    constraint: Record<Constraint, string>;
  };
}
