import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { ProgressEvent } from '@contract/date-plans';

const PROGRESS_STREAM_PATH = '/v1/date-planner/sse/';
const REQUEST_LINE = /(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) HTTP\/1\.1\r\n/g;
const QUIET_BEFORE_CUT_MS = 500;
/** One server-sent progress event as the app server writes it: in one piece, id first. */
const SSE_EVENT = /id: (\d+)\nevent: [^\n]*\ndata: ([^\n]*)\n\n/g;

/** One progress stream request that went through the proxy, as the network saw it. */
export interface ProgressStreamExchange {
  /** The request's path and query, e.g. /v1/date-planner/sse/<plan id>?token=…&last_event_id=3. */
  target: string;
  lastEventIdHeader: string | undefined;
  /** The response's HTTP status, once its status line came back. */
  status: number | undefined;
  /** The SSE ids of the events the browser was sent, in order. */
  eventIds: number[];
  /** When the proxy cut this stream (epoch ms), if it did. */
  cutAt: number | undefined;
}

export interface ProgressStreamProxy {
  /** The origin the browser loads the app from: every request is passed on to the app server. */
  origin: string;
  /** The app server behind the proxy. */
  appOrigin: string;
  exchanges: ProgressStreamExchange[];
  /**
   * Closes the first progress stream the browser opened, as a dropped connection would, at time `at`
   * (epoch ms; now by default) or as soon after as no event has gone through for half a second.
   */
  cutFirstStream(at?: number): void;
  /** Resolves once a closing event (is_complete) reached the proxy and is being held back. */
  closingEventHeld: Promise<void>;
  /** Lets the held closing event, and whatever followed it, through to the browser. */
  releaseClosingEvent(): void;
  close(): Promise<void>;
}

/** One browser connection and its twin to the app server. */
interface Connection {
  browser: Socket;
  app: Socket;
  /** The progress stream the connection carries now, if its latest request was one. */
  stream: StreamState | undefined;
  /** The latest request on the connection so far (latin1), and whether it was looked at. */
  request: { text: string; seen: boolean };
}

interface StreamState {
  exchange: ProgressStreamExchange;
  /** Response bytes (latin1, so every byte survives) not yet sent on to the browser. */
  unsent: string;
  held: boolean;
  /** When the last event went on to the browser (epoch ms). */
  lastEventAt: number;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The progress events in a stream's text, each with its SSE id. */
export function progressEventsIn(streamText: string): (ProgressEvent & { id: number })[] {
  return [...streamText.matchAll(SSE_EVENT)].map((event) => ({
    id: Number(event[1]),
    ...(JSON.parse(event[2] ?? '{}') as ProgressEvent),
  }));
}

/**
 * A TCP proxy in front of the app server that cuts a progress stream mid-generation, so a browser
 * test meets a real dropped connection rather than one simulated in page code. It also holds back
 * the closing event until the test releases it: on that event the page swaps its progress log for
 * the finished plan, and the test reads the whole log before that.
 */
export async function startProgressStreamProxy(appOrigin: string): Promise<ProgressStreamProxy> {
  const app = new URL(appOrigin);
  const appHost = app.hostname === 'localhost' ? '127.0.0.1' : app.hostname;
  const exchanges: ProgressStreamExchange[] = [];
  const connections = new Set<Connection>();
  let cutTimer: NodeJS.Timeout | undefined;
  let holding = true;
  let announceHeld: () => void = () => undefined;
  const closingEventHeld = new Promise<void>((resolve) => (announceHeld = resolve));

  const cut = (connection: Connection) => {
    if (!connection.stream) return;
    connection.stream.exchange.cutAt = Date.now();
    connection.stream = undefined;
    connection.browser.end();
    connection.app.destroy();
  };

  /** Sends on every complete event, stopping before a closing event that is held. */
  const forward = (connection: Connection, stream: StreamState) => {
    let sentUpTo = 0;
    for (const event of stream.unsent.matchAll(SSE_EVENT)) {
      const payload = JSON.parse(event[2] ?? '{}') as ProgressEvent;
      if (payload.is_complete && holding) {
        connection.browser.write(latin1(stream.unsent.slice(sentUpTo, event.index)));
        stream.unsent = stream.unsent.slice(event.index);
        stream.held = true;
        announceHeld();
        return;
      }
      const end = event.index + event[0].length;
      connection.browser.write(latin1(stream.unsent.slice(sentUpTo, end)));
      sentUpTo = end;
      stream.exchange.eventIds.push(Number(event[1]));
      stream.lastEventAt = Date.now();
    }
    // Headers, comments and chunk framing go on at once; an event still arriving waits for its end.
    const rest = stream.unsent.slice(sentUpTo);
    const pendingEvent = rest.search(/^id: /m);
    const sendable = pendingEvent === -1 ? rest.length : pendingEvent;
    connection.browser.write(latin1(rest.slice(0, sendable)));
    stream.unsent = rest.slice(sendable);
  };

  const onResponse = (connection: Connection, chunk: Buffer) => {
    const { stream } = connection;
    if (!stream) return connection.browser.write(chunk);
    stream.unsent += chunk.toString('latin1');
    stream.exchange.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(stream.unsent)?.[1]) || undefined;
    if (!stream.held) forward(connection, stream);
  };

  /** Browsers send one request at a time on a connection, so each request owns the replies after it. */
  const onRequest = (connection: Connection, chunk: Buffer) => {
    const { request } = connection;
    request.text += chunk.toString('latin1');
    const latest = [...request.text.matchAll(REQUEST_LINE)].at(-1);
    if (!latest) return;
    if (latest.index > 0) {
      request.text = request.text.slice(latest.index);
      request.seen = false;
    }
    const headEnd = request.text.indexOf('\r\n\r\n');
    if (request.seen || headEnd === -1) return;
    request.seen = true;
    const target = latest[1] ?? '';
    if (!target.startsWith(PROGRESS_STREAM_PATH)) {
      connection.stream = undefined;
      return;
    }
    const exchange: ProgressStreamExchange = {
      target,
      lastEventIdHeader: /\r\nlast-event-id: *([^\r\n]*)/i.exec(request.text.slice(0, headEnd))?.[1],
      status: undefined,
      eventIds: [],
      cutAt: undefined,
    };
    exchanges.push(exchange);
    connection.stream = { exchange, unsent: '', held: false, lastEventAt: 0 };
  };

  const server = createServer((browser) => {
    const connection: Connection = {
      browser,
      app: connect(Number(app.port), appHost),
      stream: undefined,
      request: { text: '', seen: false },
    };
    connections.add(connection);
    browser.on('data', (chunk: Buffer) => {
      onRequest(connection, chunk);
      connection.app.write(chunk);
    });
    connection.app.on('data', (chunk: Buffer) => onResponse(connection, chunk));
    // A held stream outlives the app server's side of it until the test releases it.
    connection.app.on('close', () => {
      if (!connection.stream?.held) browser.end();
    });
    browser.on('close', () => {
      connections.delete(connection);
      connection.app.destroy();
    });
    // Either side may drop mid-stream; 'close' follows and tidies up.
    browser.on('error', () => undefined);
    connection.app.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    appOrigin,
    exchanges,
    cutFirstStream(at = Date.now()) {
      // A browser may drop what arrived just before a connection failed; cutting in a quiet moment
      // lets the test know which events the page had.
      const cutWhenQuiet = () => {
        const first = [...connections].find((connection) => connection.stream?.exchange === exchanges[0]);
        if (!first?.stream) return;
        const quietFor = Date.now() - first.stream.lastEventAt;
        if (quietFor >= QUIET_BEFORE_CUT_MS) return cut(first);
        cutTimer = setTimeout(cutWhenQuiet, QUIET_BEFORE_CUT_MS - quietFor);
      };
      cutTimer = setTimeout(cutWhenQuiet, Math.max(0, at - Date.now()));
    },
    closingEventHeld,
    releaseClosingEvent() {
      holding = false;
      for (const connection of connections) {
        const { stream } = connection;
        if (!stream?.held) continue;
        stream.held = false;
        forward(connection, stream);
        if (connection.app.destroyed) connection.browser.end();
      }
    },
    async close() {
      clearTimeout(cutTimer);
      for (const connection of connections) connection.browser.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
