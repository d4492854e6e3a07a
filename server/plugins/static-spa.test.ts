import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_FILES, createBuiltApp, type BuiltFile } from './built-app-fixture';
import { registerStaticSpa } from './static-spa';

let app: FastifyInstance;
let built: ReturnType<typeof createBuiltApp>;

beforeAll(async () => {
  built = createBuiltApp();
  app = Fastify();
  await registerStaticSpa(app, built.dir);
});
afterAll(async () => {
  await app.close();
  built.remove();
});

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

describe('the compression build step (scripts/precompress.mjs)', () => {
  const textFiles: BuiltFile[] = [
    'index.html',
    'assets/index-abc123.js',
    'assets/index-abc123.css',
    'favicon.svg',
    'manifest.webmanifest',
  ];

  it.each(textFiles)('writes a brotli and a gzip copy of %s that decompress to it', (file) => {
    const original = readFileSync(join(built.dir, file));
    const brotli = readFileSync(join(built.dir, `${file}.br`));
    const gzipped = readFileSync(join(built.dir, `${file}.gz`));
    expect(brotliDecompressSync(brotli)).toEqual(original);
    expect(gunzipSync(gzipped)).toEqual(original);
    expect(brotli.length).toBeLessThan(gzipped.length);
    expect(gzipped.length).toBeLessThan(original.length);
  });

  it('leaves pictures and source maps alone', () => {
    for (const file of ['images/photo.png', 'assets/index-abc123.js.map']) {
      expect(existsSync(join(built.dir, `${file}.br`))).toBe(false);
      expect(existsSync(join(built.dir, `${file}.gz`))).toBe(false);
    }
  });
});

describe('serving the built SPA', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/?ref=mail', 'prerendered/index.html'],
    ['/about', 'prerendered/about.html'],
  ] as const)(
    'answers %s with its page prerendered at build time, compressed and revalidated',
    async (url, file) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response.rawPayload, 'br')).toBe(BUILT_FILES[file]);
    },
  );

  it.each([
    '/date-plan/123',
    '/sign-in?x=1',
    '/Sign-In',
    '/my-dates/',
    '/generation-progress',
    '/generation-progress/abc',
  ])('answers the app route %s with index.html, revalidated on every visit', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(['/no/such/page', '/about/team', '/date-plan/123/extra', '/date-plan/', '/.env'])(
    'answers %s, where the app has no page, with the prerendered not-found page and status 404',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response.rawPayload, response.headers['content-encoding'] as string)).toBe(
        BUILT_FILES['prerendered/404.html'],
      );
    },
  );

  it('serves hashed assets with a year-long immutable lifetime and the rest revalidated', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.css' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/favicon.svg', '/manifest.webmanifest', '/images/photo.png', '/index.html']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps JSON 404s for unknown API paths and non-GET requests', async () => {
    const api = await app.inject({ url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found' });
    const post = await app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Not found' });
  });
});

describe('sending the compressed copies', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
  ])('answers Accept-Encoding "%s" with %s', async (acceptEncoding, expected) => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decoded(response.rawPayload, expected)).toBe(BUILT_FILES['assets/index-abc123.js']);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'sends the file itself when the browser accepts %s',
    async (acceptEncoding) => {
      const response = await app.inject({
        url: '/assets/index-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(BUILT_FILES['assets/index-abc123.js']);
    },
  );

  it.each([
    ['/date-plan/123', 'index.html', /^text\/html/],
    ['/assets/index-abc123.css', 'assets/index-abc123.css', /^text\/css/],
    ['/favicon.svg', 'favicon.svg', /^image\/svg\+xml/],
    ['/manifest.webmanifest', 'manifest.webmanifest', /^application\/manifest\+json/],
  ] as const)('compresses %s too', async (url, file, type) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(type);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response.rawPayload, 'br')).toBe(BUILT_FILES[file]);
  });

  it('never serves a compressed copy under its own name', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js.br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(BUILT_FILES['prerendered/404.html']);
  });
});
