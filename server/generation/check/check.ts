import type { PlanData } from '@contract/date-plans';
import {
  exclusionsOf,
  GENERIC_MEALS,
  holdsListedFare,
  isAllowed,
  isNamedOutdoor,
  PLAIN_DRINKS,
  WALK_WISHES,
} from '../compose/selection';
import { servesTheSame } from '../compose/stop-candidate';
import type { Draft } from '../draft';
import { familyOf } from '../kinds/kind-ids';
import { KIND_CATALOG } from '../kinds/catalog';
import { KIND_NAMES } from '../kinds/names/all-names';
import { fold, withoutArticle } from '../understand/text';
import { ALCOHOL_WORDS } from './alcohol-words';
import type { Language } from '../request';

export type Rule =
  | 'named_missing'
  | 'kind_missing'
  | 'excluded_present'
  | 'excluded_words'
  | 'window'
  | 'order'
  | 'budget'
  | 'empty';

export interface Violation {
  rule: Rule;
  detail: string;
}

const wholeWord = (text: string, word: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'u',
  ).test(text);

/**
 * The rules every plan must keep, whichever engine made it: what was asked for is there (or the
 * plan says why not), what was excluded is absent, the window and the budget hold, times run forward.
 */
export function checkDraft(draft: Draft): Violation[] {
  const violations: Violation[] = [];
  const { request, stops, findings, grounded } = draft;
  if (!stops.length) violations.push({ rule: 'empty', detail: 'no stops' });
  const explained = (predicate: (finding: (typeof findings)[number]) => boolean) => findings.some(predicate);

  for (const named of request.namedPlaces.filter((place) => !place.isArea)) {
    const present = stops.some((stop) => stop.placeName === named.name);
    if (!present && !explained((finding) => finding.type === 'named_dropped' && finding.name === named.name))
      violations.push({ rule: 'named_missing', detail: named.name });
  }
  for (const { kind, span, open } of request.wanted) {
    // "Torre dos Clérigos": a kind word inside a name the person gave is met by that named place.
    const present =
      stops.some((stop) => stop.kind === kind) ||
      // A thing no lexicon knows is met wherever it is had in the person's words: its kind was our guess.
      (open !== undefined &&
        stops.some((stop) => stop.wish !== undefined && fold(stop.wish).includes(fold(span.text)))) ||
      // "Sunset drinks": any bar holds plain drinks, a bar with a view too.
      (PLAIN_DRINKS.has(kind) && stops.some((stop) => familyOf(stop.kind) === 'drinks')) ||
      // "Striezelmarkt, Glühwein": had at the stalls of a market the person named, in their words.
      stops.some(
        (stop) =>
          stop.placeName !== null &&
          holdsListedFare(stop.kind) &&
          stop.wish !== undefined &&
          fold(stop.wish).includes(fold(span.text)),
      ) ||
      request.namedPlaces.some(
        (place) =>
          !place.isArea &&
          place.span.start < span.end &&
          span.start < place.span.end &&
          stops.some((stop) => stop.placeName === place.name),
      );
    const said = explained(
      (finding) =>
        (finding.type === 'kind_replaced' ||
          finding.type === 'kind_dropped' ||
          finding.type === 'served_elsewhere') &&
        finding.kind === kind,
    );
    // A generic meal word ("dinner") is met by any dinner; a sunset by a stop at sunset.
    const metByMeal = GENERIC_MEALS.includes(kind) && stops.some((stop) => KIND_CATALOG[stop.kind].meal);
    const metBySunset =
      kind === 'sunset_spot' &&
      (stops.some((stop) => stop.atSunset) || explained((finding) => finding.type === 'sunset_outside'));
    // "Somewhere with a view": a place with one, at sunset, is that view (a rooftop bar).
    const metByView =
      kind === 'viewpoint' &&
      stops.some((stop) => stop.atSunset && KIND_CATALOG[stop.kind].tags.includes('sunset'));
    // "A walk in Central Park": the named park is the walk.
    const metByNamedWalk =
      WALK_WISHES.includes(kind) && stops.some((stop) => stop.placeName && isNamedOutdoor(stop.kind));
    // "A walk" is met by any walk: along the river, through the old town.
    const metByWalk = kind === 'walk' && stops.some((stop) => familyOf(stop.kind) === 'walk');
    // "Churrasco" had at a churrascaria once barbecues have shut: a kitchen that serves the same.
    const metByAkin = stops.some((stop) => stop.requested && servesTheSame(kind, stop.kind));
    const met = metByMeal || metBySunset || metByView || metByNamedWalk || metByWalk || metByAkin;
    if (!present && !said && !met) violations.push({ rule: 'kind_missing', detail: kind });
  }

  const exclusions = exclusionsOf(request);
  const hardExclusions = exclusionsOf(request, { hardOnly: true });
  for (const stop of stops) {
    if (stop.placeName && !stop.landmark) continue;
    // Asked-for stops answer only to hard rules; the planner's own choices to every wish.
    if (!isAllowed(stop.kind, stop.requested ? hardExclusions : exclusions))
      violations.push({ rule: 'excluded_present', detail: stop.kind });
  }

  const time = request.time;
  const first = stops[0];
  const last = stops.at(-1);
  if (first && last && time.hard) {
    if (time.start !== null && first.start < time.start)
      violations.push({ rule: 'window', detail: `starts ${first.start} before ${time.start}` });
    if (time.end !== null && last.end > time.end)
      violations.push({ rule: 'window', detail: `ends ${last.end} after ${time.end}` });
  }
  if (first && last && time.lengthMinutes !== null && last.end - first.start > time.lengthMinutes + 15) {
    violations.push({ rule: 'window', detail: `lasts ${last.end - first.start} of ${time.lengthMinutes}` });
  }
  stops.forEach((stop, index) => {
    const previous = stops[index - 1];
    if (stop.end <= stop.start || (previous && stop.start < previous.end))
      violations.push({ rule: 'order', detail: `stop ${index} at ${stop.start}` });
  });

  if (grounded.budgetTotalLocal !== null) {
    const total = stops.reduce((sum, stop) => sum + stop.cost[1], 0) * request.people;
    if (
      total > grounded.budgetTotalLocal * 1.02 &&
      !explained((finding) => finding.type === 'budget_too_low')
    )
      violations.push({ rule: 'budget', detail: `${total} > ${grounded.budgetTotalLocal}` });
  }
  return violations;
}

/** The words of what the person excluded, in the plan's language (folded). */
export function excludedWords(draft: Draft, language: Language): string[] {
  const words = new Set<string>();
  if (draft.request.constraints.includes('no_alcohol'))
    for (const word of ALCOHOL_WORDS[language]) words.add(fold(word));
  for (const { kind } of draft.request.excludedKinds) {
    const thing = withoutArticle(fold(KIND_NAMES[language][kind].thing));
    if (thing.length >= 3) words.add(thing);
  }
  return [...words];
}

export const wholeWordIn = (text: string, word: string) => wholeWord(fold(text), word);

/** Words of excluded things in the written plan ("cocktail" when the person does not drink). */
export function checkWording(draft: Draft, plan: PlanData): Violation[] {
  const language = draft.request.languageFallback ? 'en' : draft.language;
  const words = new Set(excludedWords(draft, language));
  // The plan's own explanations (what could not be done, how a constraint is kept) may name the thing.
  const explanations = new Set(
    plan.general_date_tips.slice(0, draft.findings.length + draft.request.constraints.length + 1),
  );
  const texts = [
    plan.date_title,
    plan.overall_theme_description,
    plan.alternative_suggestion_summary,
    ...plan.general_date_tips.filter((tip) => !explanations.has(tip)),
    ...plan.steps.flatMap((step) => [
      step.step_title,
      step.description,
      step.to_location_name,
      step.ambiance_description,
      step.booking_recommendation,
      step.notes_or_tips,
      ...step.activities,
    ]),
  ].map(fold);
  const found = [...words].filter((word) => texts.some((text) => wholeWord(text, word)));
  return found.map((word) => ({ rule: 'excluded_words', detail: word }));
}
