import { familyOf } from '../kinds/kind-ids';
import type { WishDayPart } from '../request';
import type { Composition } from './composition';
import { FAMILY_TIME, mealAnchor } from './natural-times';
import { findLastIndex, isMeal, mealOf, openingMealOf, type Candidate } from './stop-candidate';
import { saidOrder } from './said-after';
import type { Frame } from './time-window';
import { fiveMinutes } from './five-minutes';

/** A stop's fixed time, if it has one (a meal at local meal time, a golden-hour stop at sunset). */
export type AnchorOf = (candidate: Candidate) => number | null;

export function anchorsFor({ request, grounded, candidates }: Composition, frame: Frame): AnchorOf {
  const time = request.time;
  const sunset = grounded.sunset;
  // In a short window the person set, meals happen when they can, not at the local hour.
  const tightWindow = time.start !== null && time.end !== null && time.end - time.start <= 180;
  const lastMention = lastMentionOf(candidates, () => true);
  const lastSetMeal = lastMentionOf(candidates, (candidate) => SET_HOURS.has(mealOf(candidate) ?? ''));
  return (candidate) => {
    if (candidate.atSunset && sunset !== null)
      return fiveMinutes(sunset - candidate.minutes * 0.6, Math.floor);
    // A bite had where the person put it, unless they said its part of the day ("pastéis le matin").
    if (tightWindow || (!candidate.dayPart && saidAsABite(candidate, lastMention, lastSetMeal))) return null;
    const anchor =
      saidFoodAnchor(candidate, grounded.meals.dinner, frame) ??
      mealAnchor(candidate, grounded, frame.windowStart, frame.windowEnd) ??
      partAnchor(candidate, frame);
    // A meal ends inside the frame: in a morning that runs to half past twelve, lunch comes early.
    return anchor === null
      ? null
      : Math.min(anchor - (candidate.earlier ?? 0), frame.latestEnd - candidate.minutes);
  };
}

/** When a thing said for a part of the day begins in it: the morning's class at ten, mezcal at three. */
const PART_STARTS: Record<WishDayPart, number> = { morning: 600, afternoon: 900, evening: 1140, night: 1320 };

/** A wish said for its own part of the day begins then, inside the frame. */
function partAnchor(candidate: Candidate, frame: Frame): number | null {
  if (!candidate.dayPart) return null;
  return Math.max(frame.windowStart, PART_STARTS[candidate.dayPart]);
}

/**
 * Food of no set hour said for a part of the day is had then: "carbonara in the evening" is dinner at
 * the dinner hour, not lunch because the day's frame also holds a lunch.
 */
function saidFoodAnchor(candidate: Candidate, dinner: number, frame: Frame): number | null {
  if (!candidate.dayPart || mealOf(candidate) !== 'any') return null;
  return candidate.dayPart === 'evening' || candidate.dayPart === 'night'
    ? Math.max(dinner, PART_STARTS[candidate.dayPart])
    : partAnchor(candidate, frame);
}

const SET_HOURS = new Set(['breakfast', 'brunch', 'lunch', 'dinner']);

const lastMentionOf = (candidates: Candidate[], which: (candidate: Candidate) => boolean) =>
  Math.max(-1, ...candidates.filter(which).map((candidate) => candidate.mention ?? -1));

/**
 * Food of no set hour said before something else is a bite had where the person put it, not a
 * dinner that waits for the dinner hour and pushes the rest before it: street food before anything
 * ("Fischbrötchen, dann eine Hafenrundfahrt"), any such food before a meal that has its hour
 * ("tapas in Triana and then dinner").
 */
function saidAsABite(candidate: Candidate, lastMention: number, lastSetMeal: number): boolean {
  if (candidate.mention === undefined || mealOf(candidate) !== 'any') return false;
  const before = familyOf(candidate.kind) === 'street_food' ? lastMention : lastSetMeal;
  return candidate.mention < before;
}

/**
 * Orders the stops by each one's natural time. Asked-for stops keep the order the person gave them
 * ("dinner, then flamenco") unless a fixed time says otherwise; everything else goes where it
 * naturally falls in the day.
 */
export function orderStops({ candidates, request }: Composition, anchorOf: AnchorOf): void {
  const keys = new Map<Candidate, number>();
  let previousKey = -Infinity;
  const said = saidOrder(candidates, request.text);
  for (const candidate of [...said.keys()].sort((a, b) => (said.get(a) ?? 0) - (said.get(b) ?? 0))) {
    const anchor = anchorOf(candidate);
    const key = anchor ?? Math.max(FAMILY_TIME[familyOf(candidate.kind)], previousKey + 1);
    keys.set(candidate, key);
    previousKey = key;
  }
  keepSaidOrderBeforeFixedTimes(keys, anchorOf);
  // A day told from its brunch or lunch opens with it: no stop they did not ask for comes before.
  const openingMeal = openingMealOf(candidates);
  const opening = openingMeal ? anchorOf(openingMeal) : null;
  const orderKey = (candidate: Candidate) =>
    keys.get(candidate) ??
    Math.max(
      anchorOf(candidate) ?? FAMILY_TIME[familyOf(candidate.kind)],
      opening === null ? -Infinity : opening + 1,
    );
  candidates.sort((a, b) => orderKey(a) - orderKey(b));
  sweetsAfterDinner(candidates, orderKey);
}

/**
 * "Aperitivo and dinner", "drinks, then the show": a stop the person put before one with a fixed
 * time, that has no fixed time of its own, comes just before it rather than at its family's usual
 * hour after it. (The map keeps the order in which the person mentioned the stops.)
 */
const EVENING = 1020;

function keepSaidOrderBeforeFixedTimes(keys: Map<Candidate, number>, anchorOf: AnchorOf): void {
  const said = [...keys.keys()];
  const pulled = new Set<Candidate>();
  for (let index = said.length - 2; index >= 0; index -= 1) {
    const candidate = said[index] as Candidate;
    const following = said[index + 1] as Candidate;
    const next = keys.get(following) as number;
    // Before an evening's fixed time, or a daytime meal's ("a museum, then lunch"), or before what
    // was itself drawn before one: the meal keeps its hour and the morning leads up to it. A sunset's
    // hour is the sky's, kept as it was.
    // A dish of no set hour that was given one ("…, then ramen" at lunch) is as fixed as a lunch.
    const fixedMeal =
      SET_HOURS.has(mealOf(following) ?? '') || (isMeal(following.kind) && anchorOf(following) !== null);
    const beforeMeal = next >= EVENING || pulled.has(following) || (fixedMeal && !following.atSunset);
    if (anchorOf(candidate) === null && beforeMeal && (keys.get(candidate) as number) >= next) {
      keys.set(candidate, next - 1);
      pulled.add(candidate);
    }
  }
}

/** Dessert comes after dinner, unless the person asked for it where it is. */
function sweetsAfterDinner(candidates: Candidate[], orderKey: (candidate: Candidate) => number): void {
  const dinner = findLastIndex(
    candidates,
    (candidate) => mealOf(candidate) === 'dinner' || (isMeal(candidate.kind) && orderKey(candidate) >= 1020),
  );
  if (dinner < 0) return;
  const early = candidates.filter(
    (candidate, index) => index < dinner && !candidate.requested && familyOf(candidate.kind) === 'sweet',
  );
  const dinnerStop = candidates[dinner] as Candidate;
  for (const sweet of early) candidates.splice(candidates.indexOf(sweet), 1);
  candidates.splice(candidates.indexOf(dinnerStop) + 1, 0, ...early);
}
