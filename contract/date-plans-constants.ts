// The date-plan API's plain values: paths, limits and messages. No schema library here, so the SPA
// imports them without pulling zod into its bundle; the schemas are in date-plans.ts.

/** The SSE event name every progress message is sent under (spec section 7). */
export const PROGRESS_EVENT_NAME = 'DatePlanProgress';

export const MAX_QUERY_LENGTH = 2000;
/** The answer to a description over MAX_QUERY_LENGTH characters (the box stops there; the API says so). */
export const DESCRIPTION_TOO_LONG = 'Please keep your description to 2,000 characters or fewer.';
/** From how many characters the description box shows its count. */
export const QUERY_COUNTER_FROM = 1800;

/** The answer to a description with nothing to plan from (keyboard mash, a lone emoji, abuse). */
export const UNCLEAR_DESCRIPTION =
  'Tell us a little more about the date you have in mind: where, when, or what you would like to do together.';

export const DEFAULT_PLAN_PAGE_SIZE = 20;

export const MAX_PLAN_PAGE_SIZE = 100;

/** The dashboard's page: two rows of a four-column grid. */
export const DASHBOARD_PAGE_SIZE = 8;

/** At most this many alternatives are offered for one stop. */
export const MAX_SWAP_ALTERNATIVES = 3;

/** 404 `{detail}` for a plan that is not there or not the reader's; the SPA shows it as its heading. */
export const PLAN_NOT_FOUND = 'Date plan not found';

/** The swap endpoints' answers when a plan cannot change, as `{ detail }`. */
export const SWAP_MESSAGES = {
  notReady: 'Only a finished plan can be changed.',
  stale: 'That alternative is no longer available. Please look at the alternatives again.',
  nothingToUndo: 'There is no earlier version of this plan to go back to.',
  changed: 'This plan changed in the meantime. Please look at it again before undoing.',
  unavailable: "This plan can't be changed one stop at a time. Make another version instead.",
} as const;

/** Where the plan API lives; `PLAN_PATHS` are below it. */
export const PLANNER_BASE = '/v1/date-planner';

/** The plan API's paths below /v1/date-planner, for both the server's routes and the client. */
export const PLAN_PATHS = {
  generate: '/generate',
  progress: (planId: string) => `/sse/${encodeURIComponent(planId)}`,
  plans: '/plans',
  stats: '/plans/stats',
  plan: (planId: string) => `/plans/${encodeURIComponent(planId)}`,
  share: (planId: string) => `/plans/${encodeURIComponent(planId)}/share`,
  shared: (shareToken: string) => `/shared/${encodeURIComponent(shareToken)}`,
  schedule: (planId: string) => `/plans/${encodeURIComponent(planId)}/schedule`,
  alternatives: (planId: string, stepIndex: number) =>
    `/plans/${encodeURIComponent(planId)}/steps/${stepIndex}/alternatives`,
  swap: (planId: string, stepIndex: number) => `/plans/${encodeURIComponent(planId)}/steps/${stepIndex}/swap`,
  undoSwap: (planId: string) => `/plans/${encodeURIComponent(planId)}/swap/undo`,
  anotherVersion: (planId: string) => `/plans/${encodeURIComponent(planId)}/versions`,
  places: '/places',
  calendar: (planId: string) => `/plans/${encodeURIComponent(planId)}/calendar.ics`,
  sharedCalendar: (shareToken: string) => `/shared/${encodeURIComponent(shareToken)}/calendar.ics`,
} as const;
