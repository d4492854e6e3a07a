import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { expectSecurityHeaders, parsePolicy } from './security-headers-expectations';
import {
  FIRST_PAINT_SCRIPT_SOURCE,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './security-headers';

const local: SecurityHeadersOptions = {
  publicOrigin: 'http://localhost:3000',
  appOrigins: ['https://app.example.com/'],
};

let app: FastifyInstance;
afterEach(() => app.close());

async function appWith(options: SecurityHeadersOptions) {
  app = Fastify();
  await registerSecurityHeaders(app, options);
  // Like the input guard: a hook after the headers' that answers before any route runs.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers['x-refuse'] !== undefined) return reply.status(400).send({ detail: 'Refused' });
  });
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>Hi</p>'));
  app.get('/json', async () => ({ status: 'ok' }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: {}\n\n');
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found' }));
  return app;
}

describe('security headers', () => {
  it.each([
    ['a page', '/page', {}, 'page'],
    ['API JSON', '/json', {}, 'resource'],
    ['an error', '/broken', {}, 'resource'],
    ['a 404', '/nowhere', {}, 'resource'],
    ['a hijacked progress stream', '/stream', {}, 'resource'],
    ['an answer from an earlier hook', '/json', { 'x-refuse': '1' }, 'resource'],
  ] as const)('are on %s', async (_kind, url, headers, policy) => {
    await appWith(local);
    const response = await app.inject({ url, headers });
    expectSecurityHeaders(response, { policy, https: false });
  });

  it('let a page frame only the map, post only to the web apps and run only its own scripts', async () => {
    await appWith(local);
    const policy = parsePolicy((await app.inject({ url: '/page' })).headers);
    expect(policy['script-src']).toEqual(["'self'", FIRST_PAINT_SCRIPT_SOURCE]);
    expect(policy['frame-src']).toEqual(['https://www.google.com']);
    expect(policy['form-action']).toEqual(["'self'", 'http://localhost:3000', 'https://app.example.com']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('let a page call an API on another origin when the app was built for one', async () => {
    await appWith({ ...local, apiOrigin: 'https://api.example.com/base' });
    const policy = parsePolicy((await app.inject({ url: '/page' })).headers);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });

  it('keep browsers on https when the site is served over https', async () => {
    await appWith({ publicOrigin: 'https://datecraft.example', appOrigins: [] });
    for (const url of ['/page', '/json', '/stream']) {
      const response = await app.inject({ url });
      expectSecurityHeaders(response, { policy: url === '/page' ? 'page' : 'resource', https: true });
    }
    const policy = parsePolicy((await app.inject({ url: '/page' })).headers);
    expect(policy['upgrade-insecure-requests']).toEqual([]);
  });
});
