/**
 * Checks for descriptions written blind: by writers shown only the product's one-line purpose, never
 * the engine, its lexicons or the corpus. Their expectations speak of what a person would see (their
 * own words in the stops, the part of the day, the date), not of the engine's kinds, so these checks
 * read the written plan and the draft's times, and map what they can onto the corpus checks.
 */
import type { PlanResult } from '../server/generation/pipeline';
import type { Language, Refusal } from '../server/generation/request';
import type { KindTag } from '../server/generation/kinds/kind-info';
import { containsWord, fold, type CaseBudget, type EvalCase } from './checks';

export const DAY_PARTS = ['morning', 'lunchtime', 'afternoon', 'evening', 'late', 'all_day'] as const;
export type BlindDayPart = (typeof DAY_PARTS)[number];

const AVOIDS = ['alcohol', 'meat', 'outdoor', 'not_step_free', 'loud', 'crowded', 'nightlife'] as const;
type Avoid = (typeof AVOIDS)[number] & KindTag;

export interface BlindExpect {
  language?: Language;
  refuse?: boolean;
  city?: string;
  country?: string;
  currency?: string;
  /** Each group: the spellings of one thing the person named; one must be in the stops. */
  keep?: string[][];
  /** Words of the text that must never name a stop. */
  notStops?: string[];
  avoid?: Avoid[];
  avoidWords?: string[];
  dayPart?: BlindDayPart;
  window?: { start?: string; end?: string };
  /** The local date the plan is for. */
  date?: string;
  budget?: CaseBudget;
  budgetStyle?: 'tight' | 'generous';
  occasionWords?: string[];
  sunset?: boolean;
  dayTrip?: boolean;
  minStops?: number;
  maxStops?: number;
}

export interface BlindCase {
  id: string;
  text: string;
  /** The moment the writer was told it is (ISO 8601), when not the evaluation's own "now". */
  now?: string;
  expect: BlindExpect;
}

export const BLIND_CHECK_KINDS = [
  'keep',
  'notStops',
  'dayPart',
  'date',
  'budgetBand',
  'budgetStyle',
  'occasionWords',
  'dayTrip',
  'stopCount',
] as const;
export type BlindCheckKind = (typeof BLIND_CHECK_KINDS)[number];

export interface BlindOutcome {
  kind: BlindCheckKind;
  pass: boolean;
  detail: string;
}

/** The part of the corpus checks a blind case can be scored on. */
export function asCorpusCase(c: BlindCase): EvalCase {
  const e = c.expect;
  return {
    id: c.id,
    text: c.text,
    expect: {
      ...(e.language ? { language: e.language } : {}),
      ...(e.refuse !== undefined ? { refuse: e.refuse } : {}),
      ...(e.city !== undefined ? { city: e.city } : {}),
      ...(e.country !== undefined ? { country: e.country } : {}),
      ...(e.currency !== undefined ? { currency: e.currency } : {}),
      ...(e.avoid?.length ? { excludedTags: e.avoid } : {}),
      ...(e.avoidWords?.length ? { excludedWords: e.avoidWords } : {}),
      ...(e.window ? { window: e.window } : {}),
      ...(e.budget ? { budget: e.budget } : {}),
      ...(e.sunset ? { sunset: true } : {}),
    },
  };
}

/** Local frames of the parts of the day, minutes after midnight, with half an hour of give either side. */
const FRAMES: Record<BlindDayPart, [number, number]> = {
  morning: [8 * 60, 12 * 60],
  lunchtime: [11 * 60 + 30, 14 * 60 + 30],
  afternoon: [12 * 60, 18 * 60],
  evening: [17 * 60, 23 * 60],
  late: [21 * 60, 26 * 60],
  all_day: [8 * 60, 24 * 60],
};
const GIVE = 30;

/** What converts money between currencies and knows a place's price level, injected for testing. */
export interface BlindWorld {
  convert(amount: number, from: string, to: string): number | undefined;
}

const outcome = (kind: BlindCheckKind, pass: boolean, detail: string): BlindOutcome => ({
  kind,
  pass,
  detail,
});

/** Every word of a step a person reads as what the stop is: not the general tips. */
function stopTexts(result: PlanResult): string[] {
  return result.plan.steps.flatMap((step) => [
    step.step_title,
    step.description,
    step.to_location_name,
    ...step.activities,
  ]);
}

/** A spelling the person used, found at the start of a word so plurals and inflections count. */
export function mentions(texts: string[], words: string): boolean {
  const needle = fold(words).trim();
  if (!needle) return false;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}`, 'u');
  return texts.some((text) => pattern.test(fold(text)));
}

const clock = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function blindChecks(c: BlindCase, result: PlanResult | Refusal, world: BlindWorld): BlindOutcome[] {
  if ('refused' in result) return [];
  const e = c.expect;
  const out: BlindOutcome[] = [];
  const texts = stopTexts(result);
  for (const group of e.keep ?? [])
    out.push(
      outcome(
        'keep',
        group.some((words) => mentions(texts, words)),
        `"${group.join('" / "')}" not in the stops: ${result.plan.steps.map((s) => s.step_title).join(' | ')}`,
      ),
    );
  for (const word of e.notStops ?? []) {
    const names = result.plan.steps.flatMap((step) => [step.step_title, step.to_location_name]);
    const found = names.find((name) => containsWord(name, word));
    out.push(outcome('notStops', !found, `"${word}" became a stop: "${found}"`));
  }
  out.push(...dayPartChecks(e, result), ...dateChecks(e, result), ...budgetChecks(e, result, world));
  if (e.occasionWords?.length) {
    const heading = [result.plan.date_title, result.plan.overall_theme_description];
    out.push(
      outcome(
        'occasionWords',
        e.occasionWords.some((words) => mentions(heading, words)),
        `none of "${e.occasionWords.join('", "')}" in "${result.plan.date_title}" / theme`,
      ),
    );
  }
  if (e.dayTrip) {
    const far = result.draft.stops.some((stop) => stop.travelMinutes >= 20 || stop.mode !== 'walk');
    out.push(outcome('dayTrip', far, 'no stop is reached by more than a short walk'));
  }
  const count = result.draft.stops.length;
  if (e.minStops !== undefined)
    out.push(outcome('stopCount', count >= e.minStops, `${count} stops, at least ${e.minStops} asked`));
  if (e.maxStops !== undefined)
    out.push(outcome('stopCount', count <= e.maxStops, `${count} stops, at most ${e.maxStops} asked`));
  return out;
}

function dayPartChecks(e: BlindExpect, result: PlanResult): BlindOutcome[] {
  if (!e.dayPart) return [];
  const stops = result.draft.stops;
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return [outcome('dayPart', false, 'no stops')];
  const [from, to] = FRAMES[e.dayPart];
  const span = `${clock(first.start)}–${clock(last.end)}`;
  return [
    outcome('dayPart', first.start >= from - GIVE, `${e.dayPart} plan ${span} starts before ${clock(from)}`),
    outcome('dayPart', last.end <= to + GIVE, `${e.dayPart} plan ${span} ends after ${clock(to % 1440)}`),
  ];
}

function dateChecks(e: BlindExpect, result: PlanResult): BlindOutcome[] {
  if (!e.date) return [];
  return [
    outcome(
      'date',
      result.grounded.date === e.date,
      `planned for ${result.grounded.date}, expected ${e.date}`,
    ),
  ];
}

const perPersonHigh = (result: PlanResult) => result.draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0);

function budgetChecks(e: BlindExpect, result: PlanResult, world: BlindWorld): BlindOutcome[] {
  const out: BlindOutcome[] = [];
  const local = result.grounded.currency;
  const high = perPersonHigh(result);
  if (e.budget) {
    const limit = world.convert(e.budget.max, e.budget.currency, local);
    if (limit !== undefined) {
      const spend = e.budget.per === 'person' ? high : high * result.request.people;
      out.push(
        outcome(
          'budgetBand',
          spend >= limit * 0.6,
          `high end ${Math.round(spend)} ${local} uses under 60 % of ${Math.round(limit)} ${local}`,
        ),
      );
    }
  }
  if (e.budgetStyle) {
    // Priced against what an ordinary evening out costs there: 40 and 100 US dollars a head at US prices.
    const usd = (amount: number) =>
      (world.convert(amount, 'USD', local) ?? amount) * result.grounded.priceLevel;
    const pass = e.budgetStyle === 'tight' ? high <= usd(40) : high >= usd(100);
    out.push(
      outcome(
        'budgetStyle',
        pass,
        `${e.budgetStyle} budget, high end ${Math.round(high)} ${local} a head (bounds ${Math.round(usd(40))}/${Math.round(usd(100))})`,
      ),
    );
  }
  return out;
}

export function validateBlindCase(c: BlindCase): string[] {
  const errors: string[] = [];
  const e = c.expect;
  if (!c.id || !c.text) errors.push('missing id or text');
  if (e.dayPart && !DAY_PARTS.includes(e.dayPart)) errors.push(`bad dayPart ${e.dayPart}`);
  for (const tag of e.avoid ?? []) if (!AVOIDS.includes(tag)) errors.push(`bad avoid ${tag}`);
  if (e.date && !/^\d{4}-\d{2}-\d{2}$/.test(e.date)) errors.push(`bad date ${e.date}`);
  if (c.now !== undefined && Number.isNaN(Date.parse(c.now))) errors.push(`bad now ${c.now}`);
  for (const group of e.keep ?? []) if (!Array.isArray(group) || !group.length) errors.push('bad keep group');
  return errors;
}
