import type { Span } from '../request';
import type { MatchToken } from './matcher';
import { fold } from './text';

/** Words after which a proper name is where to go: "at / in / to / near", "visit", in the six languages. */
const PLACE_WORDS = new Set(
  `at in to near around into towards toward visit visiting see seeing explore wander from via past
  en al hasta cerca por hacia visitar conocer ver recorrer desde
  au aux dans chez vers pres visiter voir depuis par sur
  em no na nos nas ao aos pra para perto ate conhecer pelo pela
  im am an zum zur nach bei beim ins vom durch besuchen besichtigen
  nel nella nei alla allo dal dalla verso vicino fino visitare vedere per sul sulla da`
    .split(/\s+/)
    .filter(Boolean),
);

/** Place words that name a person or a time as often as a place ("ama a Goya", "a thesis on Chełmoński"): only with an article. */
const WEAK_PLACE_WORDS = new Set(['a', 'on']);

/** Articles and small words that may stand between the place word and the name: "to the", "a la", "in der". */
const BETWEEN = new Set(
  'the a an el la los las le les l o os as der die das den dem il lo gli i de del della du des do da'.split(
    ' ',
  ),
);

/** People the person names by their relation: "my wife Marta", "mi novio Thiago", "la mia ragazza Chiara". */
const RELATIONS = new Set(
  `wife husband gf bf girlfriend boyfriend partner fiance fiancee friend date son daughter mom mum dad mother father
  sister brother boss wifey hubby
  esposa esposo marido mujer novia novio pareja amigo amiga hijo hija mama papa prometida prometido
  femme mari copine copain fiancee fiance ami amie fils fille chérie cherie
  namorada namorado mulher noiva noivo companheira companheiro filho filha
  frau mann freundin freund verlobte verlobter partnerin sohn tochter
  moglie marito ragazza ragazzo fidanzata fidanzato compagna compagno amica figlio figlia`
    .split(/\s+/)
    .filter(Boolean),
);

const wordsBefore = (text: string, start: number, count: number): string[] =>
  (fold(text.slice(Math.max(0, start - 60), start)).match(/[\p{L}\p{N}]+/gu) ?? []).slice(-count);

/** "The market of Ballarò", "spiaggia del Poetto": a name that completes a place noun. */
const OF_WORDS = new Set(['of', 'de', 'del', 'della', 'di', 'du', 'des', 'do', 'da', 'dos', 'das', 'dello']);

/**
 * The name follows a word that says it is a place ("at La Banquise", "to the Alhambra", "visitar
 * Monserrate", "mercato di Ballarò"), or stands as an item of a list ("Central Park walk, MoMA, and dinner").
 */
export function inPlacePosition(text: string, span: Span): boolean {
  return saidAsPlace(text, span) || listedAlone(text, span);
}

/** A word right before the name says it is a place: "at", "to", "nach", "visitar", "mercato di". */
export function saidAsPlace(text: string, span: Span): boolean {
  // French "à" is where, never the "a" that Spanish puts before a person ("ama a Goya").
  if (/(?:^|\s)à\s+$/u.test(text.slice(0, span.start))) return true;
  const before = wordsBefore(text, span.start, 3).reverse();
  for (const [index, word] of before.entries()) {
    if (PLACE_WORDS.has(word) || (index > 0 && WEAK_PLACE_WORDS.has(word))) return true;
    if (index === 0 && OF_WORDS.has(word)) return true;
    if (!BETWEEN.has(word)) break;
  }
  return false;
}

/**
 * The name stands alone as an item of a list ("Central Park walk, MoMA, and dinner"): a place when it
 * is a name, but an ordinary word there is only an item ("Kaffee und Kuchen").
 */
function listedAlone(text: string, span: Span): boolean {
  const lead = text
    .slice(0, span.start)
    .replace(/(?:\b(?:the|el|la|le|les|il|lo|l|o|a|der|die|das)['’\s]+)+$/iu, '');
  const follows = text.slice(span.end);
  return (
    /(?:,|\+|&|\b(?:and|y|e|et|und))\s*$/iu.test(lead) &&
    /^\s*(?:[,.!?;]|$|\b(?:and|y|e|et|und)\b)/iu.test(follows)
  );
}

/** The name follows a relation: "my wife Marta", "meu namorado Thiago". A person, not a place. */
export function followsRelation(text: string, span: Span): boolean {
  const before = wordsBefore(text, span.start, 2);
  // "Take my partner to MONA": a place word right before the name says where the person is taken.
  if (PLACE_WORDS.has(before.at(-1) ?? '')) return false;
  // "show my bf the manhyia palace museum": no one is called by "the" and a name.
  if (before.at(-1) === 'the') return false;
  return before.some((word) => RELATIONS.has(word)) && !/[,.;:!?]\s*$/.test(text.slice(0, span.start));
}

/**
 * The name is what a ruled-out thing is "of": "éviter la foule de Jemaa el-Fna", "avoid the crowds of
 * Khao San Road". `negatedEnds` are the token positions where ruled-out things end.
 */
export function ofRuledOut(tokens: MatchToken[], span: Span, negatedEnds: ReadonlySet<number>): boolean {
  let index = tokens.findIndex((token) => token.start >= span.start) - 1;
  let of = false;
  const between = (word: string) => BETWEEN.has(word) || OF_WORDS.has(word);
  for (; index >= 0 && between((tokens[index] as MatchToken).word); index -= 1) {
    if ((tokens[index] as MatchToken).after.trim()) return false;
    of ||= OF_WORDS.has((tokens[index] as MatchToken).word);
  }
  return of && index >= 0 && negatedEnds.has(index) && !(tokens[index] as MatchToken).after.trim();
}

/** A negation cue right before the name, articles aside: "not Fushimi Inari", "sans la tour Eiffel". */
export function ruledOut(tokens: MatchToken[], span: Span, cueEnds: ReadonlySet<number>): boolean {
  let index = tokens.findIndex((token) => token.start >= span.start) - 1;
  if (index < -1) index = tokens.length - 1;
  for (; index >= 0; index -= 1) {
    const token = tokens[index] as MatchToken;
    if (cueEnds.has(index)) return !/[.!?;:]/.test(token.after);
    if (!BETWEEN.has(token.word)) return false;
  }
  return false;
}
