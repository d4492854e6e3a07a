/**
 * The typed hand-offs of the planning pipeline:
 * understand(text) → DateRequest → ground → GroundedRequest → compose → Draft → check → write → PlanData.
 * Every engine reads the same DateRequest and its plan passes the same checker.
 */
import type { KindId } from './kinds/kind-ids';

export const LANGUAGES = ['en', 'es', 'fr', 'pt', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a person wrote for one understood thing, so captions and tests can quote it. */
export interface Span {
  text: string;
  start: number;
  end: number;
}

export const CONSTRAINTS = [
  'no_alcohol',
  'vegetarian',
  'vegan',
  'halal',
  'kosher',
  'gluten_free',
  'step_free',
  'indoor',
  'quiet',
  'no_crowds',
  'pet_friendly',
] as const;
export type Constraint = (typeof CONSTRAINTS)[number];

export const OCCASIONS = [
  'anniversary',
  'birthday',
  'first_date',
  'proposal',
  'valentines',
  'making_up',
  'double_date',
  'honeymoon',
  'new_baby',
  'milestone',
  'long_distance',
  'reunion',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const MOODS = ['romantic', 'adventurous', 'relaxed', 'playful', 'cultural', 'cozy'] as const;
export type Mood = (typeof MOODS)[number];

export type DayPart = 'morning' | 'lunchtime' | 'afternoon' | 'evening' | 'night' | 'all_day';
export type BudgetLevel = 'budget' | 'moderate' | 'luxury';

/** A kind of place or activity the person asked for (ramen, tango, a museum). */
export interface WantedKind {
  kind: KindId;
  /** The person's own words for the thing ("bunny chow", "the metrocable"), not a lexicon's. */
  span: Span;
  /**
   * Set when no lexicon knows the thing: how it was asked for (to eat, drink, see or do), which chose
   * `kind` as its host ("bandeja paisa" to eat → a restaurant).
   */
  open?: 'eat' | 'drink' | 'see' | 'do';
  /** The daytime meal a dish was said for ("lunch in Porto, francesinha"): it is had then, whatever its kind. */
  meal?: DaytimeMeal;
  /** The part of the day said for this wish alone ("a mole class in the morning, mezcal in the afternoon"). */
  dayPart?: WishDayPart;
  /** The neighbourhood the person said it is had in ("tapas in Triana", "fado em Alfama"), as they wrote it. */
  area?: string;
  /**
   * Found only by where it stands, an item after a colon or a sentence of its own ("Bologna. Tomorrow.
   * Tortellini."), not by any word: alone it is no sign that a date is asked for ("… useless.").
   */
  byPosition?: true;
}

export type WishDayPart = 'morning' | 'afternoon' | 'evening' | 'night';

export type DaytimeMeal = 'breakfast' | 'brunch' | 'lunch';

/** A proper name the person asked for ("Tate Modern", "Roma Norte"), kept exactly as written. */
export interface NamedPlace {
  name: string;
  span: Span;
  /** A neighbourhood or district (stops go there) rather than a single place (a stop of its own). */
  isArea: boolean;
  /**
   * What the person goes there for when their words say it and the name does not ("drinks at The
   * Blind Pig" → a bar, "cena en Casa Lola" → a dinner); without it the name's own words decide.
   */
  kind?: KindId;
  /** The part of the day the person said for it ("the Prado in the morning"), as WantedKind.dayPart. */
  dayPart?: WishDayPart;
}

export interface TimeWindow {
  /** Minutes after local midnight; an end after midnight is above 1440. */
  start: number | null;
  end: number | null;
  /** Stated with clock times or hard words ("only", "must be back by"): never exceeded. */
  hard: boolean;
  dayPart: DayPart | null;
  /** How long the date should last when the person says so ("2 hours", "half a day"). */
  lengthMinutes: number | null;
  /** A time said for the meal rather than the date ("dinner late, around 10pm"). */
  mealStart?: number | null;
  spans: Span[];
  /** Each part of the day said, where it was said: what a wish said right before one is had then. */
  saidParts?: { part: DayPart; span: Span }[];
}

export interface DateWhen {
  /** 0 = Sunday … 6 = Saturday, when a weekday was named. */
  weekday: number | null;
  /** ISO yyyy-mm-dd when a calendar date (or a named day such as Valentine's Day) was given. */
  date: string | null;
  span: Span | null;
}

export interface MoneyAmount {
  amount: number;
  /** ISO 4217 code, or null when the symbol alone is ambiguous ("$") and the place must decide. */
  currency: string | null;
  /** The symbol or word as written ("$", "R", "naira"), for ambiguity resolution by place. */
  written: string;
  per: 'person' | 'couple' | 'total';
  bound: 'max' | 'about' | 'min';
  span: Span;
}

export interface Budget {
  money: MoneyAmount | null;
  /** From words ("cheap", "splurge") only when no amount is given, or implied by the amount once grounded. */
  level: BudgetLevel | null;
  span: Span | null;
  /** "Free", "gratis", "kostenlos": stops that cost nothing, beyond what was asked for by name. */
  free?: boolean;
}

export interface CityRef {
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  admin1: string | null;
  lat: number;
  lon: number;
  population: number;
  timezone: string;
}

export interface PlaceRequest {
  city: CityRef | null;
  span: Span | null;
  /** The country the person named alone ("a weekend in Portugal"): the city is one chosen for it. */
  country?: string;
  /** The region the person named alone, as written ("a weekend in Tuscany"): the city is one chosen for it. */
  region?: string;
  /**
   * The city the couple set out from when the town they go to is farther than a day out allows
   * ("Paraty, saindo cedo de São Paulo"): the date is in the town, `city`, and the ride is said.
   */
  setOutFrom?: { name: string; rideMinutes: number };
}

/** A town outside the date's city, within a day's reach, that the person named: a day trip. */
export interface OutOfTownPlace {
  name: string;
  span: Span;
  lat: number;
  lon: number;
  /** Its country (ISO 3166-1 alpha-2), which may be another than the city's: Salzburg from Munich. */
  country: string;
}

export interface DateRequest {
  text: string;
  language: Language;
  /** True when the description was in a language other than the six; the plan is then English. */
  languageFallback: boolean;
  /** That other language's ISO 639-3 code when the detector is sure of it ("tur"), for the plan to name. */
  foreignLanguage?: string;
  place: PlaceRequest;
  namedPlaces: NamedPlace[];
  wanted: WantedKind[];
  /** Kinds explicitly excluded ("no bars", "sin museos"): never scheduled. */
  excludedKinds: WantedKind[];
  constraints: Constraint[];
  constraintSpans: Partial<Record<Constraint, Span>>;
  time: TimeWindow;
  when: DateWhen;
  budget: Budget;
  occasion: Occasion | null;
  occasionSpan: Span | null;
  /** The count an anniversary was given ("our 45th"), kept in the title. */
  occasionCount?: number;
  /** The couple said they have a car or are driving: travel beyond walking distance is by car. */
  car?: boolean;
  /** Towns outside the city the person named (a day trip), placed where they are. */
  outOfTown?: OutOfTownPlace[];
  /** Two by default; four on a double date. */
  people: number;
  stopCount?: StopCount;
  moods: Mood[];
}

/**
 * How many stops the person asked for, when they said: a count ("three stops", "at most two places")
 * or that what they named is the whole date ("just dinner", "nothing else").
 */
export interface StopCount {
  fewest?: number;
  most?: number;
  /** The stops asked for are all of it: the planner adds none. */
  onlyWished?: true;
}

/** The description gave nothing to plan from (keyboard mash, a lone emoji, abuse). */
export interface Refusal {
  refused: true;
  reason: 'no_intent' | 'abusive' | 'harmful';
}
