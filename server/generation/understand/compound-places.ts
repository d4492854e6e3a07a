import type { Language, Span, WantedKind } from '../request';
import { citiesNamed } from '../world/cities';
import type { MatchToken } from './matcher';
import { germanHead } from './named-places';

/**
 * Last parts that also end common words: "Motor", "Autor" (-tor), "Arbeitsplatz", "Parkplatz"
 * (-platz), "Heimweg" (-weg), "Kondom" (-dom). Said alone, these say no place.
 */
const AMBIGUOUS_ENDINGS = ['tor', 'dom', 'platz', 'weg'];
/** Words after which one item of a list has ended: "fischmarkt und kaffee", "fischmarkt mit fischbrötchen". */
const ITEM_ENDS = new Set(['und', 'oder', 'mit', 'dann', 'danach', 'anschliessend']);

const overlaps = (token: MatchToken, span: Span) => token.start < span.end && span.start < token.end;

/**
 * A German compound carries its head inside one word: "fischmarkt" is a market, "rheinufer" a
 * riverside, "mauerpark" a park, whether or not a verb or a known neighbour asks for it. Only a word
 * standing as an item of its own, which no other reading holds, and which is no town.
 */
export function germanCompoundPlaces(
  wanted: WantedKind[],
  text: string,
  tokens: MatchToken[],
  taken: Span[],
  language: Language,
): WantedKind[] {
  if (language !== 'de') return wanted;
  const found: WantedKind[] = [];
  tokens.forEach((token, index) => {
    const kind = germanHead(token.word);
    if (!kind || AMBIGUOUS_ENDINGS.some((ending) => token.word.endsWith(ending))) return;
    if ([...taken, ...wanted.map((entry) => entry.span)].some((span) => overlaps(token, span))) return;
    if (citiesNamed(token.word).length) return;
    const next = tokens[index + 1];
    if (next && !/[,;:.!?()]/.test(token.after) && !ITEM_ENDS.has(next.word)) return;
    found.push({
      kind,
      span: { text: text.slice(token.start, token.end), start: token.start, end: token.end },
    });
  });
  return found.length ? [...wanted, ...found] : wanted;
}
