import type { PlanData, Step } from '@contract/date-plans';
import type { Draft, DraftStop } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import { formatClock } from '../world/local-time';
import { osmTagsFor } from './osm-tags';
import type { Venue } from './venue';

/**
 * What a stop that stays a kind of place says about itself, and why a live venue was chosen. English
 * plans only for now: other languages keep the planner's own wording rather than an English sentence.
 */

const DIET_WORDS: Partial<Record<string, string>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  halal: 'halal',
  kosher: 'kosher',
  gluten_free: 'gluten-free',
};

const withoutArticle = (noun: string) => noun.replace(/^(a|an) /, '');
const whereOf = (stop: DraftStop, draft: Draft) => stop.area ?? draft.grounded.cityName ?? 'the area';

/** A stop that is a kind of venue with no name of its own. */
export const isKindOfVenue = (stop: DraftStop | undefined): stop is DraftStop =>
  Boolean(stop && !stop.placeName && osmTagsFor(stop.kind));

/**
 * Said where the stop is read (its description, in the plan) and first among its tips (the details
 * panel and live mode show those, not the description).
 */
export const withTip = (step: Step, tip: string): Step => ({
  ...step,
  description: step.description ? `${step.description} ${tip}` : tip,
  notes_or_tips: step.notes_or_tips ? `${tip} ${step.notes_or_tips}` : tip,
});

/** "Pick any café you like in Chiado…": a suggestion of a kind, never passed off as a place. */
export function suggestionTip(stop: DraftStop, draft: Draft): string {
  const noun = withoutArticle(KIND_NAMES.en[stop.kind].noun);
  return `Pick any ${noun} you like in ${whereOf(stop, draft)}: this stop is a kind of place, not a booking, and its map link lists those nearby.`;
}

/** "Look for a vegan café open at 7:30 PM in Chiado…": how to find one when no venue looked up fits. */
export function lookForTip(stop: DraftStop, draft: Draft): string {
  const constraints = draft.request.constraints;
  const needs = [
    ...constraints.map((constraint) => DIET_WORDS[constraint]).filter(Boolean),
    constraints.includes('step_free') ? 'step-free' : null,
  ].filter(Boolean);
  const noun = withoutArticle(KIND_NAMES.en[stop.kind].noun);
  const what = [...needs, noun].join(' ');
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  const alcohol = constraints.includes('no_alcohol') ? ' that is not a bar' : '';
  return `Look for ${article} ${what}${alcohol} open at ${formatClock(stop.start, '12h')} in ${whereOf(stop, draft)}: the map link lists those nearby; check its hours before you go.`;
}

/** "Why here: vegan, open until 11:00 PM, 400 m from the previous stop." */
export function whyHere(venue: Venue, metresFromPrevious: number | null): string {
  const reasons = [...venue.fits];
  if (venue.openUntil !== null) reasons.push(`open until ${formatClock(venue.openUntil, '12h')}`);
  if (metresFromPrevious !== null) {
    const metres = Math.max(50, Math.round(metresFromPrevious / 50) * 50);
    reasons.push(
      metres < 1000
        ? `${metres} m from the previous stop`
        : `${(metres / 1000).toFixed(1)} km from the previous stop`,
    );
  }
  return reasons.length ? `Why here: ${reasons.join(', ')}.` : '';
}

/** Offline, or with the services down: every kind of venue says it is a suggestion of a kind. */
export function markSuggestions(plan: PlanData, draft: Draft): PlanData {
  if (draft.language !== 'en') return plan;
  const steps = plan.steps.map((step, index) => {
    const stop = draft.stops[index];
    return isKindOfVenue(stop) ? withTip(step, suggestionTip(stop, draft)) : step;
  });
  return { ...plan, steps };
}
