import { impliedLevel } from '../ground/ground';
import type { Composition } from './composition';
import { Random } from './random';
import { areaOfLandmark, chooseLandmark, isAfterDark, landmarkRulesOf } from './landmarks';
import type { Candidate } from './stop-candidate';
import { openForVisit, openIntervals } from '../world/opening-hours';
import { landmarkOpeningHours } from '../world/landmarks/landmark-hours';
import type { Timeline } from './timeline';
import { institutionFor } from '../world/institutions/institutions';
import type { Landmark } from '../world/landmark-types';

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
  return () => {
    const used = new Set(
      candidates.map((candidate) => candidate.placeName).filter((name): name is string => Boolean(name)),
    );
    const given: Candidate[] = [];
    timeline.timed.forEach((stop, index) => {
      const candidate = candidates[index] as Candidate;
      if (candidate.placeName) return;
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
      const institution = () =>
        institutionFor(candidate.kind, grounded.curatedName, grounded.country, stop.area, rules, random);
      const choice =
        chooseLandmark(candidate.kind, cityLandmarks, stop.area, rules, random) ??
        cityInstitution(institution(), rules.openForStop);
      if (!choice) return;
      used.add(choice.name);
      candidate.placeName = choice.name;
      candidate.landmark = true;
      candidate.fixedArea = areaOfLandmark(choice, grounded.areas);
      candidate.openingHours = landmarkOpeningHours(choice);
      candidate.position = { lat: choice.lat, lon: choice.lon };
      given.push(candidate);
    });
    timeline.reschedule();
    return given;
  };
}

function cityInstitution(institution: Landmark | null, open: (landmark: Landmark) => boolean) {
  return institution && open(institution) ? institution : null;
}

/** A landmark given back: the stop is a kind of place again. */
export function forgetLandmark(candidate: Candidate): void {
  candidate.placeName = null;
  candidate.landmark = false;
  delete candidate.fixedArea;
  delete candidate.openingHours;
  delete candidate.position;
}
