import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LOAD_MS, loadAfterFirstAnswer } from './planner-start';

describe('loading the planner after start-up', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the first request before the load starts, then loads once', async () => {
    const app = Fastify();
    app.get('/v1/health', async () => ({ status: 'ok' }));
    const load = vi.fn(async () => {});
    loadAfterFirstAnswer(app, load);
    expect((await app.inject('/v1/health')).json()).toEqual({ status: 'ok' });
    expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    await app.inject('/v1/health');
    await new Promise((resolve) => setImmediate(resolve));
    expect(load).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('loads after a quiet second when no request comes', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const load = vi.fn(async () => {});
    loadAfterFirstAnswer(app, load)();
    vi.advanceTimersByTime(IDLE_LOAD_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('logs a failed load instead of crashing the server', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const error = vi.spyOn(app.log, 'error');
    loadAfterFirstAnswer(app, async () => Promise.reject(new Error('no chunk')))();
    await vi.advanceTimersByTimeAsync(IDLE_LOAD_MS);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'The planner failed to load',
    );
    await app.close();
  });
});
