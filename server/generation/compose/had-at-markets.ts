import { familyOf, type Family } from '../kinds/kind-ids';
import { foldedWords, THEN_WORDS } from '../understand/list-words';
import type { Composition } from './composition';
import { holdsListedFare } from './selection';
import { ARTICLES_BEFORE_NAMES } from '../write/grammar/articles';
import { addWish, saidSpanOf, type Candidate } from './stop-candidate';

/** What a market's stalls serve: snacks, sweets, drinks and street food (and a market said again). */
const STALL_FAMILIES = new Set<Family>(['street_food', 'sweet', 'coffee', 'drinks']);
/** The most words from a named market to a thing listed after it, the things listed before included. */
const LISTED_WORDS = 8;

/**
 * "Striezelmarkt, Glühwein, Stollen", "the Forodhani night food market — Zanzibar pizza and sugarcane
 * juice": what is eaten or drunk listed right after a market the person named or asked for, in the same sentence
 * and with no "then" between, is had at its stalls, in their words, not at a place of its own.
 */
export function hadAtMarkets({ request, candidates }: Composition): void {
  // A market named ("Striezelmarkt") or asked for in words ("the Forodhani night food market").
  const markets = candidates.flatMap((candidate) => {
    if (!holdsListedFare(candidate.kind)) return [];
    const named = request.namedPlaces.find((place) => place.name === candidate.placeName && !place.isArea);
    const said = named?.span ?? (candidate.requested ? saidSpanOf(candidate, request.wanted) : undefined);
    // Asked for by its name ("Forodhani"), not as "a market" beside other plans ("a market and afternoon tea").
    const byName = named || (said !== undefined && namesMarket(said.text));
    return said && byName ? [{ market: candidate, end: said.end }] : [];
  });
  if (!markets.length) return;
  for (const candidate of [...candidates]) {
    const span = listedSpan(candidate, request.wanted);
    if (!span) continue;
    const at = markets.find(
      ({ end }) => end <= span.start && listedAfter(request.text.slice(end, span.start)),
    );
    if (!at) continue;
    candidates.splice(candidates.indexOf(candidate), 1);
    addWish(at.market, span.text);
  }
}

/** The person's words for a stall's fare asked for on its own, or undefined. */
function listedSpan(candidate: Candidate, wanted: Composition['request']['wanted']) {
  if (candidate.placeName || !candidate.requested || candidate.meal || candidate.dayPart) return undefined;
  // A dish, not a meal: "Zanzibar pizza" at the night market's stalls, not "dinner" there.
  const family = familyOf(candidate.kind);
  const fare = STALL_FAMILIES.has(family) || (candidate.dish && family === 'meal');
  if (!fare && !holdsListedFare(candidate.kind)) return undefined;
  return saidSpanOf(candidate, wanted);
}

function listedAfter(between: string): boolean {
  if (/[.!?;\n]/.test(between)) return false;
  const words = foldedWords(between);
  return words.length <= LISTED_WORDS && !words.some((word) => THEN_WORDS.has(word));
}

/** "Forodhani night food market": a market said with its name, a capitalised word beside its kind's. */
function namesMarket(words: string): boolean {
  const parts = words.split(/\s+/).filter((word) => !ARTICLES_BEFORE_NAMES.has(word.toLowerCase()));
  return parts.length >= 2 && parts.some((word) => /^\p{Lu}/u.test(word));
}
