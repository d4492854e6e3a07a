import { randomUUID } from 'node:crypto';
import type { GenerationStatus } from '@contract/date-plans';
import type { Database } from '../db/client';
import { datePlans, users } from '../db/schema';
import { planStateOf } from '../date-planner/plan-state';
import { planOffline } from '../generation/pipeline';
import { isRefusal } from '../generation/understand/understand';
import { samplePlanData } from './fake-engine';

/** Inserts a member with a random id, for tests about a member's rows rather than signing up. */
export async function seedMember(db: Database): Promise<string> {
  const userId = randomUUID();
  await db
    .insert(users)
    .values({ id: userId, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace' });
  return userId;
}

export interface SeedPlan {
  title?: string;
  theme?: string;
  query?: string;
  status?: GenerationStatus;
  isFavorite?: boolean;
  isArchived?: boolean;
  generatedAt?: Date;
  /** The plan's cover picture; none, as in plans made before plans had one, when absent. */
  cover?: string;
}

/** Inserts finished plans directly, for tests about reading plans rather than generating them. */
export async function seedPlans(db: Database, userId: string, plans: SeedPlan[]): Promise<string[]> {
  const rows = plans.map((plan, index) => {
    const data = samplePlanData(plan.title ?? `Plan ${index + 1}`);
    if (plan.theme) data.overall_theme_description = plan.theme;
    if (plan.cover) data.cover_image_url = plan.cover;
    return {
      id: randomUUID(),
      userId,
      guestEmail: null,
      query: plan.query ?? `Description ${index + 1}`,
      userPreferences: {},
      title: data.date_title,
      themeDescription: data.overall_theme_description,
      planData: plan.status && plan.status !== 'completed' ? null : data,
      status: plan.status ?? 'completed',
      isFavorite: plan.isFavorite ?? false,
      isArchived: plan.isArchived ?? false,
      allowanceSource: 'daily_free' as const,
      allowanceKey: 'seed',
      generatedAt: plan.generatedAt ?? new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    };
  });
  if (rows.length) await db.insert(datePlans).values(rows);
  return rows.map((row) => row.id);
}

/** Inserts a plan the offline planner really made, with the engine state a generation keeps. */
export async function seedEnginePlan(
  db: Database,
  userId: string,
  query: string,
  options: { variant?: number; now?: Date } = {},
): Promise<string> {
  const now = options.now ?? new Date('2026-11-23T10:00:00Z');
  const variant = options.variant ?? 0;
  const result = planOffline(query, { now, variant });
  if (isRefusal(result)) throw new Error(`the planner refused: ${query}`);
  const id = randomUUID();
  await db.insert(datePlans).values({
    id,
    userId,
    guestEmail: null,
    query,
    userPreferences: {},
    title: result.plan.date_title,
    themeDescription: result.plan.overall_theme_description,
    planData: result.plan,
    planState: planStateOf({ plan: result.plan, draft: result.draft, plannedAt: now }, variant),
    variant,
    status: 'completed',
    allowanceSource: 'daily_free',
    allowanceKey: 'seed',
    generatedAt: now,
  });
  return id;
}
