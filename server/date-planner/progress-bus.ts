import { EventEmitter } from 'node:events';
import type pg from 'pg';

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

/** For one process (the embedded database): signals never leave it. */
export function createLocalProgressBus(): ProgressBus {
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'datecraft_plan_progress';

/**
 * For several API processes on one PostgreSQL: NOTIFY carries the signal to every instance, so a
 * stream can be served by a process other than the one running the generation.
 */
export async function createPostgresProgressBus(listenClient: pg.Client): Promise<ProgressBus> {
  const local = createLocalProgressBus();
  await listenClient.connect();
  listenClient.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const [planId, seq] = message.payload.split(':');
    if (planId && seq) void local.publish({ planId, seq: Number(seq) });
  });
  await listenClient.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(signal) {
      await listenClient.query('SELECT pg_notify($1, $2)', [CHANNEL, `${signal.planId}:${signal.seq}`]);
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await listenClient.end();
    },
  };
}
