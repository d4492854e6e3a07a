import { impliedLevel } from '../ground/ground';
import { KIND_CATALOG } from '../kinds/catalog';
import { familyOf, type Family, type KindId } from '../kinds/kind-ids';
import type { Composition } from './composition';
import { Random } from './random';
import {
  areaOfLandmark,
  chooseLandmark,
  findLandmarkByName,
  isAfterDark,
  landmarkKindsFor,
  landmarkRulesOf,
} from './landmarks';
import { calledInWish } from './called-in-wish';
import type { Candidate, Timed } from './stop-candidate';
import { GENERIC_MEALS } from './selection';
import { sameArea } from './areas';
import { namedAreaOf } from './time-schedule';
import { distanceKm } from '../world/distance';
import { openForVisit, openIntervals } from '../world/opening-hours';
import { landmarkOpeningHours } from '../world/landmarks/landmark-hours';
import type { Timeline } from './timeline';
import { institutionFor } from '../world/institutions/institutions';
import type { Landmark } from '../world/landmark-types';
import type { Area } from '../world/gazetteer-types';
import { fold, withoutArticle } from '../understand/text';
import { seenFrom } from '../understand/views-of';

/**
 * Why this place: a real landmark where the kind of stop fits, near where the rest of the date is.
 * Returns a function that gives every stop without a place a landmark that fits it at its hour and
 * returns those that got one; it may be called again after stops moved.
 */
export function landmarkChooser(composition: Composition, timeline: Timeline): () => Candidate[] {
  const { request, grounded, candidates, cityLandmarks, seed } = composition;
  const landmarkRules = landmarkRulesOf(request);
  const random = new Random(seed + ':landmarks');
  const thrifty = impliedLevel(grounded) === 'budget' || grounded.budgetTotalLocal !== null;
  // A long-standing everyday place (a bouillon, a tasca) is no answer to "money is no object": a
  // generous meal stays a special restaurant of its kind.
  const everydayMealsFit = (kind: Candidate['kind']) =>
    !(impliedLevel(grounded) === 'luxury' && KIND_CATALOG[kind].meal);
  const withinNamed = withinNamedArea(composition);
  return () => {
    const used = new Set(
      candidates.map((candidate) => candidate.placeName).filter((name): name is string => Boolean(name)),
    );
    const given: Candidate[] = [];
    timeline.timed.forEach((stop, index) => {
      const candidate = candidates[index] as Candidate;
      // A stop out in the town of a day trip is none of the city's places.
      if (candidate.placeName || candidate.outOfTown) return;
      const rules = {
        ...landmarkRules,
        atSunset: candidate.atSunset,
        afterDark: isAfterDark(stop.start),
        thrifty,
        used,
        openForStop: (landmark: Landmark) =>
          openForVisit(
            openIntervals(landmarkOpeningHours(landmark), grounded.date, grounded.sunset),
            stop.start,
            stop.minutes,
          ),
      };
      // Where no sight fits, a long-standing café, market or bar of the city (issue 32), if open then.
      // A sight the person named by a name the catalog does not hold whole ("the Vatican") is a
      // landmark of that name or quarter, or none: never the city's best-known sight of its kind.
      const named = namedSight(composition, candidate);
      const inPlace = withinNamed(stop, candidate);
      const institution = () =>
        everydayMealsFit(candidate.kind)
          ? institutionFor(candidate.kind, grounded.curatedName, grounded.country, stop.area, rules, random)
          : null;
      // "With a view of the Eiffel Tower": the tower is the view, never the stop.
      const seen = candidate.wish ? seenFrom(candidate.wish) : null;
      const view = (landmark: Landmark) =>
        seen !== null &&
        (findLandmarkByName(seen, [landmark]) !== null || namedBy(landmark, withoutArticle(fold(seen))));
      const free = (landmark: Landmark) =>
        !used.has(landmark.name) && rules.openForStop(landmark) && !view(landmark);
      // "The Jerónimos monastery": the one of the kind by that name, when the catalog has it.
      const called = candidate.wish && !seen ? calledInWish(candidate.wish, candidate.kind) : null;
      const calledChoice = called
        ? cityLandmarks.find(
            (landmark) =>
              landmarkKindsFor(candidate.kind).includes(landmark.kind) &&
              namedBy(landmark, called) &&
              free(landmark),
          )
        : undefined;
      const choice = named
        ? cityLandmarks.find((landmark) => namedBy(landmark, named) && free(landmark))
        : (calledChoice ??
          chooseLandmark(
            candidate.kind,
            cityLandmarks.filter((landmark) => inPlace(landmark) && !view(landmark)),
            stop.area,
            rules,
            random,
          ) ??
          cityInstitution(institution(), (landmark) => inPlace(landmark) && rules.openForStop(landmark)));
      if (!choice) return;
      used.add(choice.name);
      candidate.placeName = choice.name;
      candidate.landmark = true;
      // "Dinner" at a slice shop costs a slice: a generic meal is priced as the place chosen for it.
      if (GENERIC_MEALS.includes(candidate.kind) && choice.kind !== candidate.kind)
        candidate.priceKind = choice.kind;
      candidate.fixedArea = areaOfLandmark(choice, grounded.areas);
      candidate.openingHours = landmarkOpeningHours(choice);
      candidate.position = { lat: choice.lat, lon: choice.lon };
      given.push(candidate);
    });
    timeline.reschedule();
    return given;
  };
}

/** The folded words of a sight asked for by its name though no list knows it, or null. */
function namedSight({ request }: Composition, candidate: Candidate): string | null {
  const wish = candidate.wish;
  if (!wish) return null;
  const asked = request.wanted.find((entry) => entry.open === 'see' && entry.span.text === wish);
  return asked && /\p{Lu}/u.test(wish) ? withoutArticle(fold(wish)) : null;
}

/**
 * Whether the person's words name a landmark, or the quarter it stands in ("the Vatican"): each of
 * their words opens one of its name's words ("Vatican" → "Musei Vaticani"), never sits inside one
 * ("Ana" is not "Santa Ana").
 */
function namedBy(landmark: Landmark, words: string): boolean {
  if (landmark.area && fold(landmark.area) === words) return true;
  const own = fold(landmark.name).split(/[^\p{L}\p{N}]+/u);
  return words.split(/\s+/).every((word) => word.length >= 3 && own.some((part) => part.startsWith(word)));
}

/** How far from a named neighbourhood's centre a place still counts as in it, when its own area is not said. */
const NAMED_AREA_KM = 1;

/** Whether a landmark is in a neighbourhood: its own area when known (across the river is elsewhere, however near), else its distance. */
const inArea = (area: Area) => (landmark: Landmark) =>
  landmark.area
    ? sameArea(landmark.area, area.name)
    : area.lat !== 0 && distanceKm(area, landmark) <= NAMED_AREA_KM;

/** How far from the date's named neighbourhood a walk, a sight or a sweet on the way still belongs to it. */
const NEAR_NAMED_AREA_KM = 1.2;

/** What is had anywhere: a gelato after dinner in Trastevere is had near it, not across the river. */
const HAD_ANYWHERE = new Set<Family>(['coffee', 'sweet', 'meal', 'street_food', 'drinks']);

/**
 * Whether a stop of a date in one named neighbourhood stays a short walk from it: what the planner
 * adds, and what is had anywhere; something asked for by itself ("then the aquarium") is the city's.
 */
export const staysNearNamedArea = (kind: KindId, requested: boolean) =>
  !requested || HAD_ANYWHERE.has(familyOf(kind));

/** Whether a landmark is in a neighbourhood or a short walk from its centre. */
export const nearArea = (area: Area) => (landmark: Landmark) =>
  inArea(area)(landmark) || (area.lat !== 0 && distanceKm(area, landmark) <= NEAR_NAMED_AREA_KM);

/**
 * "Tapas in Triana": a stop said with its neighbourhood gets a real place only from there. "Dinner
 * in Trastevere" as the date's one neighbourhood: a meal placed in it gets a place only from it, and
 * what the planner adds stays within a short walk of it (not a gelato back across the river). Elsewhere
 * the stop stays a kind of place in its area.
 */
function withinNamedArea(
  composition: Composition,
): (stop: Timed, candidate: Candidate) => (landmark: Landmark) => boolean {
  const named = namedAreaOf(composition);
  const anywhere = () => true;
  return (stop, candidate) => {
    if (candidate.saidArea) return inArea(candidate.saidArea);
    if (!named) return anywhere;
    if (KIND_CATALOG[stop.kind].meal && stop.area && sameArea(stop.area.name, named.name))
      return inArea(named);
    return staysNearNamedArea(stop.kind, candidate.requested) ? nearArea(named) : anywhere;
  };
}

function cityInstitution(institution: Landmark | null, open: (landmark: Landmark) => boolean) {
  return institution && open(institution) ? institution : null;
}

/** A landmark given back: the stop is a kind of place again. */
export function forgetLandmark(candidate: Candidate): void {
  candidate.placeName = null;
  candidate.landmark = false;
  delete candidate.priceKind;
  delete candidate.fixedArea;
  delete candidate.openingHours;
  delete candidate.position;
}
