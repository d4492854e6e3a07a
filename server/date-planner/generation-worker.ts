import type { FastifyBaseLogger } from 'fastify';
import type { ProgressEvent, ProgressStage } from '@contract/date-plans';
import type { EngineProgress, GenerationEngine } from '../generation/engine';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { withStorableText } from '../lib/unsafe-text';
import { whenDatabaseAnswers } from '../lib/when-database-answers';
import type { Spend } from '../subscriptions/allowance';
import { planStateOf, statedDayOf } from './plan-state';
import type { PlanJobs, PlanRow } from './plan-jobs';
import { continueProgress, type ProgressSnapshot } from './progress-continuation';
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
  let claimAgain = false;
  // One slot is kept for members: however many guest plans wait or run, a member's starts at once.
  const guestSlots = Math.max(1, concurrency - 1);
  let runningGuests = 0;

  const event = (
    plan: PlanRow,
    snapshot: ProgressSnapshot,
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

  async function run(plan: PlanRow) {
    const abort = new AbortController();
    aborts.add(abort);
    let stage: ProgressStage = 'think';
    let status: 'generating' | 'in_progress' = 'generating';
    let heartbeat: NodeJS.Timeout | undefined;
    let progress: ReturnType<typeof continueProgress> | undefined;

    // The closing event is what ends every open stream, so it waits out a database outage.
    const fail = async () => {
      const shown = progress ?? continueProgress([]);
      await jobs.fail(plan.id, GENERATION_FAILED);
      await options.refund({ source: plan.allowanceSource, key: plan.allowanceKey });
      await whenDatabaseAnswers(
        () =>
          event(plan, shown.snapshot, {
            stage,
            step_description: 'Something went wrong while planning your date.',
            progress_percentage: shown.percentage(),
            error: GENERATION_FAILED,
          }),
        abort.signal,
      );
    };

    try {
      const shown = continueProgress(await events.listAfter(plan.id, 0));
      progress = shown;
      if (plan.attempts > maxAttempts) {
        log.error({ planId: plan.id }, 'generation abandoned after repeated interruptions');
        await fail();
        return;
      }
      const { snapshot } = shown;
      heartbeat = setInterval(() => void jobs.heartbeat(plan.id, status).catch(() => undefined), heartbeatMs);
      const generated = await engine.generate(
        { query: plan.query, preferences: plan.userPreferences, variant: plan.variant },
        async (reported: EngineProgress) => {
          if (abort.signal.aborted) return;
          // A model's words reach the progress log too: a stray NUL must not fail the plan there.
          const step = withStorableText(reported);
          if (status === 'generating') {
            status = 'in_progress';
            await jobs.heartbeat(plan.id, status);
          }
          snapshot.title = step.title ?? snapshot.title;
          snapshot.theme = step.theme ?? snapshot.theme;
          snapshot.images = step.images ?? snapshot.images;
          snapshot.stepCount = step.stepCount ?? snapshot.stepCount;
          stage = step.stage;
          if (!shown.advance(step.message, step.percentage)) return;
          await event(plan, snapshot, {
            stage,
            step_description: step.message,
            progress_percentage: shown.percentage(),
          });
        },
        abort.signal,
      );
      if (abort.signal.aborted) return;
      const planData = withStorableText(generated.plan);
      await jobs.complete(plan.id, planData, planStateOf(generated, plan.variant), statedDayOf(generated));
      snapshot.title = planData.date_title;
      snapshot.theme = planData.overall_theme_description;
      snapshot.stepCount = planData.steps.length;
      snapshot.images ??= planData.steps.flatMap((step) => step.image_urls).slice(0, 6);
      await whenDatabaseAnswers(
        () =>
          event(plan, snapshot, {
            stage: 'completed',
            step_description: 'Your date plan is ready!',
            progress_percentage: 100,
            is_complete: true,
            step_titles: planData.steps.map((step) => step.step_title),
          }),
        abort.signal,
      );
    } catch (error) {
      // On shutdown the plan stays running; the next start re-queues it.
      if (abort.signal.aborted) return;
      if (isDatabaseUnavailable(error)) {
        // Nothing is wrong with the plan: it goes back in the queue once the database is back and
        // runs again, its stream carrying on from where it was.
        log.warn({ planId: plan.id }, 'generation interrupted by a database outage; re-queuing it');
        await whenDatabaseAnswers(() => jobs.release(plan.id, plan.attempts), abort.signal).catch(
          (releaseError: unknown) => {
            if (!abort.signal.aborted)
              log.error({ err: releaseError, planId: plan.id }, 'could not re-queue the generation');
          },
        );
        return;
      }
      log.error({ err: error, planId: plan.id }, 'generation failed');
      await fail().catch((failError: unknown) =>
        log.error({ err: failError, planId: plan.id }, 'could not record the failed generation'),
      );
    } finally {
      clearInterval(heartbeat);
      aborts.delete(abort);
    }
  }

  /** Claims pending plans while there is room; a wake-up during a claim makes it look once more. */
  async function claimWhileRoom() {
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = true;
    try {
      do {
        claimAgain = false;
        while (!stopped && running.size < concurrency) {
          const plan = await jobs.claimNext({ membersOnly: runningGuests >= guestSlots });
          if (!plan) break;
          startRun(plan);
        }
      } while (claimAgain && !stopped);
    } catch (error) {
      log.error({ err: error }, 'could not claim a generation job');
    } finally {
      claiming = false;
    }
  }

  function startRun(plan: PlanRow) {
    const guest = plan.userId === null;
    if (guest) runningGuests += 1;
    const job = run(plan).finally(() => {
      running.delete(job);
      if (guest) runningGuests -= 1;
      if (!stopped) void claimWhileRoom();
    });
    running.add(job);
  }

  return {
    async start() {
      stopped = false;
      // A database that is away at start is waited for by the poll below, not fatal to start-up.
      const requeued = await jobs
        .requeueStale(
          options.recoverAllOnStart ? new Date(Date.now() + 1000) : new Date(Date.now() - staleAfterMs),
        )
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
          log.error({ err: error }, 'generation queue: the database is unavailable; retrying');
          return 0;
        });
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
