import { get } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

const TIMEOUT_MS = 1000;
// Node checks running requests on an interval, so a cut comes a little after the timeout itself.
const MARGIN_MS = 1000;

let ctx: TestContext;
let origin: string;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ REQUEST_TIMEOUT_MS: TIMEOUT_MS });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});
afterAll(() => ctx.close());

interface Trickled {
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
  received: string;
}

/**
 * Sends `opening` at once, then one byte of `rest` per `everyMs` on a raw socket, the way a slow-loris
 * client holds a connection; resolves when the server closes it, or gives up after `giveUpMs`.
 */
function trickle(opening: string, rest: string, everyMs: number, giveUpMs: number): Promise<Trickled> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++] ?? '');
    }, everyMs);
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: gaveUp ? Infinity : Date.now() - started, received });
    });
    socket.on('connect', () => {
      if (opening) socket.write(opening);
    });
  });
}

const GIVE_UP_MS = TIMEOUT_MS + MARGIN_MS + 3000;

describe('slow clients are cut off after REQUEST_TIMEOUT_MS', () => {
  it('closes a connection whose body trickles in at one byte a second', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'Sunset-Walk-42' });
    const head =
      'POST /v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const result = await trickle(head, body, 1000, GIVE_UP_MS);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUT_MS + MARGIN_MS);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle in', async () => {
    const headers = `Host: 127.0.0.1\r\nX-Slow: ${'a'.repeat(100)}`;
    const result = await trickle('GET /v1/health HTTP/1.1\r\n', headers, 200, GIVE_UP_MS);
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUT_MS + MARGIN_MS);
  });

  it('closes a connection that opens and sends nothing', async () => {
    const result = await trickle('', '', 1000, GIVE_UP_MS);
    expect(result.closedAfterMs).toBeLessThanOrEqual(TIMEOUT_MS + MARGIN_MS);
  });

  it('still answers a request that arrives at a normal pace, and keeps the connection for the next one', async () => {
    const health = await fetch(`${origin}/v1/health`);
    expect(health.status).toBe(200);
    const signIn = await fetch(`${origin}/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass-1' }),
    });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({ detail: 'Invalid email or password' });
  });

  it('keeps a progress stream open far longer than the request timeout', async () => {
    const member = await signUpMember(ctx.app);
    ctx.engine.hold();
    const generated = await ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      payload: { query: 'Sunset in Lisbon' },
      headers: bearer(member.token.access_token),
    });
    const planId = generated.json().plan_id as string;

    const stream = await new Promise<{ body: () => string; ended: Promise<void>; isOpen: () => boolean }>(
      (resolve, reject) => {
        const request = get(
          `${origin}/v1/date-planner/sse/${planId}?token=${member.token.access_token}`,
          (response) => {
            let body = '';
            let open = true;
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            const ended = new Promise<void>((done) =>
              response.on('close', () => {
                open = false;
                done();
              }),
            );
            resolve({ body: () => body, ended, isOpen: () => open });
          },
        );
        request.on('error', reject);
      },
    );

    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
    expect(stream.isOpen()).toBe(true);
    const heartbeats = stream.body().split(': keep-alive').length - 1;
    expect(heartbeats).toBeGreaterThanOrEqual(5);

    ctx.engine.release();
    await stream.ended;
    expect(stream.body()).toContain('"is_complete":true');
    await ctx.app.generationWorker.idle();
  });
});

describe('size limits', () => {
  it('refuses headers over 16 KiB with 431', async () => {
    const response = await fetch(`${origin}/v1/health`, { headers: { 'x-large': 'a'.repeat(17 * 1024) } });
    expect(response.status).toBe(431);
  });

  it('refuses a body over 256 KiB with 413 and a detail', async () => {
    const response = await fetch(`${origin}/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@example.com', password: 'a'.repeat(257 * 1024) }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { detail: unknown };
    expect(typeof body.detail).toBe('string');
  });
});
