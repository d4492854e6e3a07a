import type { Language } from '../request';
import { stemOf } from './stems';
import { fold, tokenize, type Token } from './text';

/** "From Madrid": where the couple set out, not where they go. */
export const ORIGIN_WORDS = new Set(['from', 'desde', 'depuis', 'von', 'aus', 'vom', 'dalla', 'dal']);
/**
 * "Somos de Pereira", "we live in Lyon", "ich wohne in Köln": where the people are from or live, said
 * with a verb of being or living before a small place word, is no more a destination than "from".
 */
const HOME_VERBS = new Set(
  `are am is re m be live lives living grew somos soy es son vivo vivimos vive viven sou moro moramos
  mora vivemos sommes suis sont habite habitons vis vivons bin sind ist wohne wohnen wohnt komme kommen
  kommt siamo sono abito abitiamo vengo veniamo`
    .split(/\s+/)
    .filter(Boolean),
);
const HOME_LINKS = new Set(['de', 'from', 'in', 'en', 'em', 'a', 'aus', 'di', 'da', 'no', 'na']);

/** Verbs of living or working somewhere, by their Snowball stems: every person and tense of them says home. */
const HOME_LEMMAS: Record<Language, string> = {
  en: 'live reside stay work',
  es: 'vivir residir trabajar',
  fr: 'habiter vivre résider travailler',
  pt: 'morar viver residir trabalhar',
  de: 'wohnen leben arbeiten',
  it: 'abitare vivere risiedere lavorare',
};
const HOME_STEMS = (Object.entries(HOME_LEMMAS) as [Language, string][]).map(
  ([language, lemmas]) =>
    [language, new Set(lemmas.split(' ').map((lemma) => stemOf(fold(lemma), language)))] as const,
);
const MIN_STEMMED = 4;

function isHomeVerb(word: string): boolean {
  if (HOME_VERBS.has(word)) return true;
  return (
    word.length >= MIN_STEMMED && HOME_STEMS.some(([language, stems]) => stems.has(stemOf(word, language)))
  );
}

/** The forms of "to come" that take "from" ("on vient de Toulouse", "kommen aus Graz"); irregular, so listed. */
const COME_FORMS = new Set(
  `come comes came vengo vienes viene venimos vienen vient viens venons venez viennent venho vem vimos
  viemos vêm komme kommst kommt kommen kam kamen veniamo vieni vengono`
    .split(/\s+/)
    .map(fold),
);
const FROM_LINKS = new Set(['de', 'from', 'aus', 'da', 'di', 'do', 'du', 'des']);

/** "Somos de Cádiz", "veniamo da Milano", "on vient de Toulouse": where they come from, said with a verb. */
export function saysOrigin(tokens: Token[], index: number): boolean {
  const link = tokens[index - 1];
  const verb = tokens[index - 2];
  if (!link || !verb || !FROM_LINKS.has(link.folded)) return false;
  return COME_FORMS.has(verb.folded) || isHomeVerb(verb.folded);
}

/** "From Madrid", "vivimos en Cádiz", "viviamo a Salerno", "nous habitons Grenoble": home, not a trip. */
export function saysHome(tokens: Token[], index: number): boolean {
  const link = tokens[index - 1];
  const verb = tokens[index - 2];
  if (!link) return false;
  if (ORIGIN_WORDS.has(link.folded) || isHomeVerb(link.folded)) return true;
  if (!verb) return false;
  if (FROM_LINKS.has(link.folded) && COME_FORMS.has(verb.folded)) return true;
  return HOME_LINKS.has(link.folded) && isHomeVerb(verb.folded);
}

/**
 * "Trabalhamos os dois na Baixa", "we live in Kreuzberg": a neighbourhood said as where the people
 * live or work is where the date starts from, not a stop of it.
 */
export function saidAsWhereTheyAre(text: string, span: { start: number }): boolean {
  const tokens = tokenize(text);
  const index = tokens.findIndex((token) => token.start === span.start);
  if (index <= 0) return false;
  const link = tokens[index - 1] as Token;
  // "trabalhamos os dois na Baixa": who does it may stand between the verb and where.
  let verb = index - 2;
  while (verb > 0 && BOTH.has((tokens[verb] as Token).folded)) verb -= 1;
  const said = tokens[verb];
  // Only a verb says it: "mysore pak from guru sweets" is where it is bought, not where they are from.
  return Boolean(said && HOME_LINKS.has(link.folded) && isHomeVerb(said.folded));
}

/** "Both of us" between a verb and its place, in the six languages: "os dois", "los dos", "tous les deux". */
const BOTH = new Set(
  'both of us two os dois ambos ambas los dos las tous les deux beide alle entrambi tutti e due'.split(' '),
);
