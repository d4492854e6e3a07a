import type { ProgressEvent } from '@contract/date-plans';
import { PROGRESS_EVENT_NAME } from '@contract/date-plans-constants';

/** Network drops in a row the stream rides out before it gives up. */
export const MAX_RECONNECTS = 6;

/** 1 s, 2 s, 4 s, then every 8 s. */
export const reconnectDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 8000);

export interface ProgressStreamSource {
  /** The stream's address with the credentials current now, resuming after event `lastEventId`. */
  url(lastEventId: number): string;
  /** Renews an expired access token; resolves false when there is nothing to renew with. */
  renewCredentials(): Promise<boolean>;
  /** The HTTP status the stream's address answers now (an EventSource never tells), or null. */
  statusOf(url: string): Promise<number | null>;
}

/** Why following stopped: refused (even with fresh credentials), no such plan, or out of reach. */
export type StreamFailure = 'refused' | 'not-found' | 'unreachable';

export interface ProgressStreamHandlers {
  onEvent(event: ProgressEvent): void;
  onFailed(reason: StreamFailure): void;
}

/**
 * Follows a plan's progress stream until the plan completes or fails. A dropped connection is
 * reopened with backoff from the last event seen; a refusal (how the server answers an expired
 * token) renews the access token once and tries again. Events are applied once each, in order,
 * however often the stream is reopened. Returns the function that stops following.
 */
export function followProgressStream(source: ProgressStreamSource, handlers: ProgressStreamHandlers) {
  let stream: EventSource | null = null;
  let lastEventId = 0;
  let drops = 0;
  let renewedSinceLastEvent = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream?.close();
  };
  const fail = (reason: StreamFailure) => {
    stop();
    handlers.onFailed(reason);
  };
  // Plans that are not there (or not this visitor's) answer 404; only the rest is a refusal.
  const failRefused = async () => {
    const status = await source.statusOf(source.url(lastEventId)).catch(() => null);
    fail(status === 404 ? 'not-found' : 'refused');
  };

  const receive = (message: MessageEvent<string>) => {
    const id = Number(message.lastEventId);
    if (id > 0) {
      // A reopened stream replays what the old one already delivered.
      if (id <= lastEventId) return;
      lastEventId = id;
    }
    let event: ProgressEvent;
    try {
      event = JSON.parse(message.data) as ProgressEvent;
    } catch {
      return;
    }
    drops = 0;
    renewedSinceLastEvent = false;
    handlers.onEvent(event);
    if (event.is_complete || event.error) stop();
  };

  const retryLater = () => {
    drops += 1;
    if (drops > MAX_RECONNECTS) return fail('unreachable');
    timer = setTimeout(connect, reconnectDelay(drops));
  };

  const handleError = async (failed: EventSource) => {
    // CLOSED means the server answered with an error; CONNECTING, that the network dropped.
    const refused = failed.readyState === EventSource.CLOSED;
    failed.close();
    if (stopped) return;
    if (!refused) return retryLater();
    if (renewedSinceLastEvent) return void failRefused();
    renewedSinceLastEvent = true;
    const renewed = await source.renewCredentials().catch(() => false);
    if (stopped) return;
    if (renewed) connect();
    else void failRefused();
  };

  function connect() {
    if (stopped) return;
    const opened = new EventSource(source.url(lastEventId), { withCredentials: true });
    stream = opened;
    opened.addEventListener(PROGRESS_EVENT_NAME, (message) => receive(message as MessageEvent<string>));
    opened.onerror = () => void handleError(opened);
  }

  connect();
  return stop;
}
