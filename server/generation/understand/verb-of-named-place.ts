import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Language, NamedPlace, Span } from '../request';
import type { MatchToken } from './matcher';
import { fold } from './text';
import { isVerbInContext } from './wishes';
import { DETERMINERS } from '../write/grammar/articles';

/** Families whose words are also verbs of getting somewhere: climb, hike, walk, cycle, sail, ride. */
const WAYS_OF_GOING = new Set<Family>(['active', 'walk', 'water', 'attraction']);

/** What stands between such a verb and its object: articles, and the prepositions of going up or along. */
const LINKS = new Set(
  `the a an up to onto on along across over around la las el los le les l al a au aux o os as ao do da
  na no il lo sulla sul sui alla per por pela pelo`.split(/\s+/),
);

const ROMANCE_INFINITIVE = /\p{L}{2,}(?:ar|er|ir|re)$/u;

function isVerb(text: string, tokens: MatchToken[], index: number, language: Language): boolean {
  // The two words before it in its own clause ("…the ribeira, climb the torre" starts afresh at the comma).
  for (let back = index - 1; back >= Math.max(0, index - 2); back -= 1) {
    const token = tokens[back] as MatchToken;
    if (/[,;:.!?]/.test(token.after)) break;
    if (DETERMINERS.has(fold(token.word))) return false;
  }
  if (language === 'en') return isVerbInContext(text, tokens, index);
  // German puts the verb after its object ("auf den Turm steigen"): that order is not read here.
  return language !== 'de' && ROMANCE_INFINITIVE.test(fold((tokens[index] as MatchToken).word));
}

/**
 * Whether a wish is the verb whose object is a named place: "climb the Torre dos Clérigos", "ride
 * the London Eye", "subir a la Giralda" say how that place is visited, not that the date needs a
 * second stop of their own (a climbing gym). Only for one-word kinds of going.
 */
export function isVerbOfNamedPlace(
  text: string,
  tokens: MatchToken[],
  wish: { kind: KindId; span: Span },
  named: Span[],
  language: Language,
): boolean {
  if (!WAYS_OF_GOING.has(familyOf(wish.kind))) return false;
  const index = tokens.findIndex((token) => token.start === wish.span.start && token.end === wish.span.end);
  if (index < 0) return false;
  let next = index + 1;
  while (next - index <= 2 && tokens[next] && LINKS.has(fold((tokens[next] as MatchToken).word))) next += 1;
  // A name may start with its own article ("the Ramblas"), so any word up to the object may open it.
  const opensName = tokens
    .slice(index + 1, next + 1)
    .some((token) => named.some((span) => span.start === token.start));
  return opensName && isVerb(text, tokens, index, language);
}

/**
 * "Hike Lion's Head", "kayak the Tagus": an activity verb says how its named place is had, so the
 * place is a stop of that activity (a hike of three hours, not a viewpoint of thirty minutes). Ways
 * of merely getting there ("walk the High Line", "ride the London Eye") leave the place as it is.
 */
export function doneAtNamedPlace(verb: { kind: KindId; span: Span }, named: NamedPlace[]): void {
  if (familyOf(verb.kind) !== 'active') return;
  const place = named
    .filter((each) => !each.isArea && !each.kind && each.span.start >= verb.span.end)
    .sort((a, b) => a.span.start - b.span.start)[0];
  if (place) place.kind = verb.kind;
}
