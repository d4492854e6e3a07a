import type { Language } from '../request';
import type { MatchToken } from './matcher';
import { infinitivesOf, stemOf } from './stems';
import { fold } from './text';

/** Words after which a capitalised name is a person: "with Rosa", "con Rocío", "mit Anna", "avec Margaux". */
const WITH_WORDS = new Set(['with', 'con', 'avec', 'mit', 'com', 'insieme']);

/** Small words that may stand between the cue and the name: "com a Inês", "llevar a Paloma", "à la Camille". */
const BETWEEN = new Set([
  'a',
  'la',
  'le',
  'o',
  'the',
  'my',
  'mi',
  'ma',
  'mon',
  'meine',
  'mia',
  'minha',
  'al',
]);

/**
 * Verbs whose object is a person or an artist, never a thing to go to: taking someone out ("llevar a
 * Paloma", "portare Chiara") and loving someone's work ("adora Morandi", "she loves Hopper"). Read by
 * their Snowball stems, so every person and tense is one.
 */
const PERSON_VERBS: Record<Language, string> = {
  en: 'take bring surprise invite treat spoil love adore',
  es: 'llevar invitar sorprender traer adorar amar',
  fr: 'emmener amener inviter surprendre adorer aimer',
  pt: 'levar trazer convidar surpreender adorar amar',
  de: 'einladen ausführen überraschen mitnehmen lieben vergöttern',
  it: 'portare invitare sorprendere adorare amare',
};
/** The verbs of taking someone out: their lower-case object is a person too (not in English: "take a walk"). */
const TAKING_VERBS: Record<Language, string> = {
  en: '',
  es: 'llevar invitar sorprender',
  fr: 'emmener amener inviter surprendre',
  pt: 'levar convidar surpreender',
  de: 'einladen ausführen überraschen mitnehmen',
  it: 'portare invitare sorprendere',
};
const MIN_STEMMED = 3;
const verbStems = new Map<Language, Set<string>>();

const takingStems = new Map<Language, Set<string>>();

function stemsOf(cache: Map<Language, Set<string>>, verbs: string, language: Language): Set<string> {
  let stems = cache.get(language);
  if (!stems) {
    stems = new Set(
      verbs
        .split(' ')
        .filter(Boolean)
        .map((verb) => stemOf(fold(verb), language)),
    );
    cache.set(language, stems);
  }
  return stems;
}

const isPersonVerb = (word: string, language: Language) =>
  hasStem(word, language, stemsOf(verbStems, PERSON_VERBS[language], language));
const isTakingVerb = (word: string, language: Language) =>
  hasStem(word, language, stemsOf(takingStems, TAKING_VERBS[language], language));

function hasStem(word: string, language: Language, stems: Set<string>): boolean {
  if (word.length < MIN_STEMMED) return false;
  // Snowball leaves some person endings on ("liebt"): the infinitives they come from say the verb.
  return [word, ...infinitivesOf(word, language)].some((form) => stems.has(stemOf(form, language)));
}

/**
 * The capitalised word at index is a person's name by where it stands: after "with", after a verb of
 * taking someone out or of loving someone's work, a few small words aside, with no punctuation between.
 * With `verbsOnly`, "with" and lower case do not count: "dinner with Champagne" may be a drink written with
 * a capital, and "llevar a cenar" takes them to dinner.
 */
export function inPersonPosition(
  text: string,
  tokens: MatchToken[],
  index: number,
  language: Language,
  verbsOnly = false,
): boolean {
  const token = tokens[index];
  if (!token) return false;
  // German writes every noun with a capital: "wir lieben Museen" loves a kind of place, not a name.
  const capitalised =
    /^\p{Lu}/u.test(text.slice(token.start, token.end)) && !(verbsOnly && language === 'de');
  for (let before = index - 1; before >= 0 && before >= index - 3; before -= 1) {
    const word = tokens[before] as MatchToken;
    if (word.after) return false;
    if (capitalised && ((!verbsOnly && WITH_WORDS.has(word.word)) || isPersonVerb(word.word, language)))
      return true;
    // Written in lower case, only taking someone out says a person: "llevar a lucía", "portare giulia".
    if (!capitalised && !verbsOnly && language !== 'en' && isTakingVerb(word.word, language)) return true;
    if (!BETWEEN.has(word.word)) return false;
  }
  return false;
}
