import { familyOf, type KindId } from '../kinds/kind-ids';
import type { Span } from '../request';
import type { MatchToken } from './matcher';
import type { OpenWishContext } from './open-wishes';
import { wordClassesOf } from './wishes';

/** Activities that are done in or with something: the swim, the ride, the walk, the soak. */
const SETTING_FAMILIES = new Set(['active', 'water', 'walk', 'wellness', 'play']);

/** Links from an activity to what it is done in or with ("nadar en un cenote", "swim with whale sharks"). */
const SETTING_LINKS = new Set([
  'in',
  'with',
  'en',
  'con',
  'com',
  'em',
  'no',
  'na',
  'dans',
  'avec',
  'mit',
  'im',
]);

/** The most words a setting runs: "un cenote", "tubarão-baleia", "a horse carriage". */
const SETTING_WORDS = 2;

/**
 * "Nadar en un cenote", "nadar com tubarão-baleia", "balade en calèche": a known activity done in or
 * with a thing no lexicon knows is that activity there, in the person's whole words; the thing is
 * what makes the stop theirs. Known things, names, people and times after the link are read apart.
 */
export function withActivitySetting(kind: KindId, span: Span, context: OpenWishContext): Span {
  if (!SETTING_FAMILIES.has(familyOf(kind))) return span;
  const { tokens, text, kindHits } = context;
  const { isBreak, isLead } = wordClassesOf(context.language);
  const last = tokens.findIndex((token) => token.end === span.end);
  const link = tokens[last + 1];
  if (last < 0 || tokens[last]?.after || !link || !SETTING_LINKS.has(link.word) || link.after) return span;
  const free = (index: number) => {
    const token = tokens[index] as MatchToken;
    return (
      !kindHits.some((hit) => hit.from <= index && hit.to >= index) &&
      !context.taken.some((taken) => token.start < taken.end && token.end > taken.start)
    );
  };
  let index = last + 2;
  while (tokens[index] && isLead((tokens[index] as MatchToken).word) && !tokens[index - 1]?.after) index += 1;
  let end = -1;
  for (let words = 0; words < SETTING_WORDS && tokens[index] && free(index); words += 1, index += 1) {
    const token = tokens[index] as MatchToken;
    if (token.word.length < 3 || /\d/.test(token.word) || isBreak(token.word) || isLead(token.word)) break;
    end = index;
    if (token.after) break;
  }
  if (end < 0) return span;
  const stop = (tokens[end] as MatchToken).end;
  return { text: text.slice(span.start, stop), start: span.start, end: stop };
}

/**
 * Whether words found as a wish of their own are what a known activity just before is done in or
 * with ("swim with whale sharks", "nuotare con i delfini"): they widen that activity, never a meal.
 */
export function isActivitySetting(from: number, context: OpenWishContext): boolean {
  const { tokens, kindHits } = context;
  const { isLead } = wordClassesOf(context.language);
  let at = from - 1;
  while (at >= 0 && isLead((tokens[at] as MatchToken).word) && !(tokens[at] as MatchToken).after) at -= 1;
  const link = tokens[at];
  const before = tokens[at - 1];
  if (!link || !before || link.after || before.after || !SETTING_LINKS.has(link.word)) return false;
  return kindHits.some((hit) => hit.to === at - 1 && SETTING_FAMILIES.has(familyOf(hit.value)));
}
