import { EventEmitter } from 'node:events';
import type pg from 'pg';
import {
  openListenConnection,
  type ListenConnection,
  type ListenConnectionOptions,
} from '../db/listen-connection';

/** A wake-up saying a plan has a new progress event with this sequence number. */
export interface ProgressSignal {
  planId: string;
  seq: number;
}

export interface ProgressBus {
  publish(signal: ProgressSignal): Promise<void>;
  subscribe(planId: string, listener: (signal: ProgressSignal) => void): () => void;
  close(): Promise<void>;
}

export interface LocalProgressBus extends ProgressBus {
  /** Plans with at least one open stream in this process. */
  subscribedPlanIds(): string[];
}

/** For one process (the embedded database): signals never leave it. */
export function createLocalProgressBus(): LocalProgressBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(signal) {
      emitter.emit(signal.planId, signal);
    },
    subscribe(planId, listener) {
      emitter.on(planId, listener);
      return () => emitter.off(planId, listener);
    },
    subscribedPlanIds: () => emitter.eventNames().map(String),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'datecraft_plan_progress';
/** The LISTEN connection's application_name, so an operator can tell it apart in pg_stat_activity. */
export const PROGRESS_LISTENER_NAME = 'datecraft-progress-listener';

/** A wake-up without a known sequence number: something may have been missed, so read again. */
export const CATCH_UP_SEQ = Number.MAX_SAFE_INTEGER;

export interface PostgresProgressBusOptions {
  /** A new, unconnected client for the LISTEN connection; called again on every reconnection. */
  createClient: () => pg.Client;
  warn?: (message: string) => void;
  retryMs?: ListenConnectionOptions['retryMs'];
}

const encode = (signal: ProgressSignal) => `${signal.planId}:${signal.seq}`;

/**
 * For several API processes on one PostgreSQL: NOTIFY carries the signal to every instance, so a
 * stream can be served by a process other than the one running the generation. While the LISTEN
 * connection is down, signals are delivered in this process only; once it is back, every open
 * stream here reads again and the latest signal of each plan published meanwhile is sent on, so
 * no stream waits for a wake-up that was lost.
 */
export async function createPostgresProgressBus(options: PostgresProgressBusOptions): Promise<ProgressBus> {
  const local = createLocalProgressBus();
  const unsent = new Map<string, ProgressSignal>();

  const notify = async (connection: ListenConnection, signal: ProgressSignal) => {
    if (await connection.notify(encode(signal))) return true;
    unsent.set(signal.planId, signal);
    return false;
  };

  const connection = await openListenConnection({
    channel: CHANNEL,
    createClient: options.createClient,
    warn: options.warn ?? ((message) => console.warn(message)),
    retryMs: options.retryMs,
    onNotification(payload) {
      const [planId, seq] = payload.split(':');
      if (planId && seq) void local.publish({ planId, seq: Number(seq) });
    },
    onReconnect(reconnected) {
      for (const planId of local.subscribedPlanIds()) void local.publish({ planId, seq: CATCH_UP_SEQ });
      const missed = [...unsent.values()];
      unsent.clear();
      for (const signal of missed) void notify(reconnected, signal);
    },
  });

  return {
    async publish(signal) {
      if (!(await notify(connection, signal))) await local.publish(signal);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await connection.close();
    },
  };
}
