import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE_TYPE, COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

const large = {
  plans: Array.from({ length: 60 }, (_, index) => ({ id: index, title: `Sunset walk ${index}` })),
};

let app: FastifyInstance;
let baseUrl: string;
let releaseStream = () => {};

beforeAll(async () => {
  app = Fastify({ forceCloseConnections: true });
  await registerCompression(app);
  app.get('/large', async () => large);
  app.get('/small', async () => ({ status: 'ok' }));
  // A progress stream sent through Fastify (the real one writes to the raw response, which no
  // onSend hook sees): its first event must arrive while the stream is still open.
  app.get('/events', async (_request, reply) => {
    const stream = new PassThrough();
    stream.write(`id: 1\nevent: DatePlanProgress\ndata: ${JSON.stringify(large)}\n\n`);
    releaseStream = () => stream.end('id: 2\nevent: DatePlanProgress\ndata: {"is_complete":true}\n\n');
    return reply.type('text/event-stream; charset=utf-8').send(stream);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('API responses', () => {
  it('the large response is past the threshold', () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('compresses JSON past the threshold for "%s" with %s', async (accept, encoding, decode) => {
    const response = await app.inject({ url: '/large', headers: { 'accept-encoding': accept } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(large);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'sends JSON as it is when the client accepts %s',
    async (accept) => {
      const response = await app.inject({
        url: '/large',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(large);
    },
  );

  it('sends small JSON as it is', async () => {
    const response = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('progress streams', () => {
  it('are never compressed, so each event arrives as it is written', async () => {
    // A compressor would hold the event (and the headers with it) until the stream ends.
    const signal = AbortSignal.timeout(5_000);
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${baseUrl}/events`, { headers: { 'accept-encoding': 'br, gzip' }, signal }, resolve).on(
        'error',
        reject,
      ),
    );
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    response.setEncoding('utf8');
    let received = '';
    let ended = false;
    response.on('end', () => (ended = true));
    for await (const chunk of response) {
      received += chunk;
      if (received.includes('id: 1\n') && !ended) break;
    }
    expect(ended).toBe(false);
    expect(received).toContain('event: DatePlanProgress');
    releaseStream();
  });
});

describe('what is worth compressing', () => {
  it.each([
    'text/html; charset=utf-8',
    'text/css',
    'text/javascript; charset=utf-8',
    'application/javascript',
    'application/json; charset=utf-8',
    'application/manifest+json',
    'image/svg+xml',
  ])('compresses %s', (type) => expect(COMPRESSIBLE_TYPE.test(type)).toBe(true));

  it.each(['text/event-stream; charset=utf-8', 'image/png', 'font/woff2', 'application/octet-stream'])(
    'leaves %s alone',
    (type) => expect(COMPRESSIBLE_TYPE.test(type)).toBe(false),
  );
});
