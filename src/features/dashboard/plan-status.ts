import type { GenerationStatus } from '@contract/date-plans';

/** Spec section 4: the five statuses with their labels and colours. */
export const STATUS_BADGES: Record<
  GenerationStatus,
  { label: string; color: 'gray' | 'blue' | 'green' | 'red' }
> = {
  pending: { label: 'Pending', color: 'gray' },
  generating: { label: 'Generating', color: 'blue' },
  in_progress: { label: 'In Progress', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

export const BADGE_CLASSES = {
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

export const NEW_PLAN_TOOLTIP = 'Create a new date plan';
export const NO_PLANS_LEFT_TOOLTIP = 'No date plans remaining. Please upgrade your subscription.';

/** Spec section 6: the dashboard's New Plan button is off only when nothing remains. */
export function newPlanRule(remaining: number | undefined) {
  const disabled = remaining === 0;
  return { disabled, tooltip: disabled ? NO_PLANS_LEFT_TOOLTIP : NEW_PLAN_TOOLTIP };
}
