import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ProgressEvent } from '@contract/date-plans';
import type { Database } from '../db/client';
import { planProgressEvents } from '../db/schema';
import type { ProgressBus } from './progress-bus';

export interface StoredProgressEvent {
  seq: number;
  payload: ProgressEvent;
}

export function createProgressEventStore(db: Database, bus: ProgressBus) {
  return {
    /** Stores the event under the plan's next sequence number and wakes every stream of the plan. */
    async append(payload: ProgressEvent): Promise<number> {
      const [row] = await db
        .insert(planProgressEvents)
        .values({
          planId: payload.plan_id,
          seq: sql`(select coalesce(max(${planProgressEvents.seq}), 0) + 1 from ${planProgressEvents} where ${planProgressEvents.planId} = ${payload.plan_id})`,
          payload,
        })
        .returning({ seq: planProgressEvents.seq });
      if (!row) throw new Error('progress event was not stored');
      await bus.publish({ planId: payload.plan_id, seq: row.seq });
      return row.seq;
    },

    async listAfter(planId: string, afterSeq: number): Promise<StoredProgressEvent[]> {
      return db
        .select({ seq: planProgressEvents.seq, payload: planProgressEvents.payload })
        .from(planProgressEvents)
        .where(and(eq(planProgressEvents.planId, planId), gt(planProgressEvents.seq, afterSeq)))
        .orderBy(asc(planProgressEvents.seq));
    },
  };
}

export type ProgressEventStore = ReturnType<typeof createProgressEventStore>;
