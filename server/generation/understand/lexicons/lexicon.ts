import type { KindId } from '../../kinds/kind-ids';
import type { Constraint, DayPart, Language, Mood, Occasion } from '../../request';

/**
 * What one language's words mean to the planner. Phrases are written in lower case as people
 * normally write them, with their accents ("café", "dîner", "Abendessen" → "abendessen"); the
 * matcher folds accents and case on both sides, matches whole words only, and accepts a regular
 * plural ("taco" also finds "tacos", "museo" → "musei" is NOT automatic: list irregular plurals).
 * Multi-word phrases match across any run of spaces or hyphens ("craft beer" finds "craft-beer").
 */
export interface Lexicon {
  language: Language;
  /** Words and phrases that name each kind of place or activity: dishes, cuisines, drinks, activities, places. */
  kinds: Partial<Record<KindId, string[]>>;
  /** Phrases that state a constraint outright ("vegetarian", "wheelchair", "alcohol-free", "sober", "rainy"). */
  constraints: Record<Constraint, string[]>;
  /**
   * Words that set a constraint when they are negated ("no alcohol", "don't drink", "not outside",
   * "hate crowds"): no_alcohol ← alcohol, drink, drinking, booze; indoor ← outside, outdoors;
   * no_crowds ← crowds, crowded; quiet ← loud, noisy; step_free ← stairs, walking far.
   */
  negatedConstraints: Partial<Record<Constraint, string[]>>;
  occasions: Record<Occasion, string[]>;
  moods: Record<Mood, string[]>;
  /**
   * Negation cues, before what they negate: "no", "not", "without", "don't", "avoid", "neither",
   * "nor", "never", "skip", "hate", "allergic to", "not a fan of", "anything but".
   */
  negations: string[];
  /** Negation cues that follow what they negate: "-free" is handled by constraints; e.g. "is a no", "are out". */
  postNegations: string[];
  /** Words that end a negation's reach: "but", "and then", "instead", "though", "however", "then". */
  scopeBreakers: string[];
  dayParts: Record<DayPart, string[]>;
  /** Frequent short words of the language ("the", "and", "with", "for"), used to tell languages apart. */
  functionWords: string[];
  /** Insults and abuse that make a description unusable when there is nothing else in it. */
  abuse: string[];
}

/** Every phrase of a lexicon, whatever it means. */
export function allPhrases(lexicon: Lexicon): string[] {
  return [
    ...Object.values(lexicon.kinds).flat(),
    ...Object.values(lexicon.constraints).flat(),
    ...Object.values(lexicon.negatedConstraints).flat(),
    ...Object.values(lexicon.occasions).flat(),
    ...Object.values(lexicon.moods).flat(),
    ...Object.values(lexicon.dayParts).flat(),
    ...lexicon.negations,
    ...lexicon.postNegations,
    ...lexicon.scopeBreakers,
    ...lexicon.functionWords,
    ...lexicon.abuse,
  ];
}
