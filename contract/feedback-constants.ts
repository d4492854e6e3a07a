// The feedback API's plain values: its kinds, statuses and limits. No schema library here, so the SPA
// imports them without pulling zod into its bundle; the schemas are in feedback.ts.

export const FEEDBACK_TYPES = [
  'general',
  'bug_report',
  'feature_request',
  'date_plan_feedback',
  'user_experience',
] as const;

export const FEEDBACK_STATUSES = ['new', 'reviewed', 'resolved'] as const;

export const MIN_FEEDBACK_LENGTH = 10;

export const MAX_FEEDBACK_LENGTH = 5000;

export const MAX_FEEDBACK_NAME_LENGTH = 255;

export const FEEDBACK_PAGE_SIZE = 10;
