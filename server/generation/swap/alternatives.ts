import { checkDraft, type Violation } from '../check/check';
import {
  areaOfLandmark,
  chooseLandmark,
  isAfterDark,
  landmarkRulesOf,
  SUNSET_KINDS,
} from '../compose/landmarks';
import { legBetween, sameArea } from '../compose/areas';
import { localCost } from '../compose/costs';
import { LOCAL_DINNER, LOCAL_LUNCH } from '../compose/fillers';
import { Random } from '../compose/random';
import { exclusionsOf, isAllowed } from '../compose/selection';
import type { Draft, DraftStop } from '../draft';
import { impliedLevel } from '../ground/ground';
import { KIND_CATALOG } from '../kinds/catalog';
import { FAMILIES, familyOf, type KindId } from '../kinds/kind-ids';
import type { Area } from '../world/gazetteer-types';
import { landmarksIn } from '../world/landmarks/all-landmarks';

/** One way to replace a stop: the whole draft with that stop changed and the later stops re-timed. */
export interface StopAlternative {
  /** Stable for the same plan and stop, so a choice made from a list can be found again. */
  id: string;
  draft: Draft;
  /** Indexes of the later stops whose times moved. */
  retimed: number[];
}

/** Kinds that can hold a golden-hour stop: those facing the sky, and walks that pass such places. */
const SUNSET_FRIENDLY: KindId[] = [...SUNSET_KINDS, 'walk', 'old_town_walk', 'park'];

/** Meals stand in for meals of the same time of day; other stops for stops of their family. */
function siblingKinds(kind: KindId): KindId[] {
  const meal = KIND_CATALOG[kind].meal;
  if (meal || familyOf(kind) === 'street_food') {
    const sameMeal = (candidate: KindId) => {
      const other = KIND_CATALOG[candidate].meal;
      return other === meal || other === 'any' || (meal === 'any' && other === 'dinner');
    };
    return [...FAMILIES.meal, ...FAMILIES.street_food].filter(
      (candidate) => candidate !== kind && sameMeal(candidate),
    );
  }
  return FAMILIES[familyOf(kind)].filter((candidate) => candidate !== kind);
}

const areaNamed = (draft: Draft, name: string | null): Area | null =>
  name === null ? null : (draft.grounded.areas.find((area) => sameArea(area.name, name)) ?? null);

/** Where a stop is, for travel times: its curated area, or its landmark's coordinates. */
function placeOf(draft: Draft, stop: DraftStop): Area | null {
  const area = areaNamed(draft, stop.area);
  if (area) return area;
  if (stop.landmark && stop.placeName && draft.grounded.curatedName && draft.grounded.country) {
    const landmark = landmarksIn(draft.grounded.curatedName, draft.grounded.country).find(
      (candidate) => candidate.name === stop.placeName,
    );
    if (landmark) return areaOfLandmark(landmark, draft.grounded.areas);
  }
  return null;
}

const isOpen = (kind: KindId, start: number, end: number) => {
  const [open, close] = KIND_CATALOG[kind].hours;
  return start >= open - 5 && end <= close + 15;
};

/** Kinds named for a moment of the day fit only that moment. */
const fitsMoment = (kind: KindId, stop: DraftStop) =>
  kind === 'sunrise' ? stop.start < 540 : kind === 'sunset_spot' ? stop.atSunset : true;

const sameViolation = (a: Violation, b: Violation) => a.rule === b.rule && a.detail === b.detail;

/**
 * Re-times the stops after `index` once the stop at `index` has changed: each later stop keeps its
 * time unless the one before now ends too late for it, and then moves by just enough.
 */
function retime(draft: Draft, stops: DraftStop[], index: number, old: DraftStop): number[] {
  const moved: number[] = [];
  const samePlace = (stop: DraftStop) => stop.area === old.area && !stop.landmark && !old.landmark;
  const late = (stop: DraftStop) => stop.start >= 1260;
  const stepFree = draft.request.constraints.includes('step_free');
  for (let position = index; position < stops.length; position += 1) {
    const stop = stops[position] as DraftStop;
    const previous = stops[position - 1];
    if (!previous) continue;
    // Travel times come from the places, so they are seeded by the pair rather than by the plan.
    const random = new Random(
      `${draft.seed}:leg:${previous.placeName ?? previous.area}:${stop.placeName ?? stop.area}`,
    );
    // Legs that neither start nor end somewhere new keep their time.
    const unchangedLeg = position > index + 1 || samePlace(stops[index] as DraftStop);
    const leg = unchangedLeg
      ? { minutes: stop.travelMinutes, mode: stop.mode }
      : legBetween(placeOf(draft, previous), placeOf(draft, stop), { late: late(stop), stepFree }, random);
    const earliest = previous.end + leg.minutes;
    const length = stop.end - stop.start;
    const start = position === index ? earliest : Math.max(stop.start, earliest);
    const end = position === index ? Math.max(stop.end, start + Math.min(length, 45)) : start + length;
    if (position > index && (start !== stop.start || end !== stop.end)) moved.push(position);
    stops[position] = { ...stop, travelMinutes: leg.minutes, mode: leg.mode, start, end };
  }
  return moved;
}

/**
 * Up to `limit` replacements for one stop that keep the rest of the plan: another landmark of the
 * same kind, or another kind of the same family (a meal for a meal), open at that time, allowed by
 * the request's constraints, and passing every check the original plan passed. Each differs from the
 * stop and from the others in its kind or its place; fewer than asked for is said by the app.
 */
export function stopAlternatives(draft: Draft, index: number, limit = 3): StopAlternative[] {
  const old = draft.stops[index];
  if (!old) return [];
  const { grounded, request } = draft;
  const random = new Random(`${draft.seed}:swap:${index}`);
  const exclusions = exclusionsOf(request);
  const level = impliedLevel(grounded);
  const used = new Set(draft.stops.map((stop) => stop.placeName).filter((name): name is string => !!name));
  const usedKinds = new Set(draft.stops.map((stop) => stop.kind));
  const landmarks =
    grounded.curatedName && grounded.country ? landmarksIn(grounded.curatedName, grounded.country) : [];
  const landmarkOptions: DraftStop[] = [];
  const chosen = new Set(used);
  for (let attempt = 0; attempt < limit; attempt += 1) {
    const landmark = chooseLandmark(
      old.kind,
      landmarks,
      placeOf(draft, old),
      {
        ...landmarkRulesOf(request),
        atSunset: old.atSunset,
        afterDark: isAfterDark(old.start),
        thrifty: level === 'budget' || grounded.budgetTotalLocal !== null,
        used: chosen,
      },
      random,
    );
    if (!landmark) break;
    chosen.add(landmark.name);
    landmarkOptions.push({
      ...old,
      placeName: landmark.name,
      landmark: true,
      area: areaOfLandmark(landmark, grounded.areas).name,
      cost: localCost(old.kind, level, grounded),
    });
  }

  const oldArea = areaNamed(draft, old.area);
  // A meal is first offered what the place is known for ("a bistro" in Paris), then anything else.
  const meal = KIND_CATALOG[old.kind].meal;
  const local = grounded.country
    ? ((meal === 'lunch' ? LOCAL_LUNCH : LOCAL_DINNER)[grounded.country] ?? [])
    : [];
  const siblings = random.shuffleCopy(siblingKinds(old.kind));
  const kindOptions: DraftStop[] = [
    ...siblings.filter((kind) => local.includes(kind)),
    ...siblings.filter((kind) => !local.includes(kind)),
  ]
    .filter(
      (kind) =>
        !usedKinds.has(kind) &&
        isAllowed(kind, exclusions) &&
        isOpen(kind, old.start, old.end) &&
        fitsMoment(kind, old) &&
        (!old.atSunset || SUNSET_FRIENDLY.includes(kind)),
    )
    .map((kind) => ({
      ...old,
      kind,
      placeName: null,
      landmark: false,
      area: oldArea?.name ?? old.area,
      cost: localCost(kind, level, grounded),
      requested: old.requested && !old.placeName,
    }));

  // A landmark stop is first offered other landmarks; a kind of place, other kinds first. The same
  // kind of place in another neighbourhood is not offered: it reads as the same stop renamed.
  const ordered = old.landmark
    ? [...landmarkOptions, ...kindOptions]
    : interleave(kindOptions, landmarkOptions);
  const before = checkDraft(draft);
  const alternatives: StopAlternative[] = [];
  const offered = new Set([choiceOf(old)]);
  for (const candidate of ordered) {
    if (alternatives.length >= limit) break;
    if (offered.has(choiceOf(candidate))) continue;
    const stops = [...draft.stops];
    stops[index] = candidate;
    const retimed = retime(draft, stops, index, old);
    const changed: Draft = { ...draft, stops };
    const added = checkDraft(changed).filter(
      (violation) => !before.some((known) => sameViolation(known, violation)),
    );
    if (added.length) continue;
    offered.add(choiceOf(candidate));
    alternatives.push({
      id: [candidate.kind, candidate.placeName ?? '', candidate.area ?? ''].join('|'),
      draft: changed,
      retimed,
    });
  }
  return alternatives;
}

/** What makes a choice real: another kind of stop, or another named place. */
const choiceOf = (stop: DraftStop) => `${stop.kind}|${stop.placeName ?? ''}`;

function interleave<T>(first: T[], second: T[]): T[] {
  const result: T[] = [];
  for (let position = 0; position < Math.max(first.length, second.length); position += 1) {
    if (position < first.length) result.push(first[position] as T);
    if (position < second.length) result.push(second[position] as T);
  }
  return result;
}
