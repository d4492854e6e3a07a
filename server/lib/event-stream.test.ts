import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatServerSentEvent, openEventStream } from './event-stream';

function fakeResponse() {
  const written: string[] = [];
  const response = {
    writeHead: vi.fn(),
    write: vi.fn((chunk: string) => written.push(chunk)),
    end: vi.fn(),
  };
  return { written, response, raw: response as unknown as ServerResponse };
}

afterEach(() => vi.useRealTimers());

describe('server-sent events', () => {
  it('frames an event as id, event name and one line of JSON data', () => {
    expect(formatServerSentEvent({ id: 7, event: 'DatePlanProgress', data: { text: 'two\nlines' } })).toBe(
      'id: 7\nevent: DatePlanProgress\ndata: {"text":"two\\nlines"}\n\n',
    );
  });

  it('opens with the stream headers and reconnect delay, beats while quiet and closes once', () => {
    vi.useFakeTimers();
    const { written, response, raw } = fakeResponse();
    const stream = openEventStream(raw, { heartbeatMs: 1_000, reconnectMs: 2_000 });
    expect(response.writeHead).toHaveBeenCalledWith(
      200,
      expect.objectContaining({ 'content-type': 'text/event-stream; charset=utf-8' }),
    );
    expect(written).toEqual(['retry: 2000\n\n']);

    vi.advanceTimersByTime(1_000);
    expect(written.at(-1)).toBe(': keep-alive\n\n');
    stream.send({ id: 1, event: 'E', data: 1 });
    expect(written.at(-1)).toBe('id: 1\nevent: E\ndata: 1\n\n');

    stream.close();
    stream.close();
    stream.send({ id: 2, event: 'E', data: 2 });
    vi.advanceTimersByTime(5_000);
    expect(response.end).toHaveBeenCalledTimes(1);
    expect(written.at(-1)).toBe('id: 1\nevent: E\ndata: 1\n\n');
  });
});
