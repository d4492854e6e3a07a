import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PATHS, PLANNER_BASE, type PlanDetail } from '@contract/date-plans';
import { SHARED_PLAN_DATA_ELEMENT_ID, SHARED_PLAN_PAGE } from '@contract/web-pages';
import { SUBSCRIPTION_PATHS } from '@contract/subscriptions';
import { buildApp, type App } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createCapturingMailer } from '../testing/capturing-mailer';
import { createFakeEngine } from '../testing/fake-engine';
import { bearer, signUpMember, testConfig, testJwtSecret } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { BUILT_FILES, createBuiltApp } from './built-app-fixture';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { expectSecurityHeaders, parsePolicy } from './security-headers-expectations';

// The whole product as `npm start` runs it: the API and the built app from one buildApp.
let app: App;
let database: DatabaseHandle;
let built: ReturnType<typeof createBuiltApp>;
const engine = createFakeEngine();

beforeAll(async () => {
  built = createBuiltApp();
  database = await createTestDatabase();
  app = await buildApp({
    config: { ...testConfig, STATIC_DIR: built.dir },
    db: database.db,
    jwtSecret: testJwtSecret,
    engine: engine.engine,
    mailer: createCapturingMailer().mailer,
    sseHeartbeatMs: 200,
    serveSpa: true,
  });
  await app.ready();
});
afterAll(async () => {
  engine.release();
  await app.close();
  await database.close();
  built.remove();
});

const brotli = { 'accept-encoding': 'gzip, deflate, br' };
const decode = (body: Buffer, encoding: unknown) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();

async function generatedPlan() {
  const member = await signUpMember(app);
  const headers = bearer(member.token.access_token);
  const generated = await app.inject({
    method: 'POST',
    url: `${PLANNER_BASE}${PLAN_PATHS.generate}`,
    payload: { query: 'Sunset in Lisbon' },
    headers,
  });
  return { token: member.token.access_token, headers, planId: generated.json().plan_id as string };
}

describe('pages', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/date-plan/123', 'index.html'],
    ['/pricing', 'index.html'],
  ] as const)('%s: brotli, revalidated, with the page policy', async (url, file) => {
    const response = await app.inject({ url, headers: brotli });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response.rawPayload, 'br')).toBe(BUILT_FILES[file]);
    expectSecurityHeaders(response, { policy: 'page', https: false });
  });

  it('the test checkout page: the page policy, posting back to itself and the web app', async () => {
    const { headers } = await generatedPlan();
    await app.generationWorker.idle();
    const initialized = await app.inject({
      method: 'POST',
      url: `/v1/subscriptions${SUBSCRIPTION_PATHS.initialize}`,
      payload: { plan_id: 'pro-yearly', callback_url: `${testConfig.PUBLIC_ORIGIN}/profile?payment=success` },
      headers,
    });
    expect(initialized.statusCode).toBe(200);
    const checkout = await app.inject({ url: new URL(initialized.json().authorization_url).pathname });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(checkout, { policy: 'page', https: false });
    expect(parsePolicy(checkout.headers)['form-action']).toEqual(["'self'", testConfig.PUBLIC_ORIGIN]);
  });
});

describe('a shared plan’s page', () => {
  const markup = '</script><script>alert(1)</script> & "Dinner"';

  async function sharedPlan() {
    // The title goes to whichever plan the engine finishes next: an earlier test's plan still being
    // written would take it (seen on a loaded PostgreSQL run).
    await app.generationWorker.idle();
    engine.titleNext(markup);
    const { headers, planId } = await generatedPlan();
    await app.generationWorker.idle();
    const shared = await app.inject({
      method: 'PATCH',
      url: `${PLANNER_BASE}${PLAN_PATHS.share(planId)}`,
      payload: { is_shareable: true },
      headers,
    });
    return shared.json().share_token as string;
  }

  it('arrives with the plan’s own title and preview tags, and the plan itself, inert', async () => {
    const shareToken = await sharedPlan();
    const response = await app.inject({ url: SHARED_PLAN_PAGE.href(shareToken), headers: brotli });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response, { policy: 'page', https: false });

    const html = decode(response.rawPayload, 'br');
    const escaped = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dinner&quot;';
    expect(html).toContain(`<title>${escaped} · Datecraft</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="A romantic evening of views and food" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="${testConfig.PUBLIC_ORIGIN}${SHARED_PLAN_PAGE.href(shareToken)}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${testConfig.PUBLIC_ORIGIN}/images/themes/romantic.svg" />`,
    );
    // Only the app's own script and the data block: the title opened no element of its own.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');

    const data = new RegExp(
      `<script type="application/json" id="${SHARED_PLAN_DATA_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    const embedded = JSON.parse(data![1]!) as { share_token: string; plan: PlanDetail };
    expect(embedded.share_token).toBe(shareToken);
    expect(embedded.plan.title).toBe(markup);
    expect(embedded.plan).toMatchObject({ share_token: shareToken, is_shareable: true, query: null });
  });

  it('is the plain app for a link that is not shared (the app says so)', async () => {
    const response = await app.inject({ url: SHARED_PLAN_PAGE.href('no-such-token'), headers: brotli });
    expect(response.statusCode).toBe(200);
    expect(decode(response.rawPayload, 'br')).toBe(BUILT_FILES['index.html']);
    const long = await app.inject({ url: SHARED_PLAN_PAGE.href('x'.repeat(100)) });
    expect(long.statusCode).toBe(200);
    expect(long.body).toBe(BUILT_FILES['index.html']);
  });
});

describe('the built files', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    [undefined, undefined],
  ])('a hashed script for Accept-Encoding %s: %s, immutable', async (accept, encoding) => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(response.rawPayload, encoding)).toBe(BUILT_FILES['assets/index-abc123.js']);
    expectSecurityHeaders(response, { policy: 'resource', https: false });
  });

  it.each([
    ['/manifest.webmanifest', 'manifest.webmanifest'],
    ['/favicon.svg', 'favicon.svg'],
    ['/assets/index-abc123.css', 'assets/index-abc123.css'],
    // Not compressed at build time; compressed on the way out instead.
    ['/assets/index-abc123.js.map', 'assets/index-abc123.js.map'],
  ] as const)('%s: brotli', async (url, file) => {
    const response = await app.inject({ url, headers: brotli });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload, 'br')).toBe(BUILT_FILES[file]);
    expectSecurityHeaders(response, { policy: 'resource', https: false });
  });
});

describe('the API', () => {
  it('JSON past the threshold: brotli', async () => {
    const { headers, planId } = await generatedPlan();
    await app.generationWorker.idle();
    const response = await app.inject({
      url: `${PLANNER_BASE}${PLAN_PATHS.plan(planId)}`,
      headers: { ...headers, ...brotli },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const body = decode(response.rawPayload, 'br');
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(body)).toMatchObject({ plan_id: planId, generation_status: 'completed' });
    expectSecurityHeaders(response, { policy: 'resource', https: false });
  });

  it.each([
    ['a 404', 'GET', '/v1/no-such-thing', undefined, 404],
    ['a refused request', 'GET', `${PLANNER_BASE}${PLAN_PATHS.plans}`, undefined, 401],
    ['invalid input', 'POST', '/v1/auth/signin', { email: 'not an address' }, 422],
  ] as const)('%s: the resource policy', async (_kind, method, url, payload, status) => {
    const response = await app.inject({ method, url, payload, headers: brotli });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty('detail');
    expectSecurityHeaders(response, { policy: 'resource', https: false });
  });
});

describe('progress streams', () => {
  it('carry the headers and are never compressed, so each event arrives as it is written', async () => {
    await app.generationWorker.idle();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    engine.hold();
    const { token, planId } = await generatedPlan();
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        `http://127.0.0.1:${port}${PLANNER_BASE}${PLAN_PATHS.progress(planId)}?token=${token}`,
        { headers: brotli, signal: AbortSignal.timeout(5_000) },
        resolve,
      ).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expectSecurityHeaders(response, { policy: 'resource', https: false });

    response.setEncoding('utf8');
    let received = '';
    let ended = false;
    response.on('end', () => (ended = true));
    for await (const chunk of response) {
      received += chunk;
      if (received.includes('"stage":"think"')) break;
    }
    // The first event came while the plan was still being written: the stream was not held back.
    expect(ended).toBe(false);
    expect(received).not.toContain('"is_complete":true');
    engine.release();
  });
});
