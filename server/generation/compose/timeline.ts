import type { Composition } from './composition';
import type { Timed } from './stop-candidate';
import { anchorsFor, type AnchorOf } from './time-order';
import { scheduler, type Schedule } from './time-schedule';
import type { Frame } from './time-window';

/** The stops placed in time (empty until first scheduled), kept in step with the composition's candidates as stages change them. */
export interface Timeline {
  frame: Frame;
  anchorOf: AnchorOf;
  schedule: Schedule;
  timed: Timed[];
  /** Places the candidates in time again after a stage added, moved, or removed one. */
  reschedule(): void;
}

export function timelineOf(
  composition: Composition,
  frame: Frame,
  anchorOf = anchorsFor(composition, frame),
): Timeline {
  const schedule = scheduler(composition, frame, anchorOf);
  const timeline: Timeline = {
    frame,
    anchorOf,
    schedule,
    timed: [],
    reschedule() {
      timeline.timed = schedule(composition.candidates);
    },
  };
  return timeline;
}

export const firstStart = (timeline: Timeline, fallback = 0) => timeline.timed[0]?.start ?? fallback;
export const lastEnd = (timeline: Timeline, fallback = 0) => timeline.timed.at(-1)?.end ?? fallback;
