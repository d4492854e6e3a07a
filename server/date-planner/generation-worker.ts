import type { FastifyBaseLogger } from 'fastify';
import type { ProgressEvent, ProgressStage } from '../../contract/date-plans';
import type { EngineProgress, GenerationEngine } from '../generation/engine';
import type { Spend } from './allowance';
import { planStateOf } from './plan-state';
import type { PlanJobs, PlanRow } from './plan-jobs';
import type { ProgressEventStore } from './progress-events';

export const GENERATION_FAILED = "We couldn't finish your date plan. Please try again.";

export interface GenerationWorkerOptions {
  jobs: PlanJobs;
  events: ProgressEventStore;
  engine: GenerationEngine;
  refund: (spend: Spend) => Promise<void>;
  log: FastifyBaseLogger;
  concurrency?: number;
  heartbeatMs?: number;
  /** A running plan without a heartbeat for this long is taken to be orphaned and re-queued. */
  staleAfterMs?: number;
  maxAttempts?: number;
  /** With a single process (the embedded database) every running plan at start is an orphan. */
  recoverAllOnStart?: boolean;
}

export interface GenerationWorker {
  start(): Promise<void>;
  /** Nudges the worker to look for pending plans now instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
  /** Resolves when no job is running; for tests and benchmarks. */
  idle(): Promise<void>;
}

interface Snapshot {
  title: string | null;
  theme: string | null;
  images: string[] | null;
  stepCount: number | null;
}

export function createGenerationWorker(options: GenerationWorkerOptions): GenerationWorker {
  const { jobs, events, engine, log } = options;
  const concurrency = options.concurrency ?? 4;
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 3;

  const running = new Set<Promise<void>>();
  const aborts = new Set<AbortController>();
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;
  let claiming = false;

  const event = (
    plan: PlanRow,
    snapshot: Snapshot,
    fields: Partial<ProgressEvent> & { stage: ProgressStage },
  ) =>
    events.append({
      plan_id: plan.id,
      step_description: '',
      progress_percentage: 0,
      timestamp: new Date().toISOString(),
      is_complete: false,
      error: null,
      images: snapshot.images,
      date_theme_description: snapshot.theme,
      date_title: snapshot.title,
      number_of_steps: snapshot.stepCount,
      ...fields,
    });

  async function fail(plan: PlanRow, snapshot: Snapshot, stage: ProgressStage, percentage: number) {
    await jobs.fail(plan.id, GENERATION_FAILED);
    await options.refund({ source: plan.allowanceSource, key: plan.allowanceKey });
    await event(plan, snapshot, {
      stage,
      step_description: 'Something went wrong while planning your date.',
      progress_percentage: percentage,
      error: GENERATION_FAILED,
    });
  }

  async function run(plan: PlanRow) {
    const snapshot: Snapshot = { title: null, theme: null, images: null, stepCount: null };
    let stage: ProgressStage = 'think';
    let percentage = 0;
    if (plan.attempts > maxAttempts) {
      log.error({ planId: plan.id }, 'generation abandoned after repeated interruptions');
      await fail(plan, snapshot, stage, percentage);
      return;
    }
    const abort = new AbortController();
    aborts.add(abort);
    let status: 'generating' | 'in_progress' = 'generating';
    const heartbeat = setInterval(
      () => void jobs.heartbeat(plan.id, status).catch(() => undefined),
      heartbeatMs,
    );
    try {
      const generated = await engine.generate(
        { query: plan.query, preferences: plan.userPreferences, variant: plan.variant },
        async (progress: EngineProgress) => {
          if (abort.signal.aborted) return;
          if (status === 'generating') {
            status = 'in_progress';
            await jobs.heartbeat(plan.id, status);
          }
          snapshot.title = progress.title ?? snapshot.title;
          snapshot.theme = progress.theme ?? snapshot.theme;
          snapshot.images = progress.images ?? snapshot.images;
          snapshot.stepCount = progress.stepCount ?? snapshot.stepCount;
          stage = progress.stage;
          // 100 belongs to the completed event alone.
          percentage = Math.max(percentage, Math.min(99, Math.round(progress.percentage)));
          await event(plan, snapshot, {
            stage,
            step_description: progress.message,
            progress_percentage: percentage,
          });
        },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      const planData = generated.plan;
      await jobs.complete(plan.id, planData, planStateOf(generated, plan.variant));
      snapshot.title = planData.date_title;
      snapshot.theme = planData.overall_theme_description;
      snapshot.stepCount = planData.steps.length;
      snapshot.images ??= planData.steps.flatMap((step) => step.image_urls).slice(0, 6);
      await event(plan, snapshot, {
        stage: 'completed',
        step_description: 'Your date plan is ready!',
        progress_percentage: 100,
        is_complete: true,
      });
    } catch (error) {
      // On shutdown the plan stays running; the next start re-queues it.
      if (abort.signal.aborted) return;
      log.error({ err: error, planId: plan.id }, 'generation failed');
      await fail(plan, snapshot, stage, percentage).catch((failError: unknown) =>
        log.error({ err: failError, planId: plan.id }, 'could not record the failed generation'),
      );
    } finally {
      clearInterval(heartbeat);
      aborts.delete(abort);
    }
  }

  async function claimWhileRoom() {
    if (claiming) return;
    claiming = true;
    try {
      while (!stopped && running.size < concurrency) {
        const plan = await jobs.claimNext();
        if (!plan) break;
        const job = run(plan).finally(() => {
          running.delete(job);
          if (!stopped) void claimWhileRoom();
        });
        running.add(job);
      }
    } catch (error) {
      log.error({ err: error }, 'could not claim a generation job');
    } finally {
      claiming = false;
    }
  }

  return {
    async start() {
      stopped = false;
      const requeued = await jobs.requeueStale(
        options.recoverAllOnStart ? new Date(Date.now() + 1000) : new Date(Date.now() - staleAfterMs),
      );
      if (requeued) log.warn(`re-queued ${requeued} interrupted generation(s)`);
      poll = setInterval(() => {
        void jobs
          .requeueStale(new Date(Date.now() - staleAfterMs))
          .then(() => claimWhileRoom())
          .catch((error: unknown) => log.error({ err: error }, 'generation queue poll failed'));
      }, heartbeatMs);
      void claimWhileRoom();
    },
    wake() {
      if (!stopped) void claimWhileRoom();
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      for (const abort of aborts) abort.abort();
      // An engine that ignores the abort must not hold up shutdown; its plan is re-queued at next start.
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
    },
    async idle() {
      while (running.size > 0 || claiming)
        await Promise.allSettled([...running, new Promise((r) => setTimeout(r, 5))]);
    },
  };
}
