import type { Draft, DraftStop, Finding } from '../draft';
import { impliedLevel } from '../ground/ground';
import type { Grounded } from '../ground/grounded';
import { KIND_CATALOG } from '../kinds/catalog';
import { FAMILIES, familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { BudgetLevel, DayPart, Span } from '../request';
import { kindOfNamedPlace } from '../understand/named-places';
import type { Area } from '../world/gazetteer-types';
import { assignAreas, legBetween, sameArea } from './areas';
import { localCost } from './costs';
import {
  areaOfLandmark,
  chooseLandmark,
  findLandmarkByName,
  isAfterDark,
  landmarkRulesOf,
} from './landmarks';
import { institutionFor } from '../world/institutions/institutions';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { DAY_PART_FILLERS, LOCAL_DINNER, LOCAL_LUNCH, MOOD_FILLERS } from './fillers';
import { Random, seedOf } from './random';
import {
  alternativeFor,
  exclusionsOf,
  GENERIC_MEALS,
  isAllowed,
  isNamedOutdoor,
  WALK_WISHES,
} from './selection';

/** When in the day each family naturally happens, to order stops that have no fixed time. */
const FAMILY_TIME: Record<Family, number> = {
  coffee: 600,
  active: 630,
  shopping: 660,
  picnic: 780,
  culture: 840,
  class: 900,
  wellness: 900,
  attraction: 900,
  tasting: 960,
  water: 960,
  walk: 1020,
  street_food: 1140,
  meal: 1140,
  stage: 1200,
  screen: 1230,
  play: 1260,
  music: 1290,
  sweet: 1320,
  drinks: 1350,
  stars: 1380,
  dance: 1410,
};

const FREE_FILLERS: KindId[] = ['old_town_walk', 'park', 'viewpoint', 'street_art', 'riverside_walk', 'walk'];

interface Candidate {
  kind: KindId;
  placeName: string | null;
  requested: boolean;
  atSunset: boolean;
  /** Asked to be at sunset ("a walk at sunset"). */
  wantsSunset?: boolean;
  /** Where the stop is when it is a known place. */
  fixedArea?: Area;
  /** A catalog landmark chosen by the planner. */
  landmark?: boolean;
  /** A named place the catalog does not know: its neighbourhood is not claimed. */
  unknownArea?: boolean;
  /** Where the person mentioned it, to keep their order ("dinner, then flamenco"). */
  mention?: number;
  /** The person's own words for it (see DraftStop.wish). */
  wish?: string;
  minutes: number;
}

interface Timed extends Candidate {
  start: number;
  end: number;
  travel: number;
  mode: 'walk' | 'transit' | 'taxi';
  area: Area | null;
}

function defaultStart(dayPart: DayPart | null, grounded: Grounded): number {
  const { meals } = grounded;
  switch (dayPart) {
    case 'morning':
      return Math.max(540, meals.breakfast);
    case 'afternoon':
      return Math.max(840, meals.lunch + 90);
    case 'night':
      return Math.max(1230, meals.dinner);
    case 'all_day':
      return 600;
    default:
      return meals.dinner - 120;
  }
}

function dayPartOf(minutes: number): DayPart {
  if (minutes < 720) return 'morning';
  if (minutes < 1020) return 'afternoon';
  if (minutes < 1260) return 'evening';
  return 'night';
}

/** A meal's natural start at local meal times; other kinds have none. */
function mealAnchor(kind: KindId, grounded: Grounded, windowStart: number, windowEnd: number): number | null {
  const meal = KIND_CATALOG[kind].meal;
  const { meals } = grounded;
  const said = grounded.request.time.mealStart;
  if (said !== undefined && said !== null && (meal === 'dinner' || meal === 'any' || meal === 'lunch'))
    return said;
  if (meal === 'breakfast') return meals.breakfast;
  if (meal === 'brunch') return 660;
  if (meal === 'lunch') return meals.lunch;
  if (meal === 'dinner') return meals.dinner;
  if (meal === 'any') {
    if (meals.dinner >= windowStart - 30 && meals.dinner <= windowEnd - 60) return meals.dinner;
    if (meals.lunch >= windowStart - 30 && meals.lunch <= windowEnd - 60) return meals.lunch;
  }
  return null;
}

const isMeal = (kind: KindId) => Boolean(KIND_CATALOG[kind].meal) || familyOf(kind) === 'street_food';

export interface ComposeOptions {
  variant?: number;
}

/** Chooses and times the stops for a grounded request; what cannot be honoured becomes a finding. */
export function compose(grounded: Grounded, options: ComposeOptions = {}): Draft {
  const request = grounded.request;
  const random = new Random(seedOf(request.text, options.variant ?? 0));
  const exclusions = exclusionsOf(request);
  // What the person asked for by name yields only to hard rules (no alcohol, step-free…), not to "quiet".
  const requestExclusions = exclusionsOf(request, { hardOnly: true });
  const findings: Finding[] = [];
  const candidates: Candidate[] = [];
  const has = (kind: KindId) => candidates.some((candidate) => candidate.kind === kind);
  const add = (
    candidate: Omit<Candidate, 'minutes' | 'atSunset'> & { atSunset?: boolean; minutes?: number },
  ) => {
    candidates.push({ atSunset: false, minutes: KIND_CATALOG[candidate.kind].minutes, ...candidate });
  };

  // 1. What the person asked for: named places first-class, then kinds, with conflicts resolved.
  // A name we cannot place by its words is taken as a sight; on a rainy day, an indoor one.
  const namedKind = (name: string): KindId => {
    const kind = kindOfNamedPlace(name);
    return kind === 'historic_site' && request.constraints.includes('indoor') ? 'museum' : kind;
  };
  const cityLandmarks =
    grounded.curatedName && grounded.country ? landmarksIn(grounded.curatedName, grounded.country) : [];
  for (const named of request.namedPlaces.filter((place) => !place.isArea)) {
    const known = findLandmarkByName(named.name, cityLandmarks);
    add({
      kind: known?.kind ?? namedKind(named.name),
      placeName: named.name,
      requested: true,
      mention: named.span.start,
      // Where an unknown named place is, we do not know: no neighbourhood is claimed for it.
      ...(known ? { fixedArea: areaOfLandmark(known, grounded.areas) } : { unknownArea: true }),
    });
  }
  // "A walk in Central Park": the named park is the walk.
  const namedOutdoor = candidates.some((candidate) => candidate.placeName && isNamedOutdoor(candidate.kind));
  for (const { kind, span } of request.wanted) {
    if (has(kind)) continue;
    if (namedOutdoor && WALK_WISHES.includes(kind)) continue;
    if (isAllowed(kind, requestExclusions)) {
      add({ kind, placeName: null, requested: true, mention: span.start, wish: span.text });
      continue;
    }
    const instead = alternativeFor(kind, exclusions);
    const reason = exclusions.reason(kind) ?? 'conflicts';
    if (instead && !has(instead)) {
      findings.push({ type: 'kind_replaced', kind, instead, reason });
      add({ kind: instead, placeName: null, requested: true, mention: span.start });
    } else {
      findings.push({ type: 'kind_dropped', kind, reason });
    }
  }
  // Generic "dinner" beside a named cuisine is the same meal.
  const concreteMeals = candidates.filter(
    (candidate) => isMeal(candidate.kind) && !GENERIC_MEALS.includes(candidate.kind),
  );
  if (concreteMeals.length) {
    for (const generic of ['dinner', 'restaurant'] as KindId[]) {
      const index = candidates.findIndex((candidate) => candidate.kind === generic);
      if (index >= 0 && concreteMeals.some((meal) => KIND_CATALOG[meal.kind].meal !== 'lunch'))
        candidates.splice(index, 1);
    }
  }

  // "A walk at sunset" is one stop: the walk, timed for the sunset. So is "sunset at Sacré-Cœur": a
  // place named right beside the sunset is where to watch it.
  const sunsetIndex = candidates.findIndex(
    (candidate) => candidate.kind === 'sunset_spot' && !candidate.placeName,
  );
  const sunsetWish = request.wanted.find((wish) => wish.kind === 'sunset_spot');
  const namedBeside = sunsetWish
    ? request.namedPlaces.find(
        (named) =>
          !named.isArea && besideEachOther(request.text, named.span, sunsetWish.span, SUNSET_PLACE_GAP),
      )
    : undefined;
  const sunsetHost =
    candidates.find((candidate) => namedBeside && candidate.placeName === namedBeside.name) ??
    candidates.find(
      (candidate, index) =>
        index !== sunsetIndex &&
        (familyOf(candidate.kind) === 'walk' || KIND_CATALOG[candidate.kind].tags.includes('sunset')),
    );
  if (sunsetHost && (sunsetIndex >= 0 || namedBeside)) {
    if (sunsetIndex >= 0) candidates.splice(sunsetIndex, 1);
    sunsetHost.wantsSunset = true;
  }

  // 2. The window.
  const time = request.time;
  const level: BudgetLevel = impliedLevel(grounded);
  const wantsSunset = candidates.some(
    (candidate) => candidate.kind === 'sunset_spot' || candidate.wantsSunset,
  );
  let dayPart: DayPart | null = time.dayPart;
  // "Lunch, then a sunset walk": the sunset ends the day, it does not make the whole date an evening.
  const daytimeMeal = candidates.some((candidate) =>
    ['breakfast', 'brunch', 'lunch'].includes(KIND_CATALOG[candidate.kind].meal ?? ''),
  );
  if (dayPart === 'evening' && wantsSunset && daytimeMeal && time.start === null && time.end === null)
    dayPart = null;
  if (!dayPart && time.start !== null) dayPart = dayPartOf(time.start);
  if (!dayPart && wantsSunset && !daytimeMeal) dayPart = 'evening';
  if (!dayPart && candidates.length) {
    // A named dinner makes it an evening; otherwise the earliest thing asked for sets the time of day.
    const meals = candidates.map((candidate) => KIND_CATALOG[candidate.kind].meal).filter(Boolean);
    const earliest = Math.min(
      ...candidates.map(
        (candidate) => mealAnchor(candidate.kind, grounded, 0, 1440) ?? FAMILY_TIME[familyOf(candidate.kind)],
      ),
    );
    if (meals.includes('dinner')) dayPart = null;
    else if (meals.includes('lunch') && earliest >= 600) dayPart = 'afternoon';
    else dayPart = earliest < 690 ? 'morning' : earliest < 960 ? 'afternoon' : null;
  }
  let length = time.lengthMinutes ?? (dayPart === 'all_day' ? 600 : 240);
  let windowStart = time.start ?? (time.end !== null ? time.end - length : defaultStart(dayPart, grounded));
  // A sunset date starts a little before the sun goes down, unless the person said when.
  if (time.start === null && time.end === null && wantsSunset && grounded.sunset !== null) {
    windowStart = Math.min(windowStart, grounded.sunset - 60);
  }
  let windowEnd = time.end ?? windowStart + length;
  // Without a stated end the date may run on past the nominal length, but not past a sensible hour.
  const LATEST: Record<DayPart, number> = {
    morning: 780,
    afternoon: 1290,
    evening: 1530,
    night: 1620,
    all_day: 1530,
  };
  // Only a time of day the person said bounds the end; a meal they asked for may stretch it.
  const askedMeals = candidates
    .filter((candidate) => candidate.requested && KIND_CATALOG[candidate.kind].meal)
    .map(
      (candidate) =>
        (mealAnchor(candidate.kind, grounded, 0, 1440) ?? 0) + KIND_CATALOG[candidate.kind].minutes + 30,
    );
  const latestEnd = time.end ?? Math.max(time.dayPart ? LATEST[time.dayPart] : LATEST.evening, ...askedMeals);
  const maxLength =
    time.lengthMinutes ??
    (time.end !== null && time.start !== null ? time.end - time.start : dayPart === 'all_day' ? 780 : 480);
  if (time.start !== null && time.end !== null) length = time.end - time.start;
  const hardEnd = time.end !== null;
  const hardStart = time.start !== null;
  if (time.hard && windowEnd - windowStart < 45) findings.push({ type: 'short_window' });

  // 3. Sunset: placed around the real local sunset, or said plainly why not.
  const sunset = grounded.sunset;
  // Asked-for golden hour stretches a loose window to reach it ("ceviche at noon and the sunset").
  if (wantsSunset && sunset !== null && !hardEnd && sunset + 30 > windowEnd) windowEnd = sunset + 60;
  const sunsetFits =
    sunset !== null && sunset - 40 >= windowStart - (hardStart ? 0 : 90) && sunset + 10 <= windowEnd;
  for (const candidate of candidates) {
    if (candidate.wantsSunset) {
      if (sunsetFits) candidate.atSunset = true;
      else if (sunset !== null) findings.push({ type: 'sunset_outside', sunset });
      continue;
    }
    if (!KIND_CATALOG[candidate.kind].tags.includes('sunset')) continue;
    if (candidate.kind === 'sunset_spot' && !sunsetFits) {
      if (sunset !== null) findings.push({ type: 'sunset_outside', sunset });
      candidate.kind = isAllowed('viewpoint', exclusions) ? 'viewpoint' : candidate.kind;
      continue;
    }
    if (sunsetFits && !candidates.some((other) => other.atSunset)) candidate.atSunset = true;
  }

  // 4. A meal at local meal time when the window covers one and none was asked for.
  const wantsMeal = candidates.some((candidate) => isMeal(candidate.kind));
  const country = grounded.country ?? 'US';
  const coversDinner =
    grounded.meals.dinner >= windowStart - 30 && grounded.meals.dinner + 75 <= windowEnd + 15;
  const coversLunch = grounded.meals.lunch >= windowStart - 15 && grounded.meals.lunch + 60 <= windowEnd;
  if (!wantsMeal && (coversDinner || coversLunch)) {
    const local = (coversDinner ? LOCAL_DINNER[country] : LOCAL_LUNCH[country]) ?? [];
    const generic: KindId[] = coversDinner ? ['bistro', 'restaurant', 'dinner'] : ['lunch', 'bistro'];
    const options = [...random.shuffleCopy(local), ...generic].filter(
      (kind) => isAllowed(kind, exclusions) && (coversDinner ? KIND_CATALOG[kind].meal !== 'lunch' : true),
    );
    // A vegan or vegetarian couple eats where that is the point of the kitchen, not an afterthought.
    const meal = request.constraints.includes('vegan')
      ? 'vegan_restaurant'
      : request.constraints.includes('vegetarian')
        ? 'vegetarian_restaurant'
        : options[0];
    if (meal) add({ kind: meal, placeName: null, requested: false });
  }

  // 5. Fillers from mood and time of day, until the window is well used.
  const target = Math.max(candidates.length, Math.min(5, Math.max(2, Math.round(length / 80))));
  const usedMinutes = () => candidates.reduce((sum, candidate) => sum + candidate.minutes + 10, 0);
  const groups = [
    ...request.moods.flatMap((mood) => MOOD_FILLERS[mood]),
    ...DAY_PART_FILLERS[dayPart ?? dayPartOf(windowStart)],
  ];
  for (const group of groups) {
    if (candidates.length >= target || usedMinutes() >= length - 30) break;
    const options = random.shuffleCopy(group).filter((kind) => {
      if (has(kind) || !isAllowed(kind, exclusions)) return false;
      const info = KIND_CATALOG[kind];
      if (isMeal(kind) && candidates.some((candidate) => isMeal(candidate.kind))) return false;
      if (candidates.some((candidate) => familyOf(candidate.kind) === familyOf(kind))) return false;
      if (usedMinutes() + info.minutes > length + 30) return false;
      const [open, close] = info.hours;
      // Only what is open at some point of the window.
      return open < windowEnd && close > windowStart + 30;
    });
    const chosen = options[0];
    if (chosen) {
      const atSunset =
        sunsetFits &&
        KIND_CATALOG[chosen].tags.includes('sunset') &&
        !candidates.some((candidate) => candidate.atSunset);
      add({ kind: chosen, placeName: null, requested: false, atSunset });
    }
  }
  if (!candidates.length) {
    const fallback = FREE_FILLERS.find((kind) => isAllowed(kind, exclusions)) ?? 'cafe';
    add({ kind: fallback, placeName: null, requested: false });
  }

  // 6. Order by each stop's natural time, then time them inside the window.
  // In a short window the person set, meals happen when they can, not at the local hour.
  const tightWindow = time.start !== null && time.end !== null && time.end - time.start <= 180;
  const anchorOf = (candidate: Candidate) => {
    if (candidate.atSunset && sunset !== null) return sunset - Math.round(candidate.minutes * 0.6);
    if (tightWindow) return null;
    const meal = mealAnchor(candidate.kind, grounded, windowStart, windowEnd);
    if (meal !== null) return meal;
    return null;
  };
  // Asked-for stops keep the order the person gave them ("dinner, then flamenco") unless a fixed
  // time says otherwise; everything else goes where it naturally falls in the day.
  const keys = new Map<Candidate, number>();
  let previousKey = -Infinity;
  for (const candidate of [...candidates]
    .filter((item) => item.mention !== undefined)
    .sort((a, b) => (a.mention ?? 0) - (b.mention ?? 0))) {
    const anchor = anchorOf(candidate);
    const key = anchor ?? Math.max(FAMILY_TIME[familyOf(candidate.kind)], previousKey + 1);
    keys.set(candidate, key);
    previousKey = key;
  }
  const orderKey = (candidate: Candidate) =>
    keys.get(candidate) ?? anchorOf(candidate) ?? FAMILY_TIME[familyOf(candidate.kind)];
  candidates.sort((a, b) => orderKey(a) - orderKey(b));

  const namedArea = request.namedPlaces.find((place) => place.isArea);
  const curatedNamed = namedArea
    ? grounded.areas.find((area) => sameArea(area.name, namedArea.name))
    : undefined;
  const named: Area | null = namedArea
    ? (curatedNamed ?? {
        name: namedArea.name,
        tags: ['food', 'nightlife', 'arts', 'historic', 'shopping', 'parks', 'views', 'waterfront'],
        lat: 0,
        lon: 0,
      })
    : null;

  const late = windowStart >= 1320;
  const stepFree = request.constraints.includes('step_free');
  const schedule = (list: Candidate[]): Timed[] => {
    const areas = assignAreas(
      list.map((candidate) => candidate.kind),
      grounded.areas,
      named,
      new Random(seedOf(request.text, options.variant ?? 0) + ':areas'),
      list.map((candidate) => candidate.fixedArea ?? null),
    );
    const legRandom = new Random(seedOf(request.text, options.variant ?? 0) + ':legs');
    const legs = list.map((_, index) =>
      index === 0
        ? { minutes: 0, mode: 'walk' as const }
        : legBetween(areas[index - 1] ?? null, areas[index] ?? null, { late, stepFree }, legRandom),
    );
    // Start so the first fixed-time stop lands on time, unless the person fixed the start.
    let start = windowStart;
    if (!hardStart) {
      const firstAnchored = list.findIndex((candidate) => anchorOf(candidate) !== null);
      if (firstAnchored >= 0) {
        let before = 0;
        for (let index = 0; index < firstAnchored; index += 1)
          before += (list[index] as Candidate).minutes + (legs[index + 1]?.minutes ?? 0);
        const fromAnchor = (anchorOf(list[firstAnchored] as Candidate) as number) - before;
        start = hardEnd ? Math.min(fromAnchor, windowStart) : fromAnchor;
        const opens = KIND_CATALOG[(list[0] as Candidate).kind].hours[0];
        start = Math.max(start, opens, 420);
        // A morning stays a morning: the first stop starts near the time of day the person asked for.
        if (dayPart && dayPart !== 'all_day' && time.dayPart)
          start = Math.min(Math.max(start, windowStart - 60), windowStart + 60);
      }
    }
    // A stop that must happen before the first fixed-time one, but closes early (a pastry shop
    // before a late dinner), pulls the start earlier; the wait that opens up is filled later.
    if (!hardStart) {
      let probe = start;
      for (const [index, candidate] of list.entries()) {
        if (anchorOf(candidate) !== null) break;
        probe += legs[index]?.minutes ?? 0;
        const [, close] = KIND_CATALOG[candidate.kind].hours;
        const late = probe + Math.round(candidate.minutes * 0.6) - close;
        if (late > 0) {
          start -= late + 15;
          probe -= late + 15;
        }
        probe += candidate.minutes;
      }
      start = Math.max(start, 420);
    }
    // What must still fit after each stop, so a fixed time never pushes the date past a hard end.
    const after = list.map((_, index) =>
      list
        .slice(index + 1)
        .reduce((sum, next, offset) => sum + next.minutes + (legs[index + 1 + offset]?.minutes ?? 0), 0),
    );
    let clock = start;
    return list.map((candidate, index) => {
      const leg = legs[index] as { minutes: number; mode: 'walk' | 'transit' | 'taxi' };
      clock += leg.minutes;
      const anchor = anchorOf(candidate);
      const [open] = KIND_CATALOG[candidate.kind].hours;
      // Something asked for waits for its doors to open (the gap is filled below); a filler waits a little.
      const patience = candidate.requested ? 420 : 90;
      let begin = Math.max(clock, open > clock && open - clock <= patience ? open : clock);
      // Fixed-time stops (meals, the sunset) wait for their time; the gap before them is filled below.
      if (anchor !== null && anchor > begin) begin = anchor;
      if (hardEnd && begin + candidate.minutes + (after[index] ?? 0) > windowEnd)
        begin = Math.max(clock, windowEnd - candidate.minutes - (after[index] ?? 0));
      const timed: Timed = {
        ...candidate,
        start: begin,
        end: begin + candidate.minutes,
        travel: leg.minutes,
        mode: leg.mode,
        area: areas[index] ?? null,
      };
      clock = timed.end;
      return timed;
    });
  };

  let timed = schedule(candidates);

  // A long wait before a fixed-time stop gets something to do, chosen for that time of day.
  for (let guard = 0; guard < 6; guard += 1) {
    const gapAt = timed.findIndex(
      (stop, index) => index > 0 && stop.start - ((timed[index - 1] as Timed).end + stop.travel) >= 55,
    );
    if (gapAt < 0) break;
    const before = timed[gapAt - 1] as Timed;
    const gapStart = before.end + 10;
    const gapEnd = (timed[gapAt] as Timed).start - 10;
    const gap = gapEnd - gapStart;
    const pool = [
      ...request.moods.flatMap((mood) => MOOD_FILLERS[mood]),
      ...DAY_PART_FILLERS[dayPartOf(gapStart)],
    ].flat();
    // A wait across the local dinner hour becomes dinner, when there is none yet.
    const dinnerInGap =
      !candidates.some((candidate) => isMeal(candidate.kind)) &&
      grounded.meals.dinner >= gapStart - 30 &&
      grounded.meals.dinner + 60 <= gapEnd;
    const localDinners = (LOCAL_DINNER[grounded.country ?? 'US'] ?? []).filter((kind) =>
      isAllowed(kind, exclusions),
    );
    if (dinnerInGap) pool.unshift(...random.shuffleCopy([...localDinners, 'bistro' as KindId]));
    const filler = random
      .shuffleCopy([...new Set(pool)])
      .sort((a, b) => Number(dinnerInGap && isMeal(b)) - Number(dinnerInGap && isMeal(a)))
      .find((kind) => {
        if (has(kind) || !isAllowed(kind, exclusions) || (isMeal(kind) && !dinnerInGap)) return false;
        if (candidates.some((candidate) => familyOf(candidate.kind) === familyOf(kind))) return false;
        const info = KIND_CATALOG[kind];
        return (
          info.hours[0] <= gapStart &&
          info.hours[1] >= gapStart + Math.min(gap, info.minutes) &&
          info.minutes * 0.6 <= gap
        );
      });
    if (filler) {
      candidates.splice(gapAt, 0, {
        kind: filler,
        placeName: null,
        requested: false,
        atSunset: false,
        minutes: Math.min(KIND_CATALOG[filler].minutes, Math.round(gap / 5) * 5),
      });
    } else {
      // Nothing fits: linger longer at the stop before.
      const lingering = candidates[gapAt - 1] as Candidate;
      lingering.minutes += Math.min(gap, Math.round(lingering.minutes * 0.5));
    }
    timed = schedule(candidates);
  }
  if (
    candidates.length < 2 &&
    Math.min(latestEnd, (timed[0]?.start ?? 0) + maxLength) - (timed[0]?.start ?? 0) >= 100
  ) {
    const only = candidates[0] as Candidate;
    const limit = Math.min(latestEnd, (timed[0]?.start ?? 0) + maxLength);
    // A lone stop shares the window with a short second one rather than filling it alone.
    only.minutes = Math.max(
      Math.round(KIND_CATALOG[only.kind].minutes * 0.75),
      Math.min(only.minutes, limit - (timed[0]?.start ?? 0) - 45),
    );
    timed = schedule(candidates);
    const room = limit - (timed.at(-1)?.end ?? limit) - 10;
    const extra = random
      .shuffleCopy([
        'dessert',
        'gelato',
        'riverside_walk',
        'old_town_walk',
        'cafe',
        'viewpoint',
        'bookshop',
      ] as KindId[])
      .find(
        (kind) =>
          isAllowed(kind, exclusions) &&
          !has(kind) &&
          KIND_CATALOG[kind].hours[1] >= (timed.at(-1)?.end ?? 0) + room,
      );
    if (extra)
      add({
        kind: extra,
        placeName: null,
        requested: false,
        minutes: Math.min(KIND_CATALOG[extra].minutes, Math.max(20, room)),
      });
    timed = schedule(candidates);
  }
  // Real landmarks where the kind of stop fits, near where the rest of the date is.
  const landmarkRules = landmarkRulesOf(request);
  const landmarkRandom = new Random(seedOf(request.text, options.variant ?? 0) + ':landmarks');
  const thrifty = level === 'budget' || grounded.budgetTotalLocal !== null;
  /** Gives every stop without a place a landmark that fits it at its hour; returns those that got one. */
  const placeLandmarks = (): Candidate[] => {
    const used = new Set(
      candidates.map((candidate) => candidate.placeName).filter((name): name is string => Boolean(name)),
    );
    const given: Candidate[] = [];
    timed.forEach((stop, index) => {
      const candidate = candidates[index] as Candidate;
      if (candidate.placeName) return;
      let choice = chooseLandmark(
        candidate.kind,
        cityLandmarks,
        stop.area,
        {
          ...landmarkRules,
          atSunset: candidate.atSunset,
          afterDark: isAfterDark(stop.start),
          thrifty,
          used,
        },
        landmarkRandom,
      );
      // Where no sight fits, a long-standing café, market or bar of the city (issue 32).
      choice ??= institutionFor(
        candidate.kind,
        grounded.curatedName,
        grounded.country,
        stop.area,
        { ...landmarkRules, used },
        landmarkRandom,
      );
      if (!choice) return;
      used.add(choice.name);
      candidate.placeName = choice.name;
      candidate.landmark = true;
      candidate.fixedArea = areaOfLandmark(choice, grounded.areas);
      given.push(candidate);
    });
    timed = schedule(candidates);
    return given;
  };
  if (cityLandmarks.length) placeLandmarks();
  const overEnd = () => {
    const end = timed.at(-1)?.end ?? 0;
    return end > latestEnd || end - (timed[0]?.start ?? end) > maxLength;
  };
  // Arriving before opening, or later than half an hour before closing, is closed. A place the person
  // named is trusted on its hours: we do not know them better than they do.
  // Hikes, bike rides, picnics and gardens happen in daylight: after dusk they count as closed.
  // (Boats, viewpoints and city walks are lovely after dark.)
  const DAYLIGHT_FAMILIES: Family[] = ['active', 'picnic'];
  const DAYLIGHT_KINDS: KindId[] = ['garden', 'botanical_garden'];
  const inTheDark = (stop: Timed) =>
    sunset !== null &&
    !stop.atSunset &&
    (DAYLIGHT_FAMILIES.includes(familyOf(stop.kind)) || DAYLIGHT_KINDS.includes(stop.kind)) &&
    !KIND_CATALOG[stop.kind].tags.includes('indoor') &&
    stop.start + stop.minutes > sunset + 30;
  const closedStops = () =>
    timed.filter((stop) => {
      if (stop.placeName && !stop.landmark) return false;
      if (inTheDark(stop)) return true;
      const [open, close] = KIND_CATALOG[stop.kind].hours;
      return stop.start < open - 5 || stop.start > close - Math.min(45, Math.round(stop.minutes * 0.5));
    });

  /** Tries a stop at each other point of the day (all but `skip`) and keeps the first where `fits`. */
  const placeElsewhere = (moving: Candidate, skip: number, fits: () => boolean): boolean => {
    for (let position = 0; position <= candidates.length; position += 1) {
      if (position === skip) continue;
      candidates.splice(position, 0, moving);
      timed = schedule(candidates);
      if (fits()) return true;
      candidates.splice(position, 1);
    }
    return false;
  };

  // Stays shrink first (to 70%), then unasked-for stops go, then asked-for ones, each said plainly.
  for (let guard = 0; guard < 24 && (overEnd() || closedStops().length); guard += 1) {
    const closed = closedStops()[0];
    if (closed) {
      const index = candidates.findIndex(
        (candidate) => candidate.kind === closed.kind && candidate.placeName === closed.placeName,
      );
      if (closed.requested && index >= 0 && !closed.placeName) {
        // First try the stop at another point of the day where it is open.
        const moving = candidates.splice(index, 1)[0] as Candidate;
        const placed = placeElsewhere(
          moving,
          index,
          () => !overEnd() && !closedStops().some((stop) => stop.kind === moving.kind),
        );
        if (!placed) candidates.splice(index, 0, moving);
        timed = schedule(candidates);
        if (placed) continue;
      }
      if (closed.requested) {
        const swap = FAMILIES[familyOf(closed.kind)].find((kind) => {
          const [open, close] = KIND_CATALOG[kind].hours;
          return (
            kind !== closed.kind &&
            isAllowed(kind, exclusions) &&
            !has(kind) &&
            open <= closed.start &&
            close >= closed.start + 60
          );
        });
        if (closed.landmark && index >= 0) {
          const stop = candidates[index] as Candidate;
          stop.placeName = null;
          stop.landmark = false;
          delete stop.fixedArea;
        }
        if (swap && (!closed.placeName || closed.landmark)) {
          findings.push({
            type: 'kind_replaced',
            kind: closed.kind,
            instead: swap,
            reason: 'closed_in_window',
          });
          (candidates[index] as Candidate).kind = swap;
        } else if (closed.placeName) {
          // A named place stays: the person asked for it by name; keep it and trust them on hours.
          break;
        } else {
          findings.push({ type: 'kind_dropped', kind: closed.kind, reason: 'closed_in_window' });
          candidates.splice(index, 1);
        }
      } else {
        candidates.splice(index, 1);
      }
      timed = schedule(candidates);
      continue;
    }
    const overflow = Math.max(
      (timed.at(-1)?.end ?? 0) - latestEnd,
      (timed.at(-1)?.end ?? 0) - (timed[0]?.start ?? 0) - maxLength,
    );
    const shrinkable = candidates.reduce(
      (sum, candidate) => sum + Math.round(KIND_CATALOG[candidate.kind].minutes * 0.3),
      0,
    );
    const alreadyShrunk = candidates.every(
      (candidate) => candidate.minutes <= Math.round(KIND_CATALOG[candidate.kind].minutes * 0.7) + 1,
    );
    if (!alreadyShrunk && overflow <= shrinkable + 5) {
      const ratio = Math.max(
        0.7,
        1 -
          overflow /
            Math.max(
              1,
              candidates.reduce((sum, candidate) => sum + candidate.minutes, 0),
            ),
      );
      for (const candidate of candidates)
        candidate.minutes = Math.max(20, Math.floor((candidate.minutes * ratio) / 5) * 5);
      timed = schedule(candidates);
      if (!overEnd()) break;
      continue;
    }
    const dropIndex = findLastIndex(candidates, (candidate) => !candidate.requested);
    if (dropIndex >= 0 && candidates.length > 1) {
      candidates.splice(dropIndex, 1);
    } else if (candidates.length > 1) {
      // Before giving up an asked-for stop, try it earlier in the day: a castle before lunch fits
      // a morning that ends at two where the castle after lunch does not.
      const last = candidates.pop() as Candidate;
      if (placeElsewhere(last, candidates.length, () => !overEnd() && !closedStops().length)) break;
      const dropped = last;
      findings.push(
        dropped.placeName && !dropped.landmark
          ? { type: 'named_dropped', name: dropped.placeName, reason: 'no_room' }
          : { type: 'kind_dropped', kind: dropped.kind, reason: 'no_room' },
      );
    } else {
      const only = candidates[0] as Candidate;
      only.minutes = Math.max(20, Math.min(maxLength, latestEnd - (timed[0]?.start ?? windowStart)));
      timed = schedule(candidates);
      break;
    }
    timed = schedule(candidates);
  }

  // 7. Money: the budget in the person's own terms, converted to local prices. Unasked-for paid
  // stops go first, then every stop is planned at the cheap end; only then is the budget called too low.
  let levels = timed.map(() => level);
  const costs = () =>
    timed.map((stop, index) => localCost(stop.kind, levels[index] as BudgetLevel, grounded));
  const totalOf = (list: [number, number][], side: 0 | 1) =>
    list.reduce((sum, cost) => sum + cost[side], 0) * request.people;
  const budget = grounded.budgetTotalLocal;
  let clampedCosts: [number, number][] | null = null;
  if (budget !== null && totalOf(costs(), 1) > budget) {
    levels = timed.map((stop) => (stop.requested ? level : 'budget'));
    if (totalOf(costs(), 1) > budget) levels = timed.map(() => 'budget');
    for (let guard = 0; guard < 6 && totalOf(costs(), 1) > budget; guard += 1) {
      const perStop = costs();
      let priciest = -1;
      timed.forEach((stop, index) => {
        if (stop.requested || FREE_FILLERS.includes(stop.kind)) return;
        if (priciest < 0 || (perStop[index]?.[1] ?? 0) > (perStop[priciest]?.[1] ?? 0)) priciest = index;
      });
      if (priciest < 0 || (perStop[priciest]?.[1] ?? 0) === 0) break;
      const replaced = timed[priciest] as Timed;
      const index = candidates.findIndex(
        (candidate) => candidate.kind === replaced.kind && candidate.placeName === replaced.placeName,
      );
      const free = FREE_FILLERS.find(
        (kind) => isAllowed(kind, exclusions) && !timed.some((stop) => stop.kind === kind),
      );
      if (free && candidates.length <= 3) {
        candidates[index] = {
          kind: free,
          placeName: null,
          requested: false,
          atSunset: replaced.atSunset && KIND_CATALOG[free].tags.includes('sunset'),
          minutes: Math.min(KIND_CATALOG[free].minutes, replaced.minutes),
        };
      } else if (candidates.length > 2) {
        candidates.splice(index, 1);
      } else break;
      timed = schedule(candidates);
      levels = timed.map(() => 'budget');
    }
    const perStop = costs();
    const lows = totalOf(perStop, 0);
    if (totalOf(perStop, 1) > budget && lows <= budget) {
      // Plan at the cheap end of each range: the highs shrink together until the whole fits.
      const spare = budget / request.people - lows / request.people;
      const spread = perStop.reduce((sum, [low, high]) => sum + (high - low), 0) || 1;
      clampedCosts = perStop.map(([low, high]) => [
        low,
        Math.max(low, Math.floor(low + ((high - low) * spare) / spread)),
      ]);
    } else if (totalOf(perStop, 1) > budget) {
      findings.push({ type: 'budget_too_low', total: lows });
    }
  }

  // Stops moved to another hour, swapped for another kind or made free above were never offered a
  // landmark at their new hour; they get one now, unless its place breaks the window or an opening hour.
  if (cityLandmarks.length) {
    const wasOver = overEnd();
    const wereClosed = closedStops().length;
    const given = placeLandmarks();
    if (given.length && ((overEnd() && !wasOver) || closedStops().length > wereClosed)) {
      for (const candidate of given) {
        candidate.placeName = null;
        candidate.landmark = false;
        delete candidate.fixedArea;
      }
      timed = schedule(candidates);
    }
  }

  const finalCosts = clampedCosts ?? costs();
  // Shrinking and moving may have pulled a golden-hour stop away from the sun.
  const stillAtSunset = (stop: Timed) =>
    stop.atSunset && sunset !== null && Math.abs(stop.start + stop.minutes / 2 - sunset) <= 60;
  // A "sunset spot" that is not at sunset is just a viewpoint: nothing claims a sunset it misses.
  for (const stop of timed) {
    const atSunset = stillAtSunset(stop);
    if (stop.kind === 'sunset_spot' && !atSunset) {
      stop.kind = 'viewpoint';
      if (sunset !== null && !findings.some((finding) => finding.type === 'sunset_outside'))
        findings.push({ type: 'sunset_outside', sunset });
    }
  }
  const stops: DraftStop[] = timed.map((stop, index) => ({
    kind: stop.kind,
    placeName: stop.placeName,
    landmark: Boolean(stop.landmark),
    area: stop.unknownArea ? null : (stop.area?.name ?? null),
    start: stop.start,
    end: stop.end,
    travelMinutes: stop.travel,
    mode: stop.mode,
    cost: finalCosts[index] as [number, number],
    atSunset: stillAtSunset(stop),
    requested: stop.requested,
    ...(stop.wish ? { wish: stop.wish } : {}),
  }));
  return {
    request,
    grounded,
    language: request.language,
    stops,
    findings,
    seed: seedOf(request.text, options.variant ?? 0),
  };
}

/** Words between a sunset and the place to watch it from: "sunset at", "au coucher du soleil depuis". */
const SUNSET_PLACE_GAP = 3;

/** Two spans of a text with at most `words` words between them, in either order. */
function besideEachOther(text: string, a: Span, b: Span, words: number): boolean {
  if (a.end > b.start && b.end > a.start) return false;
  const between = a.end <= b.start ? text.slice(a.end, b.start) : text.slice(b.end, a.start);
  return !/[.;!?\n]/.test(between) && between.split(/\s+/).filter(Boolean).length <= words;
}

function findLastIndex<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (predicate(items[index] as T)) return index;
  return -1;
}
