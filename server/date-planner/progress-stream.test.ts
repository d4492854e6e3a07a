import { describe, expect, it, vi } from 'vitest';
import type { GenerationStatus, ProgressEvent } from '@contract/date-plans';
import { createLocalProgressBus } from './progress-bus';
import type { StoredProgressEvent } from './progress-events';
import { createProgressStream } from './progress-stream';

const PLAN = 'plan-1';

const payload = (fields: Partial<ProgressEvent> = {}): ProgressEvent => ({
  plan_id: PLAN,
  stage: 'think',
  step_description: 'Thinking',
  progress_percentage: 10,
  timestamp: new Date(0).toISOString(),
  is_complete: false,
  error: null,
  images: null,
  date_theme_description: null,
  date_title: null,
  number_of_steps: null,
  ...fields,
});
const closing = payload({ stage: 'completed', progress_percentage: 100, is_complete: true });

/** An event store in memory whose reads can be held open, to land writes in the middle of one. */
function fakeProgress(status: GenerationStatus = 'in_progress') {
  const bus = createLocalProgressBus();
  const stored: StoredProgressEvent[] = [];
  let gate: Promise<void> | null = null;
  let openGate = () => {};
  let readsSeeLate = false;
  const state = { status, reads: 0 };
  const events = {
    /** Reads what is stored when the read starts or, with `seeLate`, when it is let through. */
    listAfter: vi.fn(async (_planId: string, afterSeq: number) => {
      state.reads += 1;
      const now = stored.filter((event) => event.seq > afterSeq);
      if (gate) await gate;
      return readsSeeLate ? stored.filter((event) => event.seq > afterSeq) : now;
    }),
  };
  return {
    bus,
    state,
    events,
    stream: createProgressStream({
      events,
      bus,
      planStatus: async () => state.status,
      outageRetryMs: 5,
    }),
    async append(fields: Partial<ProgressEvent> = {}) {
      const seq = stored.length + 1;
      stored.push({ seq, payload: payload(fields) });
      await bus.publish({ planId: PLAN, seq });
    },
    holdReads(seeLate: boolean) {
      readsSeeLate = seeLate;
      gate = new Promise((resolve) => (openGate = resolve));
    },
    releaseReads() {
      gate = null;
      openGate();
    },
  };
}

function watcher(afterSeq = 0) {
  const sent: number[] = [];
  const ended = vi.fn();
  const log = { warn: vi.fn(), error: vi.fn() };
  return {
    sent,
    ended,
    log,
    follower: {
      planId: PLAN,
      afterSeq,
      send: (event: StoredProgressEvent) => sent.push(event.seq),
      end: ended,
      log,
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('following a plan’s progress', () => {
  it('replays only the events after where the watcher was, then ends at the closing event', async () => {
    const progress = fakeProgress('completed');
    for (let i = 0; i < 3; i += 1) await progress.append();
    await progress.append(closing);
    const { follower, sent, ended } = watcher(2);

    await progress.stream.follow(follower).caughtUp;

    expect(sent).toEqual([3, 4]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(progress.bus.subscribedPlanIds()).toEqual([]);
  });

  it('ends at once when resuming after the last event of a finished plan', async () => {
    const progress = fakeProgress('completed');
    await progress.append();
    await progress.append(closing);
    const { follower, sent, ended } = watcher(2);

    await progress.stream.follow(follower).caughtUp;

    expect(sent).toEqual([]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('follows live events after the replay, each once, until the closing event', async () => {
    const progress = fakeProgress();
    await progress.append();
    const { follower, sent, ended } = watcher();
    await progress.stream.follow(follower).caughtUp;
    expect(sent).toEqual([1]);
    expect(ended).not.toHaveBeenCalled();

    await progress.append({ stage: 'act' });
    await progress.append({ stage: 'final' });
    await settle();
    expect(sent).toEqual([1, 2, 3]);
    expect(ended).not.toHaveBeenCalled();

    await progress.append(closing);
    await settle();
    expect(sent).toEqual([1, 2, 3, 4]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('ends on a failure event too', async () => {
    const progress = fakeProgress();
    const { follower, sent, ended } = watcher();
    await progress.stream.follow(follower).caughtUp;
    await progress.append({ error: 'It broke' });
    await settle();
    expect(sent).toEqual([1]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the replay read sees only what was stored when it began', false],
    ['the replay read also sees what was written while it ran', true],
  ])('merges events written during the replay without repeats or gaps: %s', async (_case, readsSeeLate) => {
    const progress = fakeProgress();
    await progress.append();
    await progress.append();
    const { follower, sent } = watcher();
    progress.holdReads(readsSeeLate);
    const following = progress.stream.follow(follower);

    // Written and signalled while the first read is still out.
    await progress.append();
    await progress.append();
    progress.releaseReads();
    await following.caughtUp;
    await settle();
    expect(sent).toEqual([1, 2, 3, 4]);

    await progress.append(closing);
    await settle();
    expect(sent).toEqual([1, 2, 3, 4, 5]);
  });

  it('folds a burst of signals into as few reads as it can', async () => {
    const progress = fakeProgress();
    const { follower, sent } = watcher();
    await progress.stream.follow(follower).caughtUp;
    const before = progress.state.reads;
    progress.holdReads(true);
    for (let i = 0; i < 5; i += 1) await progress.append();
    progress.releaseReads();
    await settle();
    expect(sent).toEqual([1, 2, 3, 4, 5]);
    // The first signal starts a read; the four during it ask for one more.
    expect(progress.state.reads - before).toBe(2);
  });

  it('stops without another event when the watcher leaves', async () => {
    const progress = fakeProgress();
    const { follower, sent, ended } = watcher();
    const following = progress.stream.follow(follower);
    await following.caughtUp;
    following.stop();
    expect(progress.bus.subscribedPlanIds()).toEqual([]);
    await progress.append();
    await settle();
    expect(sent).toEqual([]);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps the stream open through a database outage and reads again when it is back', async () => {
    const progress = fakeProgress();
    await progress.append();
    const outage = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    progress.events.listAfter.mockRejectedValueOnce(outage);
    const { follower, sent, ended, log } = watcher();

    await progress.stream.follow(follower).caughtUp;
    expect(sent).toEqual([]);
    expect(log.warn).toHaveBeenCalled();
    await settle();
    expect(sent).toEqual([1]);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends the stream and logs when a read fails for another reason', async () => {
    const progress = fakeProgress();
    progress.events.listAfter.mockRejectedValueOnce(new Error('syntax error at or near "select"'));
    const { follower, ended, log } = watcher();
    await progress.stream.follow(follower).caughtUp;
    expect(log.error).toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(progress.bus.subscribedPlanIds()).toEqual([]);
  });
});
