import { ELIDED_WORDS } from './matcher';
import { fold, type Token } from './text';

/**
 * A name with a case ending written after an apostrophe: Turkish and Finnish (and the people who
 * write like them) attach "in", "from", "to" to a foreign or proper name that way ("İstanbul'da",
 * "Kadıköy'de", "Helsinki'ssä", "Ankara'ya"). The place is the part before the apostrophe.
 */
const CASE_SUFFIX = /^(\p{L}{3,})['’](\p{Ll}{1,5})$/u;

/** English contractions ("don't", "we'll", "I'd"): the word before them is no name. */
const CONTRACTIONS = new Set(['s', 't', 'd', 'll', 're', 've', 'm']);

/**
 * The tokens with each case ending cut off its name: the token keeps only the name, and the ending
 * goes to what follows it, so the name ends there ("İstanbul'da akşam" is "İstanbul" + "'da").
 */
export function withoutCaseSuffixes(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    const parts = CASE_SUFFIX.exec(token.text);
    if (!parts) return token;
    const [, name = '', ending = ''] = parts;
    if (CONTRACTIONS.has(ending) || ELIDED_WORDS.has(name.toLowerCase())) return token;
    const cut = token.text.length - name.length;
    return {
      ...token,
      text: name,
      folded: fold(name),
      end: token.end - cut,
      punctuationAfter: token.text.slice(name.length) + token.punctuationAfter,
    };
  });
}
