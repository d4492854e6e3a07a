import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type KindId } from '../kinds/kind-ids';
import type { Language, WantedKind } from '../request';
import { isDishKind } from './meal-dishes';
import { AND_WORDS } from './list-words';
import { fold } from './text';
import { wordClassesOf } from './wishes';

/** How a thing is had at table: a dish, a sweet, or a drink. */
type Serving = 'dish' | 'sweet' | 'drink';

/** Words that serve one thing with another: "café con churros", "fernet con coca", "injera with shiro". */
const WITH_WORDS = new Set(['con', 'com', 'with', 'avec', 'mit']);

/**
 * Words that say when or that, not what: "dinner and a show" is two stops, "dinner and drinks" too,
 * and "café y algo dulce" a café, then somewhere sweet.
 */
const VAGUE_KINDS = new Set<KindId>(['dinner', 'lunch', 'restaurant', 'breakfast', 'brunch', 'dessert']);

/** Drinks of a café: the cup beside the cake. */
const CAFE_DRINKS = new Set<KindId>(['cafe', 'specialty_coffee', 'tea_house', 'bubble_tea']);

/** A café's drink said in one word ("tea", "café"): in more it is the room ("salon de thé", "tea room"). */
const isCafeDrink = (entry: WantedKind) => CAFE_DRINKS.has(entry.kind) && !/\s/.test(entry.span.text.trim());

export function servingOf(entry: WantedKind): Serving | null {
  if (entry.open === 'drink') return 'drink';
  if (entry.open === 'eat') return 'dish';
  if (entry.open) return null;
  const family = familyOf(entry.kind);
  if (VAGUE_KINDS.has(entry.kind) || (CAFE_DRINKS.has(entry.kind) && !isCafeDrink(entry))) return null;
  if (family === 'drinks' || CAFE_DRINKS.has(entry.kind)) return 'drink';
  if (family === 'sweet' || entry.kind === 'bakery') return 'sweet';
  return isDishKind(entry.kind) || KIND_CATALOG[entry.kind].meal ? 'dish' : null;
}

/** A main dish beside a sweet is a meal, then dessert ("pizza and gelato"): two stops. */
const servedTogether = (a: Serving, b: Serving) =>
  !(a === 'dish' && b === 'sweet') && !(a === 'sweet' && b === 'dish');

/** Which of two things served together says where to have them: the dish, else the sweet, else the drink. */
const RANK: Record<Serving, number> = { dish: 0, sweet: 1, drink: 2 };

/** The serving word that alone, with the small words before a thing, stands between two spans. */
export function servingWordBetween(between: string, language: Language): 'and' | 'with' | null {
  if (/[,.;:!?()\n]/.test(between)) return null;
  const [first, ...rest] = fold(between).split(/\s+/).filter(Boolean);
  if (!first || !rest.every(wordClassesOf(language).isLead)) return null;
  return AND_WORDS.has(first) ? 'and' : WITH_WORDS.has(first) ? 'with' : null;
}

/** A drink with a bar of its own ("mezcal", "wine"), not a café's cup. */
const isBarDrink = (entry: WantedKind, serving: Serving) => serving === 'drink' && !isCafeDrink(entry);

/** Whether two things are had at one table: "tacos y mezcal" is a taquería, then a mezcalería. */
function sharedTable(first: WantedKind, second: WantedKind, text: string, language: Language): boolean {
  const a = servingOf(first);
  const b = servingOf(second);
  if (!a || !b) return false;
  if (second.span.start < first.span.end) return true;
  const word = servingWordBetween(text.slice(first.span.end, second.span.start), language);
  if (!word || !servedTogether(a, b)) return false;
  return word === 'with' || !(isBarDrink(first, a) || isBarDrink(second, b));
}

/**
 * "Kaffee und Sachertorte", "un café con churros", "shrimp and grits", "ciceri e tria": a dish or a
 * sweet said with its drink or its side is one thing had at one table, in the person's whole words,
 * hosted by the kind that serves the more filling of the two; neither is a stop of its own. A thing
 * whose words another's already hold ("açaí com peixe frito" and "peixe") joins it the same way.
 */
export function servedTogetherAsOne(wanted: WantedKind[], text: string, language: Language): WantedKind[] {
  const result = wanted.map((entry) => ({ ...entry }));
  result.sort((a, b) => a.span.start - b.span.start);
  for (let index = 1; index < result.length; index += 1) {
    const first = result[index - 1] as WantedKind;
    const second = result[index] as WantedKind;
    if (!sharedTable(first, second, text, language)) continue;
    const a = servingOf(first) as Serving;
    const b = servingOf(second) as Serving;
    const host = RANK[a] <= RANK[b] && !(first.open && !second.open && a === b) ? first : second;
    const end = Math.max(first.span.end, second.span.end);
    const meal = first.meal ?? second.meal;
    const merged: WantedKind = {
      kind: host.kind,
      span: { text: text.slice(first.span.start, end), start: first.span.start, end },
      ...(host.open ? { open: host.open } : {}),
      ...(meal ? { meal } : {}),
    };
    result.splice(index - 1, 2, merged);
    index -= 1;
  }
  return result;
}
