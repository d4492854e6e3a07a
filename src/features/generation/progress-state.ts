import type { ProgressEvent, ProgressStage } from '@contract/date-plans';
import type { StreamFailure } from './hooks/progress-stream';

export interface LogEntry {
  stage: ProgressStage;
  message: string;
}

export interface ProgressState {
  status: 'connecting' | 'streaming' | 'complete' | 'error';
  /** Set when following the stream failed (rather than the plan itself). */
  failure: StreamFailure | null;
  percentage: number;
  log: LogEntry[];
  title: string | null;
  theme: string | null;
  images: string[];
  stepCount: number | null;
  /** The finished plan's step titles, which the completed event brings. */
  stepTitles: string[];
  error: string | null;
}

export const STREAM_FAILED = 'Authentication failed. Please log in again.';
export const PLAN_NOT_FOUND =
  "We couldn't find this date plan. The link may be incomplete, or the plan was deleted.";
export const CONNECTION_LOST =
  'We lost the connection to the planner. Your plan is still being made: check your connection and reload this page.';

const FAILURE_TEXT: Record<StreamFailure, string> = {
  refused: STREAM_FAILED,
  'not-found': PLAN_NOT_FOUND,
  unreachable: CONNECTION_LOST,
};
export const STREAM_FAILED_DETAIL = 'Some error occurred';

export const initialProgress: ProgressState = {
  status: 'connecting',
  failure: null,
  percentage: 0,
  log: [],
  title: null,
  theme: null,
  images: [],
  stepCount: null,
  stepTitles: [],
  error: null,
};

export type ProgressAction =
  { type: 'event'; event: ProgressEvent } | { type: 'stream-failed'; reason: StreamFailure };

/** Folds stream events into what the progress screen shows; log entries are unique by message and stage. */
export function progressReducer(state: ProgressState, action: ProgressAction): ProgressState {
  if (state.status === 'complete' || state.status === 'error') return state;
  if (action.type === 'stream-failed') {
    return {
      ...state,
      status: 'error',
      failure: action.reason,
      error: FAILURE_TEXT[action.reason],
      log: [...state.log, { stage: 'final', message: STREAM_FAILED_DETAIL }],
    };
  }
  const { event } = action;
  const duplicate = state.log.some(
    (entry) => entry.message === event.step_description && entry.stage === event.stage,
  );
  return {
    status: event.error ? 'error' : event.is_complete ? 'complete' : 'streaming',
    failure: null,
    percentage: Math.max(state.percentage, event.progress_percentage),
    log:
      duplicate || !event.step_description
        ? state.log
        : [...state.log, { stage: event.stage, message: event.step_description }],
    title: event.date_title ?? state.title,
    theme: event.date_theme_description ?? state.theme,
    images: event.images?.length ? event.images : state.images,
    stepCount: event.number_of_steps ?? state.stepCount,
    stepTitles: event.step_titles ?? state.stepTitles,
    error: event.error ?? null,
  };
}
