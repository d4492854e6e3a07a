import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeedbackItem, feedbackListQuerySchema, submitFeedbackRequestSchema } from '@contract/feedback';
import type { Database } from '../db/client';
import { datePlans, feedback } from '../db/schema';
import { escapeLike } from '../lib/like';

type FeedbackRow = typeof feedback.$inferSelect;

const toItem = (row: FeedbackRow): FeedbackItem => ({
  feedback_id: row.id,
  feedback_type: row.feedbackType,
  message: row.message,
  rating: row.rating,
  related_plan_id: row.relatedPlanId,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

export function createFeedbackRepository(db: Database) {
  return {
    /** Whether the sender may attach the plan: their own, or one shared by link. */
    async mayReference(planId: string, userId: string | null): Promise<boolean> {
      const visible = userId
        ? or(eq(datePlans.userId, userId), isNotNull(datePlans.shareToken))
        : isNotNull(datePlans.shareToken);
      const [row] = await db
        .select({ id: datePlans.id })
        .from(datePlans)
        .where(and(eq(datePlans.id, planId), visible));
      return Boolean(row);
    },

    async create(
      input: z.output<typeof submitFeedbackRequestSchema>,
      userId: string | null,
    ): Promise<FeedbackItem> {
      const [row] = await db
        .insert(feedback)
        .values({
          id: randomUUID(),
          userId,
          feedbackType: input.feedback_type,
          message: input.message,
          rating: input.rating ?? null,
          relatedPlanId: input.related_plan_id ?? null,
          email: userId ? null : input.email || null,
          name: userId ? null : input.name || null,
        })
        .returning();
      if (!row) throw new Error('feedback was not stored');
      return toItem(row);
    },

    async list(userId: string, query: z.output<typeof feedbackListQuerySchema>) {
      const conditions: SQL[] = [eq(feedback.userId, userId)];
      if (query.feedback_type) conditions.push(eq(feedback.feedbackType, query.feedback_type));
      if (query.status) conditions.push(eq(feedback.status, query.status));
      if (query.rating) conditions.push(eq(feedback.rating, query.rating));
      if (query.search) conditions.push(ilike(feedback.message, `%${escapeLike(query.search)}%`));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ value: count() }).from(feedback).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        feedback: rows.map(toItem),
        total_count: totalCount,
        has_next: query.page * query.page_size < totalCount,
      };
    },

    async find(userId: string, id: string): Promise<FeedbackItem | undefined> {
      const [row] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.userId, userId), eq(feedback.id, id)));
      return row && toItem(row);
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
