import type { PlanData, Step } from '@contract/date-plans';
import type { Draft, DraftStop } from '../draft';
import { KIND_NAMES } from '../kinds/names/all-names';
import { formatClock } from '../world/local-time';
import { GRAMMARS } from '../write/grammar/all-grammars';
import { osmTagsFor } from './osm-tags';
import { SUGGESTION_WORDS } from './suggestion-words';
import type { Venue } from './venue';

/**
 * What a stop that stays a kind of place says about itself, and why a live venue was chosen, in the
 * plan's own language: its kind's noun from the kind names, its clock and numbers, its contractions.
 */

/** A venue's fits are English words (see Venue): the key each has among the translated words. */
const FIT_KEYS: Partial<Record<string, string>> = {
  'gluten-free': 'gluten_free',
  'step-free': 'step_free',
  'not a bar': 'not_a_bar',
};
const NEEDS = ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten_free', 'step_free', 'no_alcohol'];

const wordsOf = (draft: Draft) => SUGGESTION_WORDS[draft.language];
const nounOf = (stop: DraftStop, draft: Draft) => KIND_NAMES[draft.language][stop.kind].noun;
const inWhereOf = (stop: DraftStop, draft: Draft) =>
  wordsOf(draft).inWhere(stop.area ?? draft.grounded.cityName ?? null);
const said = (draft: Draft, text: string) => GRAMMARS[draft.language].contract(text);
const hourOf = (minutes: number) => Math.floor((((minutes % 1440) + 1440) % 1440) / 60);

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
  return said(draft, wordsOf(draft).pick(nounOf(stop, draft), inWhereOf(stop, draft)));
}

/** "Look for a vegan café open at 7:30 PM in Chiado…": how to find one when no venue looked up fits. */
export function lookForTip(stop: DraftStop, draft: Draft): string {
  const words = wordsOf(draft);
  const needs = NEEDS.filter((need) => draft.request.constraints.includes(need as never)).map(
    (need) => words.fit[need]!,
  );
  const time = formatClock(stop.start, words.clock);
  return said(draft, words.lookFor(nounOf(stop, draft), needs, time, inWhereOf(stop, draft)));
}

function distanceWords(metresFromPrevious: number, locale: string): string {
  const metres = Math.max(50, Math.round(metresFromPrevious / 50) * 50);
  if (metres < 1000) return `${metres} m`;
  const km = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${km.format(metres / 1000)} km`;
}

/** "Why here: vegan, open until 11:00 PM, 400 m from the previous stop." */
export function whyHere(venue: Venue, metresFromPrevious: number | null, draft: Draft): string {
  const words = wordsOf(draft);
  const reasons = venue.fits.map((fit) => {
    const cuisine = /^serves (.+)$/.exec(fit)?.[1];
    return cuisine ? words.serves(cuisine) : (words.fit[FIT_KEYS[fit] ?? fit] ?? fit);
  });
  if (venue.openUntil !== null) {
    const time = formatClock(venue.openUntil, words.clock);
    reasons.push(words.openUntil(time, hourOf(venue.openUntil)));
  }
  if (metresFromPrevious !== null) {
    reasons.push(words.fromPrevious(distanceWords(metresFromPrevious, words.locale)));
  }
  return reasons.length ? said(draft, words.whyHere(reasons.join(', '))) : '';
}

/** Offline, or with the services down: every kind of venue says it is a suggestion of a kind. */
export function markSuggestions(plan: PlanData, draft: Draft): PlanData {
  const steps = plan.steps.map((step, index) => {
    const stop = draft.stops[index];
    return isKindOfVenue(stop) ? withTip(step, suggestionTip(stop, draft)) : step;
  });
  return { ...plan, steps };
}
