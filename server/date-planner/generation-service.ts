import type { z } from 'zod';
import { UNCLEAR_DESCRIPTION, type generateRequestSchema } from '@contract/date-plans';
import { loadPlanner } from '../generation/lazy-planner';
import { preferredCity } from '../generation/engine';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { datePlans } from '../db/schema';
import { invalidField, notFound } from '../lib/http-error';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Allowance, Requester } from '../subscriptions/allowance';
import type { NewPlan, PlanJobs } from './plan-jobs';

export const GUEST_EMAIL_REQUIRED = 'Please enter a valid email address.';

export interface GenerationServiceDeps {
  db: Database;
  jobs: PlanJobs;
  allowance: Pick<Allowance, 'spend' | 'refund'>;
  rateLimiter: RateLimiter;
  wakeWorker: () => void;
  guestRule: { limit: number; windowSeconds: number };
}

export function createGenerationService(deps: GenerationServiceDeps) {
  async function queue(plan: Omit<NewPlan, 'spend'>, requester: Requester): Promise<string> {
    const spend = await deps.allowance.spend(requester);
    try {
      const planId = await deps.jobs.enqueue({ ...plan, spend });
      deps.wakeWorker();
      return planId;
    } catch (error) {
      await deps.allowance.refund(spend);
      throw error;
    }
  }

  return {
    /** Spends the allowance, queues the plan and answers at once; the worker does the rest. */
    async start(
      request: z.output<typeof generateRequestSchema>,
      member: { userId: string } | null,
      clientIp: string,
    ): Promise<string> {
      // Nothing to plan from: say so before any allowance is spent.
      const { isRefusal, understand } = await loadPlanner();
      if (isRefusal(understand(request.query))) {
        throw invalidField(['body', 'query'], UNCLEAR_DESCRIPTION, 'unclear_description');
      }
      let requester: Requester;
      if (member) {
        requester = { kind: 'member', userId: member.userId };
      } else {
        if (!request.guest_email)
          throw invalidField(['body', 'guest_email'], GUEST_EMAIL_REQUIRED, 'missing');
        await deps.rateLimiter.hit(`generate-guest:${clientIp}`, {
          ...deps.guestRule,
          detail: 'Too many date plans requested from this network. Please try again later.',
        });
        requester = { kind: 'guest', email: request.guest_email };
      }
      return queue(
        {
          userId: member?.userId ?? null,
          guestEmail: requester.kind === 'guest' ? requester.email : null,
          query: request.query,
          // A guest's preferences are only where the date is ("Where will you be?").
          preferences: member ? request.user_preferences : guestPreferences(request.user_preferences),
        },
        requester,
      );
    },

    /**
     * A new plan from the description of one of the member's plans, with the next variant no plan of
     * theirs has used for it, so each version differs; it spends the allowance like any generation.
     */
    async anotherVersion(userId: string, planId: string, notFoundDetail: string): Promise<string> {
      const [source] = await deps.db
        .select({ query: datePlans.query, preferences: datePlans.userPreferences })
        .from(datePlans)
        .where(and(eq(datePlans.userId, userId), eq(datePlans.id, planId)));
      if (!source) throw notFound(notFoundDetail);
      const [used] = await deps.db
        .select({ highest: max(datePlans.variant) })
        .from(datePlans)
        .where(and(eq(datePlans.userId, userId), eq(datePlans.query, source.query)));
      return queue(
        {
          userId,
          guestEmail: null,
          query: source.query,
          preferences: source.preferences,
          variant: (used?.highest ?? 0) + 1,
        },
        { kind: 'member', userId },
      );
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;

/** What a guest's request keeps of its preferences: the city chosen for it, if any. */
function guestPreferences(preferences: Record<string, unknown>): Record<string, unknown> {
  const city = preferredCity(preferences);
  return city ? { city } : {};
}
