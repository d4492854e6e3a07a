import type { DraftStop } from '../draft';
import { excludedWords, wholeWordIn } from '../check/check';
import { KIND_CATALOG } from '../kinds/catalog';
import { fill, fillable, sentence } from './fill';
import { findingSentence } from './findings';
import { areaFor } from './place-parts';
import { tieable } from './plan-heading';
import { nearestSunset, sunsetNote } from './sunset-note';
import { capitalise, type WriteContext } from './write-context';

/** Words of ours that name nothing the person excluded ("anything but museums"), where another will do. */
function cleanOf(ctx: WriteContext) {
  const avoid = excludedWords(ctx.draft, ctx.language);
  return (options: readonly string[]) => {
    const kept = options.filter((option) => !avoid.some((word) => wholeWordIn(option, word)));
    return kept.length ? kept : options;
  };
}

/**
 * From 22:30 the buses thin out: only a date ending then or later needs its way home thought of. Minutes
 * run on past midnight (00:40 is 1480), so one comparison holds.
 */
const LATE_END = 22 * 60 + 30;

const outdoorStopsOf = ({ draft }: WriteContext) =>
  draft.stops.filter((stop) => KIND_CATALOG[stop.kind].tags.includes('outdoor'));

/**
 * The date's tips before they are said about it: what the checker found, the occasion's, one per
 * constraint, the budget, when and where it ends, the sunset for an outdoor plan, then general advice.
 */
export function dateTips(ctx: WriteContext): string[] {
  const { draft, phrases, chooser, language, city, clock } = ctx;
  const { request, grounded } = draft;
  const tips: string[] = draft.findings.map((finding) =>
    findingSentence(finding, draft, phrases, clock, language),
  );
  if (request.occasion)
    tips.push(
      ...chooser.pickMany(tieable(ctx, phrases.occasions[request.occasion].tips, 2), 2).map(sentence),
    );
  for (const constraint of request.constraints) {
    // Vegan says all that vegetarian would.
    if (constraint === 'vegetarian' && request.constraints.includes('vegan')) continue;
    // A tip about every stop names them: "Nothing depends on drinking" alone is every sober plan's.
    tips.push(
      sentence(fill(phrases.constraintTips[constraint], { stops: phrases.list(draft.stops.map(ctx.what)) })),
    );
  }
  if (grounded.budgetText) tips.push(sentence(fill(phrases.budgetTip, { budget: grounded.budgetText })));
  const free = freeTimeTip(ctx);
  if (free) tips.push(free);
  // Facts of this date before general advice: when and where it ends, and the sunset for an outdoor plan.
  const last = draft.stops.at(-1);
  if (last && last.end >= LATE_END) {
    const home = {
      end: clock(last.end),
      area: areaFor(last, city ?? null, language, phrases.centre).inSentence,
      // The place itself, with its article ("un tablao flamenco"): the thing it holds ("flamenco") ends nothing.
      last: last.placeName ?? ctx.nameOf(last.kind).noun,
    };
    // The variant that names where it ends, when that is known,
    // and otherwise one that needs no area: a tip never says "in" with nothing after it.
    const usable = phrases.homeTip.filter((tip) => fillable(tip, home));
    const withArea = usable.filter((tip) => tip.includes('{area}'));
    tips.push(sentence(fill(chooser.pick(withArea.length ? withArea : usable, home), home)));
  }
  // The sunset said about the outdoor stop it changes most ("A walk at 7:30 PM: the sun has set by then").
  const { sunset } = grounded;
  const sunsetStop = sunset !== null ? nearestSunset(outdoorStopsOf(ctx), sunset) : undefined;
  if (sunsetStop && city && sunset !== null && !draft.stops.some((stop) => stop.atSunset)) {
    const what = sunsetStop.placeName ?? capitalise(ctx.nameOf(sunsetStop.kind).noun);
    tips.push(sunsetNote({ ...sunsetStop, what }, sunset, city, language, clock));
  }
  const general = tieable(ctx, cleanOf(ctx)(phrases.generalTips), 2);
  tips.push(...chooser.pickMany(general, Math.max(0, 2 - tips.length)).map(sentence));
  return tips;
}

/** The afternoon the person left free, said with the stops around it. */
function freeTimeTip({ draft, phrases, chooser, clock, nameOf }: WriteContext): string | null {
  const free = draft.freeTime;
  const index = draft.stops.findIndex((stop) => stop.end === free?.start);
  const before = draft.stops[index];
  const after = draft.stops[index + 1];
  if (!free || !before || !after) return null;
  // A place by its name, a kind with its article: "entre une galerie d’art et un restaurant", not "et dîner".
  const said = (stop: DraftStop) => stop.placeName ?? nameOf(stop.kind).noun;
  const slots = { start: clock(free.start), end: clock(free.end), before: said(before), after: said(after) };
  return sentence(fill(chooser.pick(phrases.freeTime), slots));
}

/** The backup plan: indoor ideas for a plan with outdoor stops, else a quieter start. */
export function backupPlan(ctx: WriteContext): string {
  const { draft, phrases, chooser } = ctx;
  const outdoor = outdoorStopsOf(ctx);
  return outdoor.length
    ? fill(chooser.pick(phrases.alternativeWeather), {
        outdoor: phrases.list(outdoor.map(ctx.what)),
        indoor: chooser.pick(cleanOf(ctx)(phrases.indoorIdeas)),
      })
    : fill(chooser.pick(phrases.alternativeQuiet), { first: draft.stops[0] ? ctx.what(draft.stops[0]) : '' });
}
