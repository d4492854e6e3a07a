import type { z } from 'zod';
import { UNCLEAR_DESCRIPTION, type generateRequestSchema } from '../../contract/date-plans';
import { isRefusal, understand } from '../generation/understand/understand';
import type { Database } from '../db/client';
import { invalidField } from '../lib/http-error';
import type { RateLimiter } from '../lib/rate-limiter';
import { refundAllowance, spendAllowance, type Requester } from './allowance';
import type { PlanJobs } from './plan-jobs';

export const GUEST_EMAIL_REQUIRED = 'Please enter a valid email address.';

export interface GenerationServiceDeps {
  db: Database;
  jobs: PlanJobs;
  rateLimiter: RateLimiter;
  wakeWorker: () => void;
  guestRule: { limit: number; windowSeconds: number };
}

export function createGenerationService(deps: GenerationServiceDeps) {
  return {
    /** Spends the allowance, queues the plan and answers at once; the worker does the rest. */
    async start(
      request: z.output<typeof generateRequestSchema>,
      member: { userId: string } | null,
      clientIp: string,
    ): Promise<string> {
      // Nothing to plan from: say so before any allowance is spent.
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
      const spend = await spendAllowance(deps.db, requester);
      try {
        const planId = await deps.jobs.enqueue({
          userId: member?.userId ?? null,
          guestEmail: requester.kind === 'guest' ? requester.email : null,
          query: request.query,
          preferences: member ? request.user_preferences : {},
          spend,
        });
        deps.wakeWorker();
        return planId;
      } catch (error) {
        await refundAllowance(deps.db, spend);
        throw error;
      }
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
