import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Language, WantedKind } from '../request';
import { servingOf } from './eaten-with';
import { fold } from './text';
import { wordClassesOf } from './wishes';

/** Words that put a thing had inside a room or a town: "a cocktail at a rooftop", "ostras no Ribeirão". */
export const IN_WORDS = new Set([
  'at',
  'on',
  'in',
  'en',
  'sur',
  'dans',
  'a',
  'au',
  'im',
  'auf',
  'am',
  'sul',
  'sulla',
  'su',
  'nel',
  'nella',
  'em',
  'no',
  'na',
  'num',
  'numa',
]);

/** The kinds of room a drink, a dish or a sweet is had in. */
const ROOM_FAMILIES = new Set(['drinks', 'meal', 'sweet']);
/** The open air a dish or a drink is had in: "Fischbrötchen am Hafen", "tacos on the beach", "gelato by the river". */
const OPEN_AIR = new Set<KindId>(['waterfront', 'beach', 'riverside_walk', 'lake']);
/** Words a setting is said with that put a thing beside it or through it rather than in it. */
const BESIDE = new Set([
  'by',
  'along',
  'beside',
  'next',
  'through',
  'por',
  'pelo',
  'pela',
  'lungo',
  'entlang',
  'durch',
]);

/** Whether the words between two things say the first is had in the second: an "in", then only articles. */
export function inWordBetween(between: string, language: Language, beside = false): boolean {
  if (/[,.;:!?()\n]/.test(between)) return false;
  const [first, ...rest] = fold(between).split(/\s+/).filter(Boolean);
  const link = Boolean(first && (IN_WORDS.has(first) || (beside && BESIDE.has(first))));
  return link && rest.every(wordClassesOf(language).isLead);
}

/**
 * Joins each two neighbouring wishes that `join` says are one stop, left to right (a joined pair may
 * join the next): `join` gets the earlier and the later and says what the two are as one, or null.
 * The joined stop keeps the person's words from the first to the last.
 */
function joinNeighbours(
  wanted: WantedKind[],
  text: string,
  join: (first: WantedKind, second: WantedKind) => Omit<WantedKind, 'span'> | null,
): WantedKind[] {
  const result = [...wanted].sort((a, b) => a.span.start - b.span.start);
  for (let index = 1; index < result.length; index += 1) {
    const first = result[index - 1] as WantedKind;
    const second = result[index] as WantedKind;
    const joined = second.span.start < first.span.end ? null : join(first, second);
    if (!joined) continue;
    const { start } = first.span;
    const { end } = second.span;
    result.splice(index - 1, 2, { ...joined, span: { text: text.slice(start, end), start, end } });
    index -= 1;
  }
  return result;
}

const withMeal = (meal: WantedKind['meal']) => (meal ? { meal } : {});

/**
 * "A cocktail at a rooftop", "una copa en una azotea", "ein Bier im Biergarten": a drink, a dish or a
 * sweet said with the kind of room it is had in is one stop, that room, in the person's whole words;
 * the drink is not a bar of its own beside it.
 */
export function servedWhereSaid(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  return joinNeighbours(wanted, text, (thing, room) => {
    const outside = OPEN_AIR.has(room.kind);
    if (!servingOf(thing) || room.open || !(ROOM_FAMILIES.has(familyOf(room.kind)) || outside)) return null;
    // The setting's own words may open with the "in": "am Hafen", "by the river".
    const link = outside ? leadingLink(room.span.text, language) : '';
    if (!inWordBetween(`${text.slice(thing.span.end, room.span.start)} ${link}`, language, outside))
      return null;
    // Had outside, it is still what is served: a fish sandwich at the harbour is a street-food stop.
    return { kind: outside ? thing.kind : room.kind, ...withMeal(thing.meal ?? room.meal) };
  });
}

/** The things done outdoors somewhere: a swim, a bike ride, a boat trip, a picnic. */
const DONE_OUTSIDE = new Set<Family>(['active', 'water', 'picnic']);
/** Where such a thing is done: "on the lake", "along the river", "am Strand", "in the park". */
const SETTINGS = new Set<KindId>([...OPEN_AIR, 'park']);

/** The small word that makes a setting the head of a name: "lago di Como", "lake of Geneva", "lac d'Annecy". */
const NAME_LINK = /^\s*(?:di|de|del|della|do|da|dos|das|of|von|d['’])(?=\s|\p{L})/iu;

/**
 * "Kayaking on the lake", "Schwimmen im See", "a bike ride along the river": a thing done said with
 * where it is done is one stop, that thing, in the person's whole words; the lake is not a walk of its
 * own beside it.
 */
export function doneWhereSaid(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  return joinNeighbours(wanted, text, (thing, setting) => {
    if (thing.open || !DONE_OUTSIDE.has(familyOf(thing.kind)) || !SETTINGS.has(setting.kind)) return null;
    // "sul lago di Como": a setting that heads a name is the named place's, read with it later.
    if (NAME_LINK.test(text.slice(setting.span.end))) return null;
    const link = leadingLink(setting.span.text, language);
    return inWordBetween(`${text.slice(thing.span.end, setting.span.start)} ${link}`, language, true)
      ? thing
      : null;
  });
}

/** Words that say what a room is gone to for: "a café for a croissant", "ins Café auf ein Stück Kuchen". */
const FOR_WORDS = new Set(['for', 'auf', 'fur', 'por', 'para', 'pra', 'pour', 'per']);
/** The rooms a thing is gone to for: a café, a bakery, a bar, a restaurant, a pâtisserie. */
const ROOMS_GONE_TO = new Set(['coffee', ...ROOM_FAMILIES]);

/**
 * "A café for a croissant", "una chocolatería por unos churros", "ins Café auf ein Stück Kuchen": a
 * room said with what it is gone to for is one stop, that room, holding the thing in the person's
 * words; the croissant is not a bakery of its own after the café.
 */
export function servedForSaid(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  return joinNeighbours(wanted, text, (room, thing) =>
    !room.open &&
    ROOMS_GONE_TO.has(familyOf(room.kind)) &&
    servingOf(thing) &&
    forWordBetween(text.slice(room.span.end, thing.span.start), language)
      ? { kind: room.kind, ...withMeal(room.meal ?? thing.meal) }
      : null,
  );
}

/** A "for" (or "a por"), then only articles: the words between a room and what it is gone to for. */
function forWordBetween(between: string, language: Language): boolean {
  if (/[,.;:!?()\n]/.test(between)) return false;
  const words = fold(between).split(/\s+/).filter(Boolean);
  const at = words.findIndex((word) => FOR_WORDS.has(word));
  const { isLead } = wordClassesOf(language);
  // Spanish goes "a por" something: the "a" before the "for" is part of it.
  const before = words.slice(0, Math.max(0, at));
  return at >= 0 && before.every((word) => word === 'a') && words.slice(at + 1).every(isLead);
}

/** The small words a setting's own span opens with ("am", "by the"), which link it to what is had there. */
function leadingLink(words: string, language: Language): string {
  const { isLead } = wordClassesOf(language);
  const parts = words.split(/\s+/).slice(0, -1);
  const linking = (part: string) => IN_WORDS.has(fold(part)) || BESIDE.has(fold(part)) || isLead(fold(part));
  const end = parts.findIndex((part) => !linking(part));
  return (end < 0 ? parts : parts.slice(0, end)).join(' ');
}
