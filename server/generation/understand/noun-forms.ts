import type { KindId } from '../kinds/kind-ids';
import type { Language } from '../request';
import type { Hit, MatchToken, PhraseIndex } from './matcher';
import { isNounInContext } from './wishes';

/**
 * Words that open an English noun phrase of something new: "a late drink", "one more pint". "The
 * view", "the Han river" point at something already there, which a lexicon lists if it is a stop.
 */
const DETERMINERS = new Set('a an one another some more'.split(' '));
/** Articles a lexicon puts before a word that is a verb as often as a noun: "a play", "a drink". */
const ARTICLES = ['', 'a', 'the'];
/** How far back, over the words that describe it, a noun phrase's determiner may stand. */
const DESCRIBING_WORDS = 2;

const formsOf = (word: string) => [
  word,
  `${word}s`,
  `${word}es`,
  ...(word.endsWith('es') ? [word.slice(0, -2)] : []),
  ...(word.endsWith('s') ? [word.slice(0, -1)] : []),
];

/** The kind a word names in one of its forms or after an article, as a lexicon lists it ("pints", "a play"). */
function kindOfForm(word: string, kinds: PhraseIndex<KindId>): KindId | undefined {
  for (const form of formsOf(word)) {
    for (const article of ARTICLES) {
      const words = article ? [article, form] : [form];
      const tokens = words.map((each, index) => ({ word: each, start: index, end: index + 1, after: '' }));
      const hit = kinds.find(tokens).find((each) => each.from === 0 && each.to === words.length - 1);
      if (hit) return hit.value;
    }
  }
  return undefined;
}

/** Whether a determiner opens the noun phrase a token ends: "a cheeky pint", not "play pool". */
function endsNounPhrase(tokens: MatchToken[], index: number): boolean {
  for (let back = index - 1; back >= 0 && index - back <= DESCRIBING_WORDS + 1; back -= 1) {
    const token = tokens[back] as MatchToken;
    if (token.after) return false;
    if (DETERMINERS.has(token.word)) return true;
  }
  return false;
}

/**
 * English nouns a lexicon lists in another form or only after an article, to keep them apart from
 * the verb that shares their spelling: "a late drink" (listed "drinks"), "a cheeky pint" ("pints"), "a
 * Shakespeare play" ("a play"). Read only where the tagger, in the sentence, takes the word for a noun
 * that heads a phrase opened by an indefinite determiner; "drink wine" and "play pool" stay verbs.
 */
export function nounFormHits(
  text: string,
  tokens: MatchToken[],
  language: Language,
  kinds: PhraseIndex<KindId>,
  covered: Hit<unknown>[],
): Hit<KindId>[] {
  if (language !== 'en') return [];
  const hits: Hit<KindId>[] = [];
  tokens.forEach((token, index) => {
    if (token.word.length < 3 || covered.some((hit) => hit.from <= index && hit.to >= index)) return;
    // The cheap test first: most words stand after no determiner; the tagger and lexicon cost more.
    if (!endsNounPhrase(tokens, index)) return;
    if (tokens[index + 1] && !token.after && isNounInContext(text, tokens, index + 1)) return;
    const kind = kindOfForm(token.word, kinds);
    if (!kind || !isNounInContext(text, tokens, index)) return;
    hits.push({
      value: kind,
      phrase: token.word,
      from: index,
      to: index,
      start: token.start,
      end: token.end,
    });
  });
  return hits;
}
