import type { Step } from '@contract/date-plans';
import { transportKind, type TransportKind } from './components/transport-icon';

const HOW: Record<TransportKind, string | null> = {
  walk: 'on foot',
  drive: 'by car',
  transit: 'by public transport',
  other: null,
};

// Planners write the journey in the plan's language ("15 min walk", "10 min a pie", "Start here");
// only a bare length of time needs the way of travelling added.
const BARE_DURATION = /^\s*(~|about|approx\.?)?\s*\d+([.,]\d+)?\s*(min|mins|minutes?|h|hrs?|hours?)\.?\s*$/i;

/** 'Getting there' for one stop, without saying the way of travelling twice. */
export function gettingThere(step: Pick<Step, 'estimated_travel_time' | 'transport_mode'>): string {
  const how = HOW[transportKind(step.transport_mode)];
  return how && BARE_DURATION.test(step.estimated_travel_time)
    ? `${step.estimated_travel_time.trim()} ${how}`
    : step.estimated_travel_time;
}
