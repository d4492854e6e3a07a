import type { ServerResponse } from 'node:http';

export interface ServerSentEvent {
  id: number;
  event: string;
  data: unknown;
}

export interface EventStream {
  send(message: ServerSentEvent): void;
  /** Ends the response; later calls and sends do nothing. */
  close(): void;
}

export interface EventStreamOptions {
  /** Comment lines at this interval keep proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** How long the browser waits before it reconnects on its own. */
  reconnectMs: number;
}

/** One event as the wire carries it; JSON keeps the data on one line. */
export const formatServerSentEvent = ({ id, event, data }: ServerSentEvent) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Turns a raw response into a server-sent event stream (text/event-stream). */
export function openEventStream(res: ServerResponse, options: EventStreamOptions): EventStream {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${options.reconnectMs}\n\n`);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), options.heartbeatMs);
  let closed = false;
  return {
    send(message) {
      if (!closed) res.write(formatServerSentEvent(message));
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      res.end();
    },
  };
}
