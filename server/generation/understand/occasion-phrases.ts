import type { Language, Occasion, Span } from '../request';
import { fold } from './text';

/**
 * Occasions said with words in between, which a phrase list cannot hold: "pedir a minha namorada em
 * casamento", "chiedere a Chiara di sposarmi", "make it up to her", "vor genau einem Jahr
 * kennengelernt", "c'est nos 3 ans". Each pattern is a construction (a verb of asking with marriage
 * as its end, a possessive with a count of years), matched on the folded text, which keeps offsets.
 */
const CONSTRUCTIONS: Record<Language, [RegExp, Occasion][]> = {
  en: [
    [/\bask\s+(\w+\s+){1,3}to marry\b|\bpropos(e|ing) to\b/, 'proposal'],
    [/\bmake (it|this|things) up to\b|\bmessed up\b|\bscrewed up\b/, 'making_up'],
    [
      /\bour\s+\d+(st|nd|rd|th)?\b|\b\d+(st|nd|rd|th)\s+(wedding\s+)?anniversary\b|\bmet\s+(\w+\s+){0,2}(a|one|\d+) years? ago\b/,
      'anniversary',
    ],
  ],
  es: [
    [/\bpedir(le)?\s+(a\s+)?(\w+\s+){0,3}(matrimonio|casamiento|que se case)\b/, 'proposal'],
    [/\bnuestros\s+\d+\s+(anos|meses)\b|\bnos conocimos hace\s+(un|\d+)\s+anos?\b/, 'anniversary'],
  ],
  fr: [
    [/\bdemander\s+(\w+\s+){0,3}en mariage\b|\bla demande\b/, 'proposal'],
    [
      /\bnos\s+\d+\s+ans\b|\bnotre\s+\d+e?\s+anniversaire\b|\brencontres?\s+il y a\s+(un|\d+)\s+ans?\b/,
      'anniversary',
    ],
  ],
  pt: [
    [/\bpedir\s+(a\s+)?(\w+\s+){0,3}em casamento\b/, 'proposal'],
    [/\bnossos\s+\d+\s+anos\b|\bnos conhecemos ha\s+(um|\d+)\s+anos?\b/, 'anniversary'],
  ],
  de: [
    [/\b(einen )?antrag\b|\bfragen,? ob (sie|er) mich heiratet\b/, 'proposal'],
    [
      /\bvor\s+(genau\s+)?(einem|\d+)\s+jahr(en)?\s+(\w+\s+){0,2}kennengelernt\b|\bunser(en)?\s+\d+\.\s*jahrestag\b/,
      'anniversary',
    ],
  ],
  it: [
    [/\bchieder(e|le|gli)\s+(a\s+)?(\w+\s+){0,3}di sposarmi\b|\bdi sposarmi\b/, 'proposal'],
    [/\bi nostri\s+\d+\s+anni\b|\bci siamo conosciuti\s+(\w+\s+){0,2}(un|\d+)\s+anni? fa\b/, 'anniversary'],
  ],
};

/** The text folded letter by letter, so offsets in it are offsets in the text ("ß" stays one letter). */
function sameLengthFold(text: string): string {
  return Array.from(text)
    .map((letter) => {
      const folded = fold(letter);
      return folded.length === letter.length ? folded : letter.toLowerCase().slice(0, letter.length);
    })
    .join('');
}

/** The first occasion the text says by a construction, with its span in the text. */
export function occasionByConstruction(
  text: string,
  language: Language,
): { occasion: Occasion; span: Span } | null {
  const folded = sameLengthFold(text);
  let found: { occasion: Occasion; span: Span } | null = null;
  for (const [pattern, occasion] of [
    ...CONSTRUCTIONS[language],
    ...(language === 'en' ? [] : CONSTRUCTIONS.en),
  ]) {
    const match = pattern.exec(folded);
    if (!match || (found && found.span.start <= match.index)) continue;
    const end = match.index + match[0].length;
    found = { occasion, span: { text: text.slice(match.index, end), start: match.index, end } };
  }
  return found;
}

/** An anniversary's count as the person gave it ("our 45th anniversary", "nos 3 ans"), for the title. */
export function occasionCount(text: string, span: Span | null): number | null {
  if (!span) return null;
  const around = text.slice(Math.max(0, span.start - 20), span.end + 12);
  const match = /\b(\d{1,2})(st|nd|rd|th|e|º|°|\.)?(?=\s|\b)/.exec(around);
  const count = match ? Number(match[1]) : NaN;
  return count >= 1 && count <= 80 ? count : null;
}

/**
 * Occasions that give way to a more precise one the text also says: "celebrate" or "feiern" to what
 * is celebrated, a "first outing" to what it is the first since ("primeira saída desde o nascimento").
 */
export const GENERIC_OCCASIONS: ReadonlySet<Occasion> = new Set(['milestone', 'first_date']);
