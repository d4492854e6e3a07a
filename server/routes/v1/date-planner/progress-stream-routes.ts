import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_NOT_FOUND, PLAN_PATHS, PROGRESS_EVENT_NAME } from '@contract/date-plans';
import type { AccessTokens } from '../../../auth/access-tokens';
import type { PlanJobs, PlanRow } from '../../../date-planner/plan-jobs';
import type { ProgressStream } from '../../../date-planner/progress-stream';
import { openEventStream } from '../../../lib/event-stream';
import { notFound, unauthorized } from '../../../lib/http-error';
import { isUuid } from '../../../lib/ids';
import { routePattern } from '../../../lib/route-pattern';

export interface ProgressStreamRouteDeps {
  jobs: Pick<PlanJobs, 'find'>;
  progress: ProgressStream;
  accessTokens: AccessTokens;
  heartbeatMs?: number;
}

const RECONNECT_MS = 2_000;

const bearer = (header: string | undefined) => header?.match(/^Bearer\s+(.+)$/i)?.[1];

/**
 * Where a resuming client was. The browser's own reconnection sends the header; a stream the page
 * reopens itself (with a renewed token, say) can only say it in the URL.
 */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number {
  const seq = Number.parseInt(String(header ?? query ?? '0'), 10);
  return Number.isSafeInteger(seq) && seq > 0 ? seq : 0;
}

/** Server-sent progress of one generation, for its owner or the guest e-mail that asked for it. */
export const progressStreamRoutes: FastifyPluginAsyncZod<ProgressStreamRouteDeps> = async (app, deps) => {
  const heartbeatMs = deps.heartbeatMs ?? 15_000;

  /**
   * The reader a token names. An expired token, or one whose session ended, is refused as such (401),
   * before any plan is looked at, so the page renews it or asks to sign in again and learns nothing
   * about the plan; a valid reader who may not watch gets 404 like everyone else.
   */
  async function readerOf(token: string | undefined) {
    if (!token) return null;
    const claims = await deps.accessTokens.verify(token);
    if (!claims) throw unauthorized();
    return claims.userId;
  }

  const mayWatch = (plan: PlanRow, userId: string | null, email: string | undefined) =>
    (userId !== null && plan.userId === userId) ||
    Boolean(email && plan.guestEmail && email.trim().toLowerCase() === plan.guestEmail);

  app.get(
    routePattern(PLAN_PATHS.progress, 'planId'),
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
      const reader = await readerOf(request.query.token ?? bearer(request.headers.authorization));
      const plan = isUuid(planId) ? await deps.jobs.find(planId) : undefined;
      // A stranger learns nothing, not even that the plan exists.
      if (!plan || !mayWatch(plan, reader, request.query.email)) throw notFound(PLAN_NOT_FOUND);

      reply.hijack();
      const stream = openEventStream(reply.raw, { heartbeatMs, reconnectMs: RECONNECT_MS });
      const following = deps.progress.follow({
        planId,
        afterSeq: resumePoint(request.headers['last-event-id'], request.query.last_event_id),
        send: ({ seq, payload }) => stream.send({ id: seq, event: PROGRESS_EVENT_NAME, data: payload }),
        end: stream.close,
        log: request.log,
      });
      request.raw.on('close', following.stop);
      await following.caughtUp;
    },
  );
};
