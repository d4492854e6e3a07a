import type { datePlans } from '../db/schema';
import { calendarFileName, planCalendar } from './plan-calendar';

type PlanRow = typeof datePlans.$inferSelect;

export interface CalendarFile {
  fileName: string;
  body: string;
}

/**
 * A finished plan as an .ics file: on the day the couple picked, else the day it was planned for,
 * with each step's times in the city's zone. Null for a plan that is not finished.
 */
export function calendarFileOf(row: PlanRow, planUrl: string | null): CalendarFile | null {
  if (row.status !== 'completed' || !row.planData) return null;
  const state = row.planState;
  const times = state?.stops.length === row.planData.steps.length ? state.stops : null;
  return {
    fileName: calendarFileName(row.planData.date_title || row.title),
    body: planCalendar({
      planId: row.id,
      title: row.planData.date_title || row.title,
      date: row.scheduledFor ?? state?.planDate ?? row.generatedAt.toISOString().slice(0, 10),
      timeZone: state?.timeZone ?? null,
      steps: row.planData.steps,
      times: times?.map(({ start, end }) => ({ start, end })) ?? null,
      planUrl,
      language: row.planData.language,
    }),
  };
}
