import type { PlanData, Step } from '@contract/date-plans';
import { checkLogistics } from '../check/logistics';
import { withLogisticsFindings } from '../check/logistics-findings';
import { repairLogistics } from '../check/logistics-repair';
import { logisticsSentence } from '../check/logistics-sentences';
import type { Draft, DraftStop } from '../draft';
import { formatClock } from '../world/local-time';
import { PHRASES } from '../write/phrases/all-phrases';
import { fill } from '../write/fill';

/**
 * The logistics checker on a plan another engine wrote (a model's): legs and waits it can mend are
 * mended in the plan's times and travel, and what it cannot mend is said first in the plan's tips, in
 * the plan's language, as the offline engine's plans do.
 */
export function settleLogistics(plan: PlanData, draft: Draft, now: Date): { plan: PlanData; draft: Draft } {
  const repaired = repairLogistics(draft, checkLogistics(draft, now));
  // The mends keep every stop of a model's plan (all of them count as asked for); if not, times stay.
  const timed = repaired.stops.length === draft.stops.length ? repaired : draft;
  const settled = withLogisticsFindings(timed, checkLogistics(timed, now));
  const language = draft.request.languageFallback ? 'en' : draft.request.language;
  const clockStyle = PHRASES[language].clock;
  const clock = (minutes: number) => formatClock(minutes, clockStyle);
  const sentences = settled.findings.flatMap((finding) =>
    finding.type === 'logistics'
      ? [logisticsSentence(finding.check, finding.stop, settled, language, clock)]
      : [],
  );
  const steps = plan.steps.map((step, index) => {
    const before = draft.stops[index];
    const after = settled.stops[index];
    return before && after ? retimed(step, before, after, index, language, clockStyle) : step;
  });
  return {
    plan: { ...plan, steps, general_date_tips: [...sentences, ...plan.general_date_tips] },
    draft: settled,
  };
}

function retimed(
  step: Step,
  before: DraftStop,
  after: DraftStop,
  index: number,
  language: keyof typeof PHRASES,
  clockStyle: '12h' | '24h',
): Step {
  const legChanged = before.mode !== after.mode || before.travelMinutes !== after.travelMinutes;
  const travel = PHRASES[language].travel;
  return {
    ...step,
    ...(legChanged && index > 0
      ? {
          estimated_travel_time: fill(travel[after.mode], { n: String(after.travelMinutes) }),
          transport_mode: after.mode,
        }
      : {}),
    ...(before.start !== after.start ? { start_time: formatClock(after.start, clockStyle) } : {}),
    ...(before.end !== after.end ? { end_time: formatClock(after.end, clockStyle) } : {}),
  };
}
