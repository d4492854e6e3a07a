import { familyOf } from '../kinds/kind-ids';
import type { Language, WantedKind } from '../request';
import type { MatchToken } from './matcher';
import { wordClassesOf } from './wishes';

/** Shows the two of them may already have tickets for: a concert, a play, a film. */
const EVENT_FAMILIES = new Set(['music', 'stage', 'screen']);

/** "After", in the six languages: what follows it has happened by the time the plan starts. */
const AFTER = new Set(['after', 'despues', 'apres', 'depois', 'dopo', 'nach', 'post']);

/** Small words between "after" and the show: "after our", "después del", "nach dem", "depois do". */
const BETWEEN = new Set(['our', 'the', 'del', 'de', 'do', 'da', 'dem', 'der', 'einem', 'einer']);
const MAX_BETWEEN = 2;
/** "Después" and "depois" say "then" too ("y después el cine"): only with "de" are they "after". */
const AFTER_ONLY_WITH_DE = new Set(['despues', 'depois']);
const DE_FORMS = new Set(['de', 'del', 'do', 'da', 'dos', 'das']);

/**
 * "After a concert", "nach dem Kino", "después del teatro": a show they are already going to is when
 * the date starts, not a stop to plan. Said first with "after", it leaves the wishes.
 */
export function withoutEventsAttended(
  wanted: WantedKind[],
  tokens: MatchToken[],
  language: Language,
): WantedKind[] {
  const { isLead } = wordClassesOf(language);
  const attended = (entry: WantedKind) => {
    if (!EVENT_FAMILIES.has(familyOf(entry.kind))) return false;
    const first = tokens.findIndex((token) => token.start === entry.span.start);
    let at = first - 1;
    for (let small = 0; small < MAX_BETWEEN && tokens[at]; small += 1) {
      const token = tokens[at] as MatchToken;
      if (token.after || !(isLead(token.word) || BETWEEN.has(token.word))) break;
      at -= 1;
    }
    const before = tokens[at];
    // "After" is a preposition here only with a small word before the show ("then cinema" has none).
    if (!before || before.after || !AFTER.has(before.word) || at === first - 1) return false;
    return !AFTER_ONLY_WITH_DE.has(before.word) || DE_FORMS.has(tokens[at + 1]?.word ?? '');
  };
  return wanted.filter((entry) => !attended(entry));
}
