import type { FastifyBaseLogger } from 'fastify';
import type { GenerationStatus } from '@contract/date-plans';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import type { ProgressBus } from './progress-bus';
import type { ProgressEventStore, StoredProgressEvent } from './progress-events';

export interface ProgressStreamDeps {
  events: Pick<ProgressEventStore, 'listAfter'>;
  bus: Pick<ProgressBus, 'subscribe'>;
  /** The plan's generation status now; undefined when the plan is gone. */
  planStatus(planId: string): Promise<GenerationStatus | undefined>;
  /** How long to wait before reading again through a database outage. */
  outageRetryMs?: number;
}

export interface ProgressFollower {
  planId: string;
  /** The last sequence number the watcher already has; 0 for all. */
  afterSeq: number;
  /** Called with every event after `afterSeq` once, in sequence order. */
  send(event: StoredProgressEvent): void;
  /** Called once when nothing more will come: the plan completed or failed, or reading failed. */
  end(): void;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface ProgressFollowing {
  /** Settles once the stored events are replayed (and the stream ended, if the plan had finished). */
  caughtUp: Promise<void>;
  /** For a watcher that leaves early: stops following without another event. */
  stop(): void;
}

const isFinished = (status: GenerationStatus | undefined) =>
  status === undefined || status === 'completed' || status === 'failed';

/**
 * Replay-and-follow for one plan's progress: the stored events after where the watcher was, then
 * live ones as the bus signals them, until the closing event. Events are read from the store only,
 * one read at a time, each after the last one sent, so a signal arriving mid-read neither repeats
 * nor skips an event.
 */
export function createProgressStream(deps: ProgressStreamDeps) {
  const outageRetryMs = deps.outageRetryMs ?? 2_000;

  function follow(follower: ProgressFollower): ProgressFollowing {
    const { planId, log } = follower;
    let lastSent = follower.afterSeq;
    let ended = false;
    let reading: Promise<void> | null = null;
    let readAgain = false;
    let outageRetry: NodeJS.Timeout | undefined;

    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(outageRetry);
      unsubscribe();
      follower.end();
    };

    const recover = (error: unknown, retry: () => Promise<void>) => {
      if (ended) return;
      if (isDatabaseUnavailable(error)) {
        // Through a database outage the stream stays open and reads again until it is back.
        log.warn({ planId }, 'progress stream waiting for the database');
        outageRetry = setTimeout(() => void retry(), outageRetryMs);
        return;
      }
      log.error({ err: error, planId }, 'progress stream failed');
      end();
    };

    const sendNew = async () => {
      for (const event of await deps.events.listAfter(planId, lastSent)) {
        if (ended) return;
        follower.send(event);
        lastSent = event.seq;
        if (event.payload.is_complete || event.payload.error) return end();
      }
    };

    // Signals that arrive mid-read are folded into one more read rather than racing it.
    const read = (): Promise<void> => {
      if (reading) {
        readAgain = true;
        return reading;
      }
      reading = (async () => {
        try {
          do {
            readAgain = false;
            await sendNew();
          } while (readAgain && !ended);
        } catch (error) {
          recover(error, read);
        } finally {
          reading = null;
        }
      })();
      return reading;
    };

    const catchUp = async (): Promise<void> => {
      try {
        await read();
        if (ended) return;
        // Resuming after the last event of a finished plan: nothing more will come.
        if (isFinished(await deps.planStatus(planId))) {
          await read();
          end();
        }
      } catch (error) {
        recover(error, catchUp);
      }
    };

    // Subscribed before the first read, so an event written during the replay still wakes it.
    const unsubscribe = deps.bus.subscribe(planId, (signal) => {
      if (signal.seq > lastSent) void read();
    });
    return { caughtUp: catchUp(), stop: end };
  }

  return { follow };
}

export type ProgressStream = ReturnType<typeof createProgressStream>;
