/**
 * How many stops the person wants, when they say so: a count ("three stops", "deux ou trois
 * endroits", "höchstens zwei Stationen"), or that what they named is the whole date ("just dinner",
 * "drinks and a show, nothing else", "solo una cena", "nur Abendessen"). Matched on folded text (see
 * text.ts), in the six languages.
 */
import type { Span, StopCount } from '../request';
import { COUNT, countValue, foldWithOrigin, spanOf } from './numbers';
import { fold } from './text';

const STOP_NOUNS = [
  // en
  'stops?',
  'places?',
  'spots?',
  'venues?',
  'locations?',
  // es / pt
  'paradas?',
  'sitios?',
  'lugares?',
  'locales?',
  'paragens?',
  'etapas?',
  'locais',
  // fr
  'etapes?',
  'endroits?',
  'lieux',
  'arrets?',
  // de
  'stationen',
  'station',
  'stopps?',
  'orte?',
  'programmpunkte?',
  'etappen?',
  // it
  // Not "posti": "due posti" are two seats.
  'tappe',
  'tappa',
  'luoghi',
  'luogo',
  'locali',
  'locale',
].join('|');

const MOST_WORDS = [
  'at most',
  'no more than',
  'not more than',
  'a maximum of',
  'maximum',
  'max',
  'up to',
  'just',
  'only',
  'como mucho',
  'como maximo',
  'maximo',
  'no mas de',
  'solo',
  'solamente',
  'au plus',
  'au maximum',
  'pas plus de',
  'seulement',
  'juste',
  'hochstens',
  'maximal',
  'nicht mehr als',
  'bis zu',
  'nur',
  'al massimo',
  'massimo',
  'non piu di',
  'soltanto',
  'no maximo',
  'nao mais (?:de|que)',
  'apenas',
].join('|');

const FEWEST_WORDS = [
  'at least',
  'no fewer than',
  'minimum',
  'al menos',
  'por lo menos',
  'como minimo',
  'au moins',
  'mindestens',
  'wenigstens',
  'almeno',
  'pelo menos',
  'no minimo',
].join('|');

const OR_WORDS = 'or|to|o|a|ou|oder|bis|-|–';

/** "two or three stops", "au moins deux endroits", "höchstens 2 Stationen", "tre tappe". */
const COUNTED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?<bound>${MOST_WORDS}|${FEWEST_WORDS})\s+)?(?<count>${COUNT})(?:\s*(?:${OR_WORDS})\s*(?<upper>${COUNT}))?\s+(?:(?:different|more|distintos|diferentes|differents|verschiedene|diversi|diferentes)\s+)?(?:${STOP_NOUNS})(?![\p{L}])`,
  'u',
);

/** "a single place", "una sola parada", "one stop only", "un endroit seulement". */
const ONE_PLACE = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:a single|just one|only one|one single|un solo|una sola|un seul|une seule|ein einziger|eine einzige|einen einzigen|un unico|una unica|um so|uma so|um unico|uma unica)\s+(?:${STOP_NOUNS})|(?:one|1|un|una|une|ein|eine|einen|um|uma)\s+(?:${STOP_NOUNS})\s+(?:only|alone|max|tops|solo|solamente|seulement|uniquement|nur|soltanto|apenas))(?![\p{L}])`,
  'u',
);

/** What the person asked for is all of it: said at the end of a clause. */
const NOTHING_ELSE = new RegExp(
  String.raw`(?<![\p{L}])(?:nothing else|nothing more|that'?s it|that'?s all|no other stops|nada mas|nada mais|mais nada|solo eso|y ya esta|y ya|rien d'autre|rien de plus|c'est tout|sonst nichts|nichts weiter|nichts anderes|mehr nicht|das war'?s|nient'altro|niente altro|niente di piu|e basta|tutto qui|so isso|e pronto|e so)(?=\s*(?:[.,;:!?)—–-]|$))`,
  'u',
);

/** "just dinner", "only drinks", "solo una cena", "nur Abendessen", "juste un verre", "só um jantar". */
// Portuguese "só" folds to English "so": only before an article ("só um jantar").
const ONLY_BEFORE = String.raw`(?:just|only|simply|solo|solamente|unicamente|juste|seulement|uniquement|simplement|nur|bloss|soltanto|apenas|somente|so(?=\s+(?:um|uma|uns|umas)\s))`;
/** At most two short words between the adverb and the wish ("just a quick coffee"), no punctuation. */
const ONLY_THEN_WISH = new RegExp(String.raw`(?<![\p{L}])${ONLY_BEFORE}(?:\s+[\p{L}']+){0,2}\s*$`, 'u');
/** A wish whose own words open with the adverb ("juste un verre" is one lexicon phrase). */
const ONLY_OPENING = new RegExp(String.raw`^${ONLY_BEFORE}\s`, 'u');

/** The count a match of COUNTED says, or null when it is no count of stops. */
function countOf(match: RegExpExecArray): StopCount | null {
  const groups = match.groups ?? {};
  const count = countValue(groups.count ?? '');
  const upper = groups.upper ? countValue(groups.upper) : null;
  // "in 2 places" of a budget or a time is no count of stops past a handful.
  if (count === null || count < 1 || count > 8 || !Number.isInteger(count)) return null;
  const bound = groups.bound ?? '';
  // A bare "one" or "un" is mostly an article or "one place I love": one stop is said as such (ONE_PLACE).
  if (count === 1 && !bound && !upper) return null;
  if (new RegExp(`^(?:${FEWEST_WORDS})$`, 'u').test(bound)) return { fewest: count };
  if (bound) return { most: upper ?? count };
  return upper && upper >= count ? { fewest: count, most: upper } : { fewest: count, most: count };
}

export interface StatedStops {
  count: StopCount;
  /** The words that say it ("two stops"): no wish is read in them. */
  span: Span;
}

/** A number of stops said in words or digits ("three stops", "höchstens zwei Stationen", "a single place"). */
export function statedStopCount(text: string): StatedStops | null {
  const source = foldWithOrigin(text);
  for (const pattern of [COUNTED, ONE_PLACE]) {
    const match = pattern.exec(source.folded);
    const count = match && (pattern === ONE_PLACE ? { fewest: 1, most: 1 } : countOf(match));
    if (match && count) return { count, span: spanOf(source, match.index, match.index + match[0].length) };
  }
  return null;
}

/**
 * What the person named is the whole date: "nothing else", or "just"/"only" right before the first
 * thing they asked for ("just dinner", "solo una cena", "nur Abendessen", "juste un verre").
 */
export function onlyWhatWasAsked(text: string, wishes: readonly Span[]): boolean {
  if (NOTHING_ELSE.test(fold(text))) return true;
  const first = [...wishes].sort((a, b) => a.start - b.start)[0];
  if (!first) return false;
  return ONLY_THEN_WISH.test(fold(text.slice(0, first.start))) || ONLY_OPENING.test(fold(first.text));
}
