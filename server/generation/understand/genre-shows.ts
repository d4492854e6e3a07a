import { familyOf, type KindId } from '../kinds/kind-ids';
import type { WantedKind } from '../request';
import { GENITIVES } from './list-words';
import { fold } from './text';

/** Kinds that name only the form of a performance: what is played or danced in it is said beside. */
const FORMS: ReadonlySet<KindId> = new Set<KindId>(['concert', 'live_music', 'theatre']);
const PERFORMED = new Set(['music', 'dance', 'stage']);

const isGenre = (kind: KindId) => !FORMS.has(kind) && PERFORMED.has(familyOf(kind));

/** "Concierto de jazz", "a concert of fado", "ein Konzert mit Jazz": the word that joins form and genre. */
const OF_WORDS: ReadonlySet<string> = new Set([...GENITIVES, 'of', 'mit']);

/** Nothing but a space, a hyphen or one joining word between the two. */
function joinedAsOne(between: string): boolean {
  const words = fold(between)
    .split(/[\s-]+/)
    .filter(Boolean);
  return words.length === 0 || (words.length === 1 && OF_WORDS.has(words[0] as string));
}

/**
 * "A jazz concert", "un concierto de flamenco", "um show de tango": a form and the genre performed in
 * it are one thing, the genre's own stage (a jazz club, a tablao), not a concert hall and a jazz club
 * besides. Kept in the person's words from the first to the last.
 */
export function genreShowsAsOne(wanted: WantedKind[], text: string): WantedKind[] {
  const result: WantedKind[] = [];
  for (const entry of wanted) {
    const previous = result.at(-1);
    const pair = previous ? [previous, entry] : [];
    const genre = pair.find((one) => isGenre(one.kind));
    const form = pair.find((one) => FORMS.has(one.kind));
    const between =
      previous && previous.span.end <= entry.span.start
        ? text.slice(previous.span.end, entry.span.start)
        : null;
    if (!genre || !form || between === null || !joinedAsOne(between)) {
      result.push(entry);
      continue;
    }
    const start = (previous as WantedKind).span.start;
    const span = {
      text: text.slice(start, entry.span.end),
      start,
      end: entry.span.end,
    };
    result[result.length - 1] = { ...genre, span };
  }
  return result;
}
