import type { PlanData } from '@contract/date-plans';
import type { Draft } from '../draft';
import { coverPicture } from '../kinds/cover';
import { illustrationPath, pictureFor } from '../kinds/illustrations';
import { anchorProse } from './anchor';
import { backupPlan, dateTips } from './date-tips';
import { dateOpenings, saysOwnFacts, saysThisDate, stopOpenings } from './date-openings';
import { fill, sentence } from './fill';
import { planTheme, planTitle } from './plan-heading';
import { polishPlan } from './polish';
import { unsupportedLanguageTip } from './unsupported-language';
import { writeContextOf } from './write-context';
import { writeStep } from './write-step';

/** Turns a checked draft into the plan people read, in the language of their description. */
export function writePlan(draft: Draft): PlanData {
  const ctx = writeContextOf(draft);
  const { language, phrases } = ctx;
  const cover = coverPicture(
    draft.stops.map((stop, index) => ({
      picture: pictureFor(stop.kind, ctx.scenes[index]),
      atSunset: ctx.scenes[index]?.atSunset ?? false,
      requested: stop.requested,
    })),
  );
  // The parts are written in the order a plan is read, each drawing on its own part of the chooser.
  const part = (name: string) => ({ ...ctx, chooser: ctx.chooser.part(name) });
  const steps = draft.stops.map((stop, index) => writeStep(part(`step ${index}`), stop, index));
  const title = planTitle(part('title'));
  const { theme: plainTheme, occasionTheme } = planTheme(part('theme'));
  const languageTip = unsupportedLanguageTip(draft.request);
  const tips = dateTips(part('tips'));
  const alternative = backupPlan(part('backup'));
  const openings = dateOpenings(ctx);
  const saysDate = saysThisDate(ctx);
  const aboutThisDate = (text: string, says = saysDate) =>
    anchorProse(text, openings, says, language, ctx.placeNames);
  let theme = aboutThisDate(plainTheme);
  // The occasion's sentence is tied on its own: the colon of the sentence after it is not its own.
  if (occasionTheme) theme = `${aboutThisDate(occasionTheme)} ${theme}`;
  openings.push(...stopOpenings(ctx));
  const saysOwn = saysOwnFacts(ctx);
  // Why the plan is in English comes first and as it is: it is about the plan, not this date.
  const dateTipLines = [
    ...(languageTip ? [languageTip] : []),
    ...[...new Set(tips)].slice(0, languageTip ? 6 : 7).map((tip) => aboutThisDate(tip, saysOwn)),
  ];
  const firstStart = draft.stops[0]?.start ?? 1080;
  const lastEnd = draft.stops.at(-1)?.end ?? firstStart;
  const low = draft.stops.reduce((sum, stop) => sum + stop.cost[0], 0);
  const high = draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0);
  return polishPlan(
    {
      language,
      date_title: title,
      overall_theme_description: theme,
      general_date_tips: dateTipLines,
      alternative_suggestion_summary: aboutThisDate(sentence(alternative), saysOwn),
      total_estimated_date_duration: fill(draft.freeTime ? phrases.aboutWithFreeTime : phrases.about, {
        duration: phrases.formatDuration(lastEnd - firstStart - freeMinutes(draft)),
      }),
      total_estimated_cost_range:
        high === 0 ? phrases.cost.free : fill(phrases.cost.perPerson, { range: ctx.money(low, high) }),
      steps,
      ...(cover ? { cover_image_url: illustrationPath(cover) } : {}),
    },
    ctx.grammar,
    draft.grounded.country,
  );
}

/** The afternoon the person left free is not part of how long the date lasts. */
const freeMinutes = ({ freeTime }: Draft) => (freeTime ? freeTime.end - freeTime.start : 0);
