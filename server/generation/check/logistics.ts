/**
 * The logistics checker, beside the rules checker (check.ts): whether a plan works on the day. It
 * reads only the draft, so it judges every engine's plan the same way: stops open on the plan's date,
 * travel the distance allows, the said part of the day, meals in order, no long waits, no hour
 * already past, and a stated budget used but not exceeded. repairLogistics mends what it can
 * without changing what the plan is; what remains is reported with the plan.
 */
import { localCost } from '../compose/costs';
import { dayPartFrame } from '../compose/time-window';
import type { Draft, DraftStop } from '../draft';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf } from '../kinds/kind-ids';
import { hoursOf } from '../kinds/opening-hours';
import { distanceKm } from '../world/distance';
import { landmarksIn } from '../world/landmarks/all-landmarks';
import { landmarkOpeningHours } from '../world/landmarks/landmark-hours';
import { localDateISO, localMinutes } from '../world/local-time';
import { openForVisit, openIntervals } from '../world/opening-hours';

export type LogisticsCheck = 'hours' | 'travel' | 'dayPart' | 'mealOrder' | 'gaps' | 'date' | 'budgetBand';

export interface LogisticsIssue {
  check: LogisticsCheck;
  /** The stop it concerns, or null for the plan as a whole. */
  stop: number | null;
  detail: string;
}

/** The longest wait between two stops that needs no explaining. */
export const LONGEST_WAIT = 45;
const WALK_KM = 2.5;

const landmarkOf = (draft: Draft, stop: DraftStop) => {
  const { curatedName, country } = draft.grounded;
  if (!stop.placeName || !curatedName || !country) return undefined;
  return landmarksIn(curatedName, country).find((landmark) => landmark.name === stop.placeName);
};

function positionOf(draft: Draft, stop: DraftStop): { lat: number; lon: number } | null {
  if (stop.position) return stop.position;
  const landmark = landmarkOf(draft, stop);
  if (landmark) return landmark;
  const area = draft.grounded.areas.find((candidate) => candidate.name === stop.area);
  return area && (area.lat !== 0 || area.lon !== 0) ? area : null;
}

export const waitBefore = (stops: DraftStop[], index: number) =>
  (stops[index] as DraftStop).start -
  (stops[index - 1] as DraftStop).end -
  (stops[index] as DraftStop).travelMinutes;

export const highTotal = (draft: Draft) =>
  draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * draft.request.people;

export function checkLogistics(draft: Draft, now?: Date): LogisticsIssue[] {
  return [
    ...hoursIssues(draft),
    ...travelIssues(draft),
    ...orderAndGapIssues(draft),
    ...frameIssues(draft, now),
    ...budgetIssues(draft),
  ];
}

function hoursIssues(draft: Draft): LogisticsIssue[] {
  const { date, sunset } = draft.grounded;
  return draft.stops.flatMap((stop, index) => {
    const landmark = landmarkOf(draft, stop);
    if (stop.placeName && !landmark) return [];
    const value = landmark ? landmarkOpeningHours(landmark) : hoursOf(stop.kind, stop.meal);
    if (openForVisit(openIntervals(value, date, sunset), stop.start, stop.end - stop.start)) return [];
    return [
      { check: 'hours' as const, stop: index, detail: `${stop.placeName ?? stop.kind} closed (${value})` },
    ];
  });
}

/** The leg a distance needs: a walk up to about 2 km, a ride beyond; null when the leg given will do. */
export function neededLeg(draft: Draft, index: number): Pick<DraftStop, 'mode' | 'travelMinutes'> | null {
  const stop = draft.stops[index] as DraftStop;
  const from = positionOf(draft, draft.stops[index - 1] as DraftStop);
  const to = positionOf(draft, stop);
  if (!from || !to || stop.routeUnknown) return null;
  const km = distanceKm(from, to);
  const walkable = km <= WALK_KM && stop.mode === 'walk';
  if (walkable && stop.travelMinutes >= km * 10) return null;
  if (!walkable && stop.mode !== 'walk' && stop.travelMinutes >= km * 1.2) return null;
  if (km <= WALK_KM) return { mode: 'walk', travelMinutes: Math.max(5, Math.ceil((km * 14) / 5) * 5) };
  return { mode: 'transit', travelMinutes: Math.ceil((km <= 12 ? 8 + km * 3.2 : 15 + km * 1.3) / 5) * 5 };
}

function travelIssues(draft: Draft): LogisticsIssue[] {
  return draft.stops.slice(1).flatMap((stop, offset) => {
    const leg = neededLeg(draft, offset + 1);
    return leg
      ? [
          {
            check: 'travel' as const,
            stop: offset + 1,
            detail: `${stop.mode} ${stop.travelMinutes} min needs ${leg.mode} ${leg.travelMinutes}`,
          },
        ]
      : [];
  });
}

const isDinner = (stop: DraftStop) => {
  const meal = KIND_CATALOG[stop.kind].meal;
  return meal === 'dinner' || ((meal === 'any' || familyOf(stop.kind) === 'meal') && stop.start >= 1020);
};

function orderAndGapIssues(draft: Draft): LogisticsIssue[] {
  const stops = draft.stops;
  const dinner = stops.findIndex(isDinner);
  const sweets = stops
    .map((stop, index) => ({ stop, index }))
    .filter(({ stop, index }) => index < dinner && familyOf(stop.kind) === 'sweet' && !stop.requested)
    .map(({ index }) => ({ check: 'mealOrder' as const, stop: index, detail: 'dessert before dinner' }));
  // The afternoon the person left free is no wait.
  const free = (index: number) => (stops[index - 1] as DraftStop).end === draft.freeTime?.start;
  const waits = stops.slice(1).flatMap((_, offset) => {
    const wait = waitBefore(stops, offset + 1);
    return (wait > LONGEST_WAIT && !free(offset + 1)) || wait < 0
      ? [{ check: 'gaps' as const, stop: offset + 1, detail: `a wait of ${wait} min` }]
      : [];
  });
  return [...sweets, ...waits];
}

function frameIssues(draft: Draft, now?: Date): LogisticsIssue[] {
  const { time } = draft.request;
  const first = draft.stops[0];
  const last = draft.stops.at(-1);
  if (!first || !last) return [];
  const issues: LogisticsIssue[] = [];
  const overrun = dayPartOverrun(draft);
  if (overrun)
    issues.push({
      check: 'dayPart',
      stop: overrun.stop,
      detail: `${time.dayPart} plan from ${first.start} to ${last.end}`,
    });
  const { timezone, date } = draft.grounded;
  if (now && timezone && date === localDateISO(now, timezone) && first.start < localMinutes(now, timezone))
    issues.push({ check: 'date', stop: 0, detail: 'starts at an hour already past' });
  return issues;
}

/**
 * The stop that takes a date out of the part of the day the person named (with half an hour's give):
 * the first that runs past its end (`late`), else the first stop, when it starts before it.
 */
export function dayPartOverrun(draft: Draft): { stop: number; late: boolean } | null {
  const { time } = draft.request;
  const { stops } = draft;
  if (!time.dayPart || time.dayPart === 'all_day' || time.start !== null || time.end !== null) return null;
  const [from, to] = saidFrame(draft, dayPartFrame(time.dayPart, draft.grounded.meals));
  const late = stops.findIndex((stop) => stop.end > to + 30);
  if (late >= 0) return { stop: late, late: true };
  return stops[0] && stops[0].start < from - 30 ? { stop: 0, late: false } : null;
}

/**
 * "A museum in the afternoon, then dinner": the dinner the person asked for is had at dinner time,
 * and the part of the day they said runs on to it; only what goes past that dinner runs past it.
 */
function saidFrame(draft: Draft, frame: [number, number]): [number, number] {
  const dinners = draft.stops.filter((stop) => stop.requested && KIND_CATALOG[stop.kind].meal === 'dinner');
  return [frame[0], Math.max(frame[1], ...dinners.map((stop) => stop.end))];
}

function budgetIssues(draft: Draft): LogisticsIssue[] {
  const budget = draft.grounded.budgetTotalLocal;
  if (budget === null || draft.findings.some((finding) => finding.type === 'budget_too_low')) return [];
  const high = highTotal(draft);
  const allTop = draft.stops.every(
    (stop) => stop.cost[1] >= localCost(stop.kind, 'luxury', draft.grounded)[1],
  );
  if (high <= budget * 1.001 && (high >= budget * 0.6 || allTop)) return [];
  return [{ check: 'budgetBand', stop: null, detail: `upper bound ${high} for a budget of ${budget}` }];
}
