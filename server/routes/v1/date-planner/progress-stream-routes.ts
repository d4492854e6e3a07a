import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessTokens } from '../../../auth/access-tokens';
import type { PlanJobs, PlanRow } from '../../../date-planner/plan-jobs';
import type { ProgressBus } from '../../../date-planner/progress-bus';
import type { ProgressEventStore } from '../../../date-planner/progress-events';
import { isDatabaseUnavailable } from '../../../lib/database-unavailable';
import { isUuid } from '../../../lib/ids';
import { notFound } from '../../../lib/http-error';

export const PROGRESS_EVENT_NAME = 'DatePlanProgress';
export const PLAN_NOT_FOUND = 'Date plan not found';
const OUTAGE_RETRY_MS = 2_000;

export interface ProgressStreamDeps {
  jobs: PlanJobs;
  events: ProgressEventStore;
  bus: ProgressBus;
  accessTokens: AccessTokens;
  heartbeatMs?: number;
}

const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(.+)$/i)?.[1];

/**
 * Server-sent progress of one generation: stored events first (after Last-Event-ID when resuming),
 * then live ones as they are written, until the plan completes or fails.
 */
export const progressStreamRoutes: FastifyPluginAsyncZod<ProgressStreamDeps> = async (app, deps) => {
  const heartbeatMs = deps.heartbeatMs ?? 15_000;

  async function mayWatch(plan: PlanRow, token: string | undefined, email: string | undefined) {
    if (token) {
      const claims = await deps.accessTokens.verify(token);
      if (claims && plan.userId === claims.userId) return true;
    }
    return Boolean(email && plan.guestEmail && email.trim().toLowerCase() === plan.guestEmail);
  }

  app.get(
    '/sse/:planId',
    {
      schema: {
        params: z.object({ planId: z.string() }),
        querystring: z.object({
          token: z.string().optional(),
          email: z.string().optional(),
          last_event_id: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const { planId } = request.params;
      const plan = isUuid(planId) ? await deps.jobs.find(planId) : undefined;
      const token = request.query.token ?? bearer(request.headers.authorization);
      // A stranger learns nothing, not even that the plan exists.
      if (!plan || !(await mayWatch(plan, token, request.query.email))) throw notFound(PLAN_NOT_FOUND);

      // The browser's own reconnection sends the header; a stream the page reopens itself (with a
      // renewed token, say) can only say where it was in the URL.
      const resumeFrom = Number.parseInt(
        String(request.headers['last-event-id'] ?? request.query.last_event_id ?? '0'),
        10,
      );
      let lastSent = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
      let ended = false;
      let flushing: Promise<void> | null = null;
      let again = false;
      let outageRetry: NodeJS.Timeout | undefined;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');

      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(outageRetry);
        unsubscribe();
        res.end();
      };

      const drain = async () => {
        do {
          again = false;
          for (const { seq, payload } of await deps.events.listAfter(planId, lastSent)) {
            if (ended) return;
            res.write(`id: ${seq}\nevent: ${PROGRESS_EVENT_NAME}\ndata: ${JSON.stringify(payload)}\n\n`);
            lastSent = seq;
            if (payload.is_complete || payload.error) return end();
          }
        } while (again && !ended);
      };
      // Signals that arrive mid-read are folded into one more read rather than racing it.
      const flush = () => {
        if (flushing) {
          again = true;
          return flushing;
        }
        flushing = drain()
          .catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) {
              // Through a database outage the stream stays open and reads again until it is back.
              request.log.warn({ planId }, 'progress stream waiting for the database');
              if (!ended) outageRetry = setTimeout(() => void flush(), OUTAGE_RETRY_MS);
              return;
            }
            request.log.error({ err: error, planId }, 'progress stream failed');
            end();
          })
          .finally(() => {
            flushing = null;
          });
        return flushing;
      };

      const unsubscribe = deps.bus.subscribe(planId, (signal) => {
        if (signal.seq > lastSent) void flush();
      });
      request.raw.on('close', end);

      await flush();
      if (!ended) {
        const current = await deps.jobs.find(planId);
        // Resuming after the last event of a finished plan: nothing more will come.
        if (!current || current.status === 'completed' || current.status === 'failed') {
          await flush();
          end();
        }
      }
    },
  );
};
