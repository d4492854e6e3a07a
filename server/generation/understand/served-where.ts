import { familyOf } from '../kinds/kind-ids';
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

/** Whether the words between two things say the first is had in the second: an "in", then only articles. */
export function inWordBetween(between: string, language: Language): boolean {
  if (/[,.;:!?()\n]/.test(between)) return false;
  const [first, ...rest] = fold(between).split(/\s+/).filter(Boolean);
  return Boolean(first && IN_WORDS.has(first) && rest.every(wordClassesOf(language).isLead));
}

/**
 * "A cocktail at a rooftop", "una copa en una azotea", "ein Bier im Biergarten": a drink, a dish or a
 * sweet said with the kind of room it is had in is one stop, that room, in the person's whole words;
 * the drink is not a bar of its own beside it.
 */
export function servedWhereSaid(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  const result = [...wanted].sort((a, b) => a.span.start - b.span.start);
  for (let index = 1; index < result.length; index += 1) {
    const thing = result[index - 1] as WantedKind;
    const room = result[index] as WantedKind;
    if (!servingOf(thing) || room.open || !ROOM_FAMILIES.has(familyOf(room.kind))) continue;
    if (room.span.start < thing.span.end) continue;
    if (!inWordBetween(text.slice(thing.span.end, room.span.start), language)) continue;
    const end = room.span.end;
    const meal = thing.meal ?? room.meal;
    result.splice(index - 1, 2, {
      kind: room.kind,
      span: { text: text.slice(thing.span.start, end), start: thing.span.start, end },
      ...(meal ? { meal } : {}),
    });
    index -= 1;
  }
  return result;
}
