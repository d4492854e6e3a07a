import type { Step } from '@contract/date-plans';
import { planLabels, type PlanLabels } from '@contract/plan-labels';
import { transportKind, type TransportKind } from '@contract/transport-icons';

const how = (kind: TransportKind, labels: PlanLabels): string | null =>
  ({ walk: labels.onFoot, drive: labels.byCar, transit: labels.byTransit, other: null })[kind];

// Planners write the journey in the plan's language ("15 min walk", "10 min a pie", "Start here");
// only a bare length of time needs the way of travelling added.
const BARE_DURATION = /^\s*(~|about|approx\.?)?\s*\d+([.,]\d+)?\s*(min|mins|minutes?|h|hrs?|hours?)\.?\s*$/i;

/** 'Getting there' for one stop, without saying the way of travelling twice. */
export function gettingThere(
  step: Pick<Step, 'estimated_travel_time' | 'transport_mode'>,
  labels: PlanLabels = planLabels(),
): string {
  const way = how(transportKind(step.transport_mode), labels);
  return way && BARE_DURATION.test(step.estimated_travel_time)
    ? `${step.estimated_travel_time.trim()} ${way}`
    : step.estimated_travel_time;
}
