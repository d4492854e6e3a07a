import { LEXICONS } from './lexicons/all-lexicons';
import { fold } from './text';

/**
 * A part of the day said in one word, in any of the six languages ("at dusk", "en la madrugada",
 * "all'imbrunire"): a when, never the name of a where.
 */
export const DAY_PART_WORDS: ReadonlySet<string> = new Set(
  Object.values(LEXICONS).flatMap((lexicon) =>
    Object.values(lexicon.dayParts)
      .flat()
      .filter((phrase) => !/\s/.test(phrase))
      .map(fold),
  ),
);
