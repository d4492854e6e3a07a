import type { KindId } from '../kinds/kind-ids';
import type { Language, WantedKind } from '../request';
import { servingWordBetween } from './eaten-with';

/**
 * Kinds one venue holds together, whatever the city: a climbing gym has its boulder walls, a spa its
 * sauna and massages, hot springs their baths.
 */
const ONE_VENUE: KindId[][] = [
  ['climbing', 'bouldering'],
  ['spa', 'sauna', 'massage', 'hammam'],
  ['thermal_baths', 'hot_springs', 'onsen'],
];

const oneVenue = (a: KindId, b: KindId) =>
  a !== b && ONE_VENUE.some((group) => group.includes(a) && group.includes(b));

/**
 * "Bouldering + climbing", "escalada y boulder", "Sauna und Massage": two things one venue holds, said
 * together, are one stop there, kept in the person's words from the first to the last.
 */
export function heldByOneVenue(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  const result: WantedKind[] = [];
  for (const entry of wanted) {
    const previous = result.at(-1);
    const between = previous ? text.slice(previous.span.end, entry.span.start) : '';
    if (
      !previous ||
      !oneVenue(previous.kind, entry.kind) ||
      servingWordBetween(between, language) !== 'and'
    ) {
      result.push(entry);
      continue;
    }
    const span = {
      text: text.slice(previous.span.start, entry.span.end),
      start: previous.span.start,
      end: entry.span.end,
    };
    result[result.length - 1] = { ...previous, span };
  }
  return result;
}
