/** Lower case without accents, with typographic apostrophes made plain: the form every lexicon is matched in. */
export function fold(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’‘`´]/g, "'")
      .replace(/ß/g, 'ss')
      .toLowerCase()
      // "Sacré-Cœur" is written "Sacre-Coeur" on most keyboards.
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
  );
}

export interface Token {
  /** As written. */
  text: string;
  /** Folded (see fold). */
  folded: string;
  start: number;
  end: number;
  /** Punctuation that follows the token before the next one (",", ".", "!"…), if any. */
  punctuationAfter: string;
}

const WORD = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

/** Words of a text with their positions; "don't", "gluten-free" and "a.m." stay one token. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    tokens.push({ text: match[0], folded: fold(match[0]), start, end, punctuationAfter: '' });
  }
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    token.punctuationAfter = text.slice(token.end, next ? next.start : text.length).replace(/\s+/g, '');
  });
  return tokens;
}

const LEADING_ARTICLE =
  /^(the|a|an|le|la|les|el|los|las|il|lo|gli|un|una|uno|une|um|uma|o|os|as|der|die|das|de|ein|eine|einen|einem|einer)\s+/i;

/** A name or a noun without its leading article, to compare "Le Marais" with "Marais" or "a museum" with "museum". */
export const withoutArticle = (text: string) => text.replace(LEADING_ARTICLE, '');
