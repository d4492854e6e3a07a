import type { Language } from '../request';
import { fold } from './text';

/**
 * Words of thinking of, fancying, craving, wanting and loving something ("we were thinking of", "on
 * pensait à", "se me antoja", "le encanta el", "tenho vontade de", "Lust auf", "voglia di",
 * "vorremmo una"): what follows them, after at most one small linking word, is a wish. Listed as people write them, not stemmed: the stem of "ganas"
 * would also take "ganamos" (we earn), and that of "pensar" the "pensión".
 */
interface LongingWords {
  /** The words themselves, folded. */
  words: string;
  /** The small words that may stand between them and the thing ("of", "en", "à", "auf"). */
  links: string;
}

const LONGING: Record<Language, LongingWords> = {
  en: {
    words:
      'thinking thought fancy fancies fancying fancied craving crave craves craved love loves adore adores want wants wanna',
    links: 'of about on',
  },
  es: {
    words:
      'pensaba pensabamos pensamos pense pensando pensado antoja antojan antojo antojito ganas encanta encantan encantaria quiero queremos gustaria gustarian',
    links: 'en de',
  },
  fr: {
    words:
      'pensais pensait pensions pensons pense pensant envie reve revons revait revais veut voulons voudrais voudrait voudrions adore adorons aimerais aimerait aimerions',
    links: 'a au aux d de',
  },
  pt: {
    words:
      'pensei pensamos pensava pensavamos pensando pensado vontade desejo quero queremos queria adora adoramos gostaria gostariamos',
    links: 'em no na num numa de',
  },
  de: {
    words: 'dachte dachten lust bock hunger appetit mochte mochten',
    links: 'an auf',
  },
  it: {
    words: 'pensavo pensavamo pensato pensando voglia vorremmo vorrei vogliamo voglio adora piacerebbe',
    links: 'a al alla di',
  },
};

const set = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(fold));

/**
 * Words of liking ("nos gusta", "on aime", "wir lieben", "ci piace"): never part of the thing liked
 * ("wir lieben vietnamesisches Essen" is Vietnamese food, not "lieben vietnamesisches"). Unlike a
 * craving, liking is no cue to eat: what follows is a wish only when its own words say what it is
 * ("wir lieben Museen"), and "on aime les fleurs" is no dinner of flowers.
 */
const LIKING: Record<Language, string> = {
  en: 'like likes liked enjoy enjoys',
  es: 'gusta gustan',
  fr: 'aime aimons aimez aiment',
  pt: 'gosta gostamos gosto adoro curte curtimos',
  de: 'liebe lieben liebt mag mogen mogt magst',
  it: 'piace piacciono adoriamo adoro amiamo amo ama',
};

interface CompiledWords {
  words: Set<string>;
  links: Set<string>;
  liking: Set<string>;
}
const compiled = new Map<Language, CompiledWords>();

function compiledOf(language: Language): CompiledWords {
  const cached = compiled.get(language);
  if (cached) return cached;
  const source = LONGING[language];
  const result = { words: set(source.words), links: set(source.links), liking: set(LIKING[language]) };
  compiled.set(language, result);
  return result;
}

/**
 * "We would like", "I'd like": liking said in the conditional is wanting, and what follows it a wish
 * ("we'd like some kokoda"), where "we like museums" only says what they enjoy. The other languages
 * write the conditional in one word, listed with the longing words ("gustaría", "aimerions").
 */
const CONDITIONALS: Partial<Record<Language, { modals: Set<string>; liking: Set<string> }>> = {
  en: { modals: new Set(['would', 'd']), liking: new Set(['like']) },
};

/** Whether the liking word at a token is said in the conditional, and so is a wish. */
export function isConditionalLiking(words: string[], index: number, language: Language): boolean {
  const conditional = CONDITIONALS[language];
  const previous = words[index - 1];
  return Boolean(
    conditional && previous && conditional.liking.has(words[index] ?? '') && conditional.modals.has(previous),
  );
}

/** The longing words of a language and their links, folded, compiled once. */
export function longingWordsOf(language: Language): { words: Set<string>; links: Set<string> } {
  return compiledOf(language);
}

/** The liking words of a language, folded, compiled once with the longing words. */
export const likingWordsOf = (language: Language): Set<string> => compiledOf(language).liking;
