import type { Language } from '../request';
import { infinitivesOf, stemOf } from './stems';
import { fold } from './text';

/** One word of a text in matching form: folded, split at hyphens and apostrophes. */
export interface MatchToken {
  word: string;
  start: number;
  end: number;
  /** Punctuation between this word and the next ("," "." …), spaces removed; hyphens and apostrophes excluded. */
  after: string;
  /** An elided article or preposition ("l'", "dell'", "qu'"): it belongs to the word after it, never ends a phrase. */
  elided?: true;
  /** Joined to the next word by a hyphen alone ("ver-o-peso", "vieux-québec"): both are one word's parts. */
  hyphened?: true;
}

const PIECE = /[\p{L}\p{N}]+/gu;

/** Romance words that elide before a vowel besides the one- and two-letter ones ("dell'arte", "jusqu'au"). */
export const ELIDED_WORDS = new Set([
  'dell',
  'nell',
  'sull',
  'dall',
  'all',
  'coll',
  'quell',
  'quest',
  'jusqu',
  'lorsqu',
  'puisqu',
]);

/** "l'", "d'", "qu'", "dell'": a word that is only ever written before an apostrophe and another word. */
const isElidedWord = (word: string) => word.length <= 2 || ELIDED_WORDS.has(word);

/** Words for matching. Hyphens and apostrophes split words on both sides, so "gluten-free" meets "gluten free". */
export function matchTokens(text: string): MatchToken[] {
  const tokens: MatchToken[] = [];
  for (const match of text.matchAll(PIECE)) {
    tokens.push({ word: fold(match[0]), start: match.index, end: match.index + match[0].length, after: '' });
  }
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const between = text.slice(token.end, next ? next.start : text.length);
    token.after = between.replace(/[\s'’\-‐–]/g, (char) => (char === '–' ? ',' : ''));
    if (/^['’]$/.test(between) && isElidedWord(token.word)) token.elided = true;
    if (/^[-‐]$/.test(between)) token.hyphened = true;
  });
  return tokens;
}

/** A phrase of a lexicon split like text is, plus a joined variant for contractions typed without the apostrophe. */
function phraseVariants(phrase: string): string[][] {
  const words = [...fold(phrase).matchAll(PIECE)].map((match) => match[0]);
  if (!words.length) return [];
  const variants = [words];
  const joined = fold(phrase)
    .replace(/['’]/g, '')
    .split(/[\s\-‐]+/)
    .filter(Boolean);
  if (joined.join(' ') !== words.join(' ')) variants.push(joined);
  return variants;
}

/** Words shorter than this are matched as written: their stems ("bar" → "bar") say too little. */
const MIN_STEMMED_LENGTH = 5;
const MIN_STEMMED_ENTRY = 4;
/**
 * Words that share a stem with a kind but mean something else: a car park is not a park, and "to
 * drink" says how a wish is had, not that it is a bar.
 */
const OTHER_WORDS = new Set([
  'parking',
  'parked',
  'parkplatz',
  'parken',
  'parcheggio',
  'parqueo',
  'drink',
  'drinking',
]);
const MIN_STEM_LENGTH = 3;

/**
 * A short stem of a long word ("perrear" → "perr", "marito" → "mar") would also take other words
 * ("perro", "mare"): a stem tells a word only when long, or when the word is little more than it.
 */
const isTellingStem = (stem: string, word: string) =>
  stem.length >= 5 || (stem.length >= MIN_STEM_LENGTH && word.length - stem.length <= 2);

/** Regular plural endings per language, tried on the last word of a phrase. */
const PLURALS: Record<Language, string[]> = {
  en: ['s', 'es'],
  es: ['s', 'es'],
  fr: ['s', 'x'],
  pt: ['s', 'es'],
  de: ['s', 'e', 'n', 'en'],
  it: [],
};

/** The longest small word matched only as written in an index of small words: "no", "ni", "od". */
const SMALL_WORD_LENGTH = 2;

export interface Entry<T> {
  value: T;
  words: string[];
  phrase: string;
}

export interface Hit<T> {
  value: T;
  phrase: string;
  /** Token indices [first, last]. */
  from: number;
  to: number;
  start: number;
  end: number;
}

/**
 * A compiled phrase list: finds every phrase in a tokenised text, longest match first, whole words
 * only, with regular plurals on the last word.
 */
export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  /** One-word phrases by their stem, when the index matches word forms ("cenamos" → "cenar"). */
  private readonly byStem = new Map<string, Entry<T>>();
  /** Words this short take no plural ending (see `smallAsWritten`). */
  private readonly shortest: number;

  /**
   * `smallAsWritten`: the index holds small words (negations, the words that break their scope), and
   * one of two letters is matched only as written: Spanish "nos" ("nos encanta", we love) is no plural
   * of "no", though "dislikes" is a form of "dislike".
   */
  constructor(
    entries: Iterable<[T, string]>,
    private readonly language: Language,
    options: { stems?: boolean; smallAsWritten?: boolean } = {},
  ) {
    this.shortest = options.smallAsWritten ? SMALL_WORD_LENGTH + 1 : 0;
    for (const [value, phrase] of entries) {
      for (const words of phraseVariants(phrase)) {
        const first = words[0] as string;
        if (options.stems && words.length === 1 && first.length >= MIN_STEMMED_ENTRY) {
          const stem = stemOf(first, language);
          if (isTellingStem(stem, first) && !this.byStem.has(stem))
            this.byStem.set(stem, { value, words, phrase });
        }
        const list = this.byFirst.get(first) ?? [];
        list.push({ value, words, phrase });
        this.byFirst.set(first, list);
        // A one-word phrase may be written in the plural.
        if (words.length === 1) {
          for (const suffix of this.pluralsOf(first)) {
            const plural = first + suffix;
            const pluralList = this.byFirst.get(plural) ?? [];
            pluralList.push({ value, words: [plural], phrase });
            this.byFirst.set(plural, pluralList);
          }
        }
      }
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  private pluralsOf(word: string): readonly string[] {
    return word.length < this.shortest ? [] : PLURALS[this.language];
  }

  private matchesAt(tokens: MatchToken[], index: number, words: string[]): boolean {
    for (let offset = 0; offset < words.length; offset += 1) {
      const token = tokens[index + offset];
      const word = words[offset] as string;
      if (!token) return false;
      if (token.word === word) continue;
      const last = offset === words.length - 1;
      if (last && this.pluralsOf(word).some((suffix) => token.word === word + suffix)) continue;
      return false;
    }
    return true;
  }

  /** A one-word phrase written in another form: a conjugation, a plural, a gender. */
  private byWordForm(word: string): Entry<T> | undefined {
    if (!this.byStem.size || word.length < MIN_STEMMED_LENGTH || OTHER_WORDS.has(word)) return undefined;
    const stem = stemOf(word, this.language);
    const stemmed = isTellingStem(stem, word) ? this.byStem.get(stem) : undefined;
    if (stemmed) return stemmed;
    for (const infinitive of infinitivesOf(word, this.language)) {
      // The lexicon's own word, not a plural made of it ("späten" → "spa" + "en").
      const entry = this.byFirst
        .get(infinitive)
        ?.find((candidate) => candidate.words.length === 1 && fold(candidate.phrase) === infinitive);
      if (entry) return entry;
    }
    return undefined;
  }

  /** Every non-overlapping hit, preferring the longest phrase at each position. */
  find(tokens: MatchToken[]): Hit<T>[] {
    const hits: Hit<T>[] = [];
    let index = 0;
    while (index < tokens.length) {
      const candidates = this.byFirst.get((tokens[index] as MatchToken).word) ?? [];
      const entry =
        candidates.find((candidate) => this.matchesAt(tokens, index, candidate.words)) ??
        this.byWordForm((tokens[index] as MatchToken).word);
      if (!entry) {
        index += 1;
        continue;
      }
      const to = index + entry.words.length - 1;
      hits.push({
        value: entry.value,
        phrase: entry.phrase,
        from: index,
        to,
        start: (tokens[index] as MatchToken).start,
        end: (tokens[to] as MatchToken).end,
      });
      index = to + 1;
    }
    return hits;
  }

  /** All hits at every position, overlapping allowed (for cues that may sit inside other phrases). */
  findAll(tokens: MatchToken[]): Hit<T>[] {
    const hits: Hit<T>[] = [];
    tokens.forEach((token, index) => {
      const entry = (this.byFirst.get(token.word) ?? []).find((candidate) =>
        this.matchesAt(tokens, index, candidate.words),
      );
      if (entry) {
        const to = index + entry.words.length - 1;
        hits.push({
          value: entry.value,
          phrase: entry.phrase,
          from: index,
          to,
          start: token.start,
          end: (tokens[to] as MatchToken).end,
        });
      }
    });
    return hits;
  }
}

export function entriesOf<K extends string>(table: Partial<Record<K, readonly string[]>>): [K, string][] {
  return (Object.entries(table) as [K, readonly string[] | undefined][]).flatMap(([key, phrases]) =>
    (phrases ?? []).map((phrase) => [key, phrase] as [K, string]),
  );
}
