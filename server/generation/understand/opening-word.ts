import type { NamedPlace, Span } from '../request';
import { kindOfNamedPlace } from './named-places';
import { fold } from './text';

/** What joins a word to a city it leaves from or is about: "Sortie de Lyon", "Gita da Milano". */
const CONNECTORS = new Set('de a da di del von from of'.split(' '));

/**
 * "Sortie de Lyon à Annecy", "Excursión de Madrid", "Gita da Milano": a common word capitalised only
 * because it opens the sentence, joined to the date's city, says what they do from the city, not a
 * place in it. A head word ("Museo de Madrid") still makes the words a place.
 */
export function isOpeningWordOfCity(text: string, named: NamedPlace, citySpan: Span | null): boolean {
  if (!citySpan || named.span.end !== citySpan.end || named.span.start >= citySpan.start) return false;
  if (!/(^|[.!?:\n])\s*$/.test(text.slice(0, named.span.start))) return false;
  const [word, connector, ...rest] = text.slice(named.span.start, citySpan.start).trim().split(/\s+/);
  return (
    rest.length === 0 &&
    word !== undefined &&
    CONNECTORS.has(fold(connector ?? '')) &&
    kindOfNamedPlace(word) === 'historic_site'
  );
}
