import type { KindId } from '../kinds/kind-ids';
import type { NamedPlace, Span, WantedKind } from '../request';
import { isCalendarOrSmallName } from './named-places';

/** Places a walk goes along or through: said with the walk, they are where it happens. */
const WALK_SETTINGS = new Set<KindId>([
  'waterfront',
  'beach',
  'riverside_walk',
  'lake',
  'park',
  'garden',
  'botanical_garden',
  'old_town_walk',
]);

/** A setting before the walk, one compound with it: "harbour walk", "beach-walk". */
const BEFORE = /^[\s\-‐]*$/u;

/**
 * The small words from a walk to where it goes, in the six languages, and an article after them:
 * "a walk in the park" is one walk, had in a park.
 */
const AFTER = new RegExp(
  String.raw`^\s*(?:(?:on|in|along|by|at|around|through|am|an|im|entlang|durch|en|dans|nel|nella|nei|por|junto\s+a|sur|le\s+long\s+d[eu]|au\s+bord\s+d[eu]|sul|sulla|sullo|lungo|in\s+riva(?:\s+a)?|na|no|pela|pelo|ao\s+longo\s+d[ao]|à\s+beira\s+d[eo])` +
    String.raw`(?:\s+(?:the|a|le|la|les|l['’]|el|los|las|o|a|os|as|der|dem|den|die|das|il|lo|i|gli|al|alla))?)?\s*$`,
  'iu',
);

/** Whether the setting is said right with the walk, before it as one compound or after it with a link. */
function saidTogether(text: string, walk: WantedKind, setting: WantedKind): boolean {
  if (setting.span.end <= walk.span.start) return BEFORE.test(text.slice(setting.span.end, walk.span.start));
  if (setting.span.start < walk.span.end) return true;
  return AFTER.test(text.slice(walk.span.end, setting.span.start));
}

/**
 * "Harbour walk", "a walk by the river", "Spaziergang am Hafen", "paseo por el puerto", "caminhada na
 * orla": a walk said with where it goes is one wish, a walk of that setting's kind in the person's
 * whole words; read apart they became a walk somewhere else and a separate stop at the setting.
 */
export function walksWithTheirSetting(text: string, wanted: WantedKind[]): WantedKind[] {
  const walk = wanted.find((entry) => entry.kind === 'walk' && !entry.open);
  const setting =
    walk &&
    wanted.find((entry) => WALK_SETTINGS.has(entry.kind) && !entry.open && saidTogether(text, walk, entry));
  if (!walk || !setting) return wanted;
  const start = Math.min(walk.span.start, setting.span.start);
  const end = Math.max(walk.span.end, setting.span.end);
  const together: WantedKind = { kind: setting.kind, span: { text: text.slice(start, end), start, end } };
  return wanted.flatMap((entry) => (entry === walk ? [together] : entry === setting ? [] : [entry]));
}

/**
 * The small words from a walk to a place named after it: the setting's links, and "in", "through",
 * "around" and their kin too, since a name leaves no doubt which place the walk is in ("a walk on the
 * Pincio", "passeggiata al Pincio", "Spaziergang im Tiergarten", "balade dans le Marais").
 */
const TO_A_NAME = new RegExp(
  String.raw`^\s*(?:(?:on|along|by|at|around|in|through|across|up|am|an|im|auf|durch|entlang|por|en|junto\s+al?|a\s+orillas\s+del?|sur|dans|le\s+long\s+d[eu]|au\s+bord\s+d[eu]|sul|sulla|sullo|al|alla|nel|nella|per|lungo|na|no|em|pela|pelo|ao\s+longo\s+d[ao])` +
    String.raw`(?:\s+(?:the|le|la|les|l['’]|el|los|las|o|os|as|der|dem|den|die|das|il|lo|i|gli))?)\s*$`,
  'iu',
);

/**
 * What a walk is had on rather than looked at: a place of no known kind, or a viewpoint, whose own
 * stop is only a look; a park or a beach is already walked in as itself. A hike is had on any of them.
 */
const WALKED_ON: Record<'walk' | 'hike', ReadonlySet<KindId>> = {
  walk: new Set(['historic_site', 'viewpoint']),
  hike: new Set(['historic_site', 'viewpoint', 'park', 'garden', 'beach', 'lake', 'waterfront']),
};

/**
 * A walk or a hike said with a single place the person names, whose kind its words do not tell or
 * that is a hill or a viewpoint ("a walk on the Pincio", "a hike up Arthur's Seat"),
 * is walked there: the place takes the walk's kind and length, so the plan has one stop, a hike on
 * Arthur's Seat, instead of a hike elsewhere and twenty minutes at a viewpoint.
 */
export function walksAtNamedPlaces(
  text: string,
  wanted: WantedKind[],
  named: NamedPlace[],
  kindOf: (named: NamedPlace) => KindId,
): NamedPlace[] {
  const walk = wanted.find((entry) => (entry.kind === 'walk' || entry.kind === 'hike') && !entry.open);
  if (!walk) return named;
  const walkedOn = WALKED_ON[walk.kind as 'walk' | 'hike'];
  return named.map((place) =>
    !place.isArea &&
    !place.kind &&
    place.span.start >= walk.span.end &&
    walkedOn.has(kindOf(place)) &&
    TO_A_NAME.test(text.slice(walk.span.end, place.span.start))
      ? { ...place, kind: walk.kind }
      : place,
  );
}

/** Links from a walk to the water it follows: "along the Thames", "am Rhein", "le long de la Seine". */
const ALONG = String.raw`(?:along|by|beside|am|an|entlang|le\s+long\s+d[eu]|au\s+bord\s+d[eu]|junto\s+al?|a\s+orillas\s+del?|lungo|in\s+riva\s+al?|ao\s+longo\s+d[ao]|à\s+beira\s+d[ao])`;
const WATER_ARTICLE = String.raw`(?:\s+(?:the|la|le|l['’]|el|o|a|der|dem|den|die|il|lo))?`;
const WATER_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?:\s+(?:river|canal|lake))?`;
/** After the walk: "a walk along the Thames". Lower-case links only: a capital opens a new sentence. */
const WATER_AFTER = new RegExp(String.raw`^\s+${ALONG}${WATER_ARTICLE}\s+(${WATER_NAME})`, 'u');
/** Before a German walk, which ends its sentence: "an die Elbe spazieren", "am Rhein spazieren gehen". */
const WATER_BEFORE = /(?:^|\s)(?:an|am|entlang)(?:\s+(?:die|der|den|dem))?\s+$/u;

/**
 * "A walk along the Thames", "Spaziergang am Rhein", "paseo junto al Guadalquivir", "an die Elbe
 * spazieren": a walk that follows a name no list knows follows water, a river or a canal. It is a
 * riverside walk in the person's whole words; read alone, the name was lost and the walk went anywhere.
 */
export function walksByWater(
  text: string,
  wanted: WantedKind[],
  named: readonly NamedPlace[],
  taken: readonly Span[],
): WantedKind[] {
  // A place named, or a day or an hour ("am Sonntag", "by Friday"): no water.
  const isNamed = (start: number, end: number) =>
    [...named.map((place) => place.span), ...taken].some((span) => span.start < end && start < span.end);
  return wanted.map((wish) => {
    const after = WATER_AFTER.exec(text.slice(wish.span.end));
    if (after) {
      const end = wish.span.end + after[0].length;
      const name = after[1] as string;
      if (isNamed(end - name.length, end) || isCalendarOrSmallName(name.split(/\s+/)[0] as string))
        return wish;
      // "Abendessen an der Elbe": what is had by the water keeps its kind and says where.
      return {
        ...wish,
        kind: wish.kind === 'walk' ? 'riverside_walk' : wish.kind,
        span: { text: text.slice(wish.span.start, end), start: wish.span.start, end },
      };
    }
    if (wish.kind !== 'walk') return wish;
    const before = WATER_BEFORE.exec(text.slice(0, wish.span.start));
    const first = /^\p{Lu}[\p{L}'’-]+/u.exec(wish.span.text);
    if (!before || !first || isCalendarOrSmallName(first[0])) return wish;
    if (isNamed(wish.span.start, wish.span.start + first[0].length)) return wish;
    const start = wish.span.start - before[0].trimStart().length;
    return {
      ...wish,
      kind: 'riverside_walk',
      span: { text: text.slice(start, wish.span.end), start, end: wish.span.end },
    };
  });
}
