import type pg from 'pg';

export interface ListenConnectionOptions {
  channel: string;
  /** A new, unconnected client for each attempt: a pg.Client cannot be reused once it has ended. */
  createClient: () => pg.Client;
  onNotification: (payload: string) => void;
  /** Called once listening again after a loss: whatever was notified meanwhile never arrived. */
  onReconnect: (connection: ListenConnection) => void;
  warn: (message: string) => void;
  /** First and longest pause between reconnection attempts; the pause doubles in between. */
  retryMs?: { first: number; longest: number };
}

export interface ListenConnection {
  /** NOTIFY on the channel; false when the connection is down or the notification failed. */
  notify(payload: string): Promise<boolean>;
  close(): Promise<void>;
}

const noop = () => undefined;

/**
 * One LISTEN connection that outlives the database going away (a restart, a failover, its backend
 * terminated): it reconnects with backoff and listens again, instead of leaving an unhandled
 * 'error' event to end the process. The first connection must succeed.
 */
export async function openListenConnection(options: ListenConnectionOptions): Promise<ListenConnection> {
  const { first, longest } = options.retryMs ?? { first: 250, longest: 5_000 };
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<pg.Client> {
    const next = options.createClient();
    // Errors also arrive after the socket is gone or after end(); a listener must always be there.
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload) options.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
      return next;
    } catch (error) {
      void next.end().catch(noop);
      throw error;
    }
  }

  function lost(which: pg.Client, reason: string) {
    if (which !== client) return;
    client = null;
    options.warn(`LISTEN ${options.channel}: database connection lost (${reason}); reconnecting`);
    void which.end().catch(noop);
    reconnectAfter(first);
  }

  function reconnectAfter(delay: number) {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(noop);
          client = next;
          options.warn(`LISTEN ${options.channel}: reconnected`);
          options.onReconnect(connection);
        },
        () => reconnectAfter(Math.min(delay * 2, longest)),
      );
    }, delay);
  }

  async function send(payload: string): Promise<boolean> {
    const current = client;
    if (!current) return false;
    try {
      await current.query('SELECT pg_notify($1, $2)', [options.channel, payload]);
      return true;
    } catch {
      // A dead connection also reports itself through 'error' or 'end', which reconnects.
      return false;
    }
  }

  // One query at a time: node-postgres is dropping its implicit queue for overlapping queries.
  let sending = Promise.resolve(true);
  const connection: ListenConnection = {
    notify(payload) {
      sending = sending.then(() => send(payload));
      return sending;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(noop);
    },
  };

  client = await connect();
  return connection;
}
