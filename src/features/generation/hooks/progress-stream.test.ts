import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressEvent } from '@contract/date-plans';
import { PROGRESS_EVENT_NAME } from '@contract/date-plans-constants';
import { followProgressStream, MAX_RECONNECTS } from './progress-stream';

/** The browser's EventSource as far as the stream follower uses it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly listeners: ((message: MessageEvent) => void)[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent) => void) {
    if (type === PROGRESS_EVENT_NAME) this.listeners.push(listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(id: number, event: Partial<ProgressEvent>) {
    this.readyState = FakeEventSource.OPEN;
    const message = new MessageEvent('message', { data: JSON.stringify(event), lastEventId: String(id) });
    this.listeners.forEach((listener) => listener(message));
  }
  /** The connection dropped: the browser would try again by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  /** The server answered with an error status (how it answers an expired token or a stranger). */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;
const step = (percentage: number, message: string): Partial<ProgressEvent> => ({
  stage: 'think',
  step_description: message,
  progress_percentage: percentage,
  is_complete: false,
  error: null,
});

function follow(renew: () => Promise<boolean> = async () => false, status: number | null = 401) {
  const events: Partial<ProgressEvent>[] = [];
  const onFailed = vi.fn();
  const token = { value: 'token-1' };
  const asked: string[] = [];
  const stop = followProgressStream(
    {
      url: (lastEventId) => `/sse/p1?token=${token.value}&last_event_id=${lastEventId}`,
      renewCredentials: renew,
      statusOf: async (url) => {
        asked.push(url);
        return status;
      },
    },
    { onEvent: (event) => events.push(event), onFailed },
  );
  return { events, onFailed, token, stop, asked };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('followProgressStream', () => {
  it('reopens a dropped stream from the last event and applies every event once', async () => {
    const { events, onFailed } = follow();
    latest().send(1, step(10, 'Reading your wishes'));
    latest().send(2, step(30, 'Finding the neighbourhood'));
    latest().drop();

    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().url).toContain('last_event_id=2');
    // The server replays from the start when it cannot read the resume point.
    latest().send(1, step(10, 'Reading your wishes'));
    latest().send(2, step(30, 'Finding the neighbourhood'));
    latest().send(3, { ...step(100, 'Ready'), is_complete: true });

    expect(events.map((event) => event.step_description)).toEqual([
      'Reading your wishes',
      'Finding the neighbourhood',
      'Ready',
    ]);
    expect(onFailed).not.toHaveBeenCalled();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('backs off between attempts and gives up after the last one', async () => {
    const { onFailed } = follow();
    for (let attempt = 1; attempt <= MAX_RECONNECTS; attempt += 1) {
      latest().drop();
      const before = FakeEventSource.opened.length;
      await vi.advanceTimersByTimeAsync(Math.min(1000 * 2 ** (attempt - 1), 8000) - 1);
      expect(FakeEventSource.opened).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.opened).toHaveLength(before + 1);
    }
    latest().drop();
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('unreachable');
  });

  it('a stream that delivers again earns a fresh set of attempts', async () => {
    const { onFailed } = follow();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 1; attempt <= MAX_RECONNECTS; attempt += 1) {
        latest().drop();
        await vi.advanceTimersByTimeAsync(8000);
      }
      latest().send(round + 1, step(10 + round, `step ${round}`));
    }
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('renews an expired access token once and continues', async () => {
    const renew = vi.fn(async () => true);
    const { events, onFailed, token } = follow(async () => {
      token.value = 'token-2';
      return renew();
    });
    latest().send(1, step(10, 'Reading your wishes'));
    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);

    expect(renew).toHaveBeenCalledOnce();
    expect(latest().url).toBe('/sse/p1?token=token-2&last_event_id=1');
    latest().send(2, { ...step(100, 'Ready'), is_complete: true });
    expect(events).toHaveLength(2);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('reports a refusal that fresh credentials do not cure', async () => {
    const renew = vi.fn(async () => true);
    const { onFailed } = follow(renew);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledOnce();
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('refused');
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('tells a plan that is not there from a refusal by asking the address for its status', async () => {
    const { onFailed, asked } = follow(async () => false, 404);
    latest().send(3, step(10, 'Reading your wishes'));
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/sse/p1?token=token-1&last_event_id=3']);
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('not-found');
  });

  it('counts an address that cannot be asked as a refusal', async () => {
    const { onFailed } = follow(async () => false, null);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('refused');
  });

  it('reports a refusal at once when there is nothing to renew (a guest)', async () => {
    const { onFailed } = follow(async () => false);
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledExactlyOnceWith('refused');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('stops reconnecting once the page stops following', async () => {
    const { stop } = follow();
    latest().drop();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
