import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../../../fuzz/raw-http';
import { MAX_JSON_DEPTH } from '../../plugins/input-guard';
import { seedPlans } from '../../testing/seed-plans';
import { bearer, createTestApp, signUpMember, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let headers: Record<string, string>;
let planId: string;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const member = await signUpMember(ctx.app);
  headers = bearer(member.token.access_token);
  [planId] = (await seedPlans(ctx.database.db, member.user.user_id, [{}])) as [string];
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const NUL = '\u0000';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`;
const signUpBody = (fields: Record<string, string> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `guard-${unique()}@example.com`,
  password: 'Sunset-Walk-42',
  ...fields,
});

function expectRefused(response: { statusCode: number; json(): unknown }, loc: (string | number)[]) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    detail: [{ loc, msg: 'Text must not contain control characters', type: 'control_character' }],
  });
}

describe('NUL in any string that could reach the database', () => {
  const member = () => headers;
  const none = () => ({});
  const post = (url: string, auth: () => Record<string, string>, payload: unknown) => () => ({
    method: 'POST' as const,
    url,
    headers: auth(),
    payload: payload as Record<string, unknown>,
  });
  const get = (url: () => string, auth: () => Record<string, string>) => () => ({
    method: 'GET' as const,
    url: url(),
    headers: auth(),
  });
  const cases: [string, () => InjectOptions, (string | number)[]][] = [
    [
      'sign-up name',
      post('/v1/auth/signup', none, signUpBody({ first_name: `Ada${NUL}` })),
      ['body', 'first_name'],
    ],
    [
      'sign-up e-mail',
      post('/v1/auth/signup', none, signUpBody({ email: `a${NUL}@example.com` })),
      ['body', 'email'],
    ],
    [
      'sign-in e-mail',
      post('/v1/auth/signin', none, { email: `a${NUL}@x.io`, password: 'x' }),
      ['body', 'email'],
    ],
    [
      'refresh token',
      post('/v1/auth/refresh-token', none, { refresh_token: `t${NUL}` }),
      ['body', 'refresh_token'],
    ],
    ['verify token', post('/v1/auth/verify-account', none, { token: `t${NUL}` }), ['body', 'token']],
    [
      'reset token',
      post('/v1/auth/reset-password', none, { token: `t${NUL}`, new_password: 'Sunset-Walk-43' }),
      ['body', 'token'],
    ],
    [
      'description',
      post('/v1/date-planner/generate', member, { query: `Dinner in Paris${NUL}` }),
      ['body', 'query'],
    ],
    [
      'preference value',
      post('/v1/date-planner/generate', member, {
        query: 'Dinner in Paris',
        user_preferences: { vibe: NUL },
      }),
      ['body', 'user_preferences', 'vibe'],
    ],
    [
      'preference key',
      post('/v1/date-planner/generate', member, { query: 'Dinner in Paris', user_preferences: { [NUL]: 1 } }),
      ['body', 'user_preferences', NUL],
    ],
    [
      'nested preference',
      post('/v1/date-planner/generate', member, {
        query: 'Dinner in Paris',
        user_preferences: { likes: ['jazz', `wine${NUL}`] },
      }),
      ['body', 'user_preferences', 'likes', 1],
    ],
    [
      'guest e-mail',
      post('/v1/date-planner/generate', none, { query: 'Dinner in Paris', guest_email: `g${NUL}@x.io` }),
      ['body', 'guest_email'],
    ],
    [
      'feedback message',
      post('/v1/feedback/', none, { feedback_type: 'general', message: `Lovely app ${NUL} thanks` }),
      ['body', 'message'],
    ],
    [
      'feedback name',
      post('/v1/feedback/', none, { feedback_type: 'general', message: 'Lovely app, thanks', name: NUL }),
      ['body', 'name'],
    ],
    ['plan search', get(() => '/v1/date-planner/plans?search=%00', member), ['querystring', 'search']],
    ['feedback search', get(() => '/v1/feedback/my-feedback?search=a%00', member), ['querystring', 'search']],
    ['plan id', get(() => '/v1/date-planner/plans/%00', member), ['params', 'planId']],
    ['share token', get(() => '/v1/date-planner/shared/abc%00', none), ['params', 'shareToken']],
    ['subscription plan id', get(() => '/v1/subscriptions/plans/%00', none), ['params', 'planId']],
    [
      'progress e-mail',
      get(() => `/v1/date-planner/sse/${planId}?email=%00`, none),
      ['querystring', 'email'],
    ],
    [
      'swap alternative',
      () => ({
        method: 'POST',
        url: `/v1/date-planner/plans/${planId}/steps/0/swap`,
        headers,
        payload: { alternative_id: `a${NUL}` },
      }),
      ['body', 'alternative_id'],
    ],
  ];

  it.each(cases)('refuses it in the %s with 422 before anything is stored', async (_name, request, loc) => {
    expectRefused(await ctx.app.inject(request()), loc);
  });

  it('stores nothing from a refused request', async () => {
    const body = signUpBody({ last_name: `Lovelace${NUL}` });
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/v1/auth/signup', payload: body }), [
      'body',
      'last_name',
    ]);
    const retry = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { ...body, last_name: 'Lovelace' },
    });
    expect(retry.statusCode).toBe(201);
  });
});

describe('other characters', () => {
  const feedback = (message: string) =>
    ctx.app.inject({ method: 'POST', url: '/v1/feedback/', payload: { feedback_type: 'general', message } });

  it.each([
    ['start of heading', '\u0001', 'control_character'],
    ['escape', '\u001b[31m', 'control_character'],
    ['delete', '\u007f', 'control_character'],
    ['unpaired high surrogate', '\ud800', 'invalid_unicode'],
    ['unpaired low surrogate', '\udc00', 'invalid_unicode'],
    ['reversed surrogate pair', '\udc00\ud800', 'invalid_unicode'],
  ])('refuses %s', async (_name, text, type) => {
    const response = await feedback(`A long enough message ${text} here`);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'message'], type });
  });

  it('accepts tabs, line breaks, emoji and other scripts', async () => {
    const response = await feedback('Line one\r\nLine two\twith a tab 💘 日本語 عربى');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Line one\r\nLine two\twith a tab 💘 日本語 عربى');
  });
});

describe('JSON nesting', () => {
  /** A generate request whose body nests `depth` levels, counting the body object itself. */
  const nestedBody = (depth: number) =>
    `{"query":"Dinner in Paris","user_preferences":{"deep":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`;
  const generate = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/date-planner/generate',
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  it('refuses a body nested 5,000 levels deep with 400', async () => {
    const response = await generate(nestedBody(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    expect((await generate(nestedBody(MAX_JSON_DEPTH))).statusCode).toBe(201);
    expect((await generate(nestedBody(MAX_JSON_DEPTH + 1))).statusCode).toBe(400);
  });

  it('does not count brackets inside strings', async () => {
    const query = `Dinner in Paris ${'[{'.repeat(100)} \\" ${'[{'.repeat(100)}`;
    expect((await generate(JSON.stringify({ query }))).statusCode).toBe(201);
  });
});

const DEEP_JSON = '['.repeat(5000) + ']'.repeat(5000);
const jsonRequest = (requestLine: string, body: string) =>
  `${requestLine} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${body.length}\r\n\r\n${body}`;

describe('a deep body nobody reads', () => {
  it('is ignored on a GET, and the server keeps answering', async () => {
    const response = await sendRaw(port, jsonRequest('GET /v1/health', DEEP_JSON));
    expect(response.status).toBe(200);
    expect((await sendRaw(port, jsonRequest('GET /v1/health', '{}'))).status).toBe(200);
  });
});

describe('every error is {detail}', () => {
  it.each([
    ['a URL that is not valid percent-encoding', '/v1/date-planner/plans/%E0%A4%A', 400],
    ['a path part over the router’s length limit', `/v1/date-planner/shared/${'a'.repeat(101)}`, 414],
    ['an unknown route', '/v1/nothing-here', 404],
  ])('for %s', async (_name, url, status) => {
    const response = await ctx.app.inject({ url, headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"email":', 400],
    ['an empty JSON body where one is required', 'application/json', '', 422],
    ['a prototype-poisoning key', 'application/json', '{"__proto__":{"admin":true}}', 400],
    ['a constructor-poisoning key', 'application/json', '{"constructor":{"prototype":{"admin":true}}}', 400],
    ['an unsupported content type', 'application/xml', '<a/>', 415],
    ['a body over the size limit', 'application/json', JSON.stringify({ email: 'x'.repeat(300_000) }), 413],
  ])('for %s', async (_name, contentType, payload, status) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    // A message, or for a missing field FastAPI's list of field errors.
    expect(response.json()).toEqual({
      detail: status === 422 ? [expect.objectContaining({ loc: ['body'] })] : expect.any(String),
    });
  });

  it.each([
    [
      'headers over Node’s size limit',
      `GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a Content-Length that is not a number',
      'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n',
      400,
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n', 400],
    ['a header with a control character', 'GET /v1/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n', 400],
    [
      'a body shorter than its Content-Length',
      'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{}',
      400,
    ],
    [
      'a bad URL sent over the wire',
      'GET /v1/date-planner/shared/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'an Expect other than 100-continue',
      'POST /v1/auth/signin HTTP/1.1\r\nHost: x\r\nExpect: coffee\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      417,
    ],
    ['HTTP/1.1 without Host', 'GET /v1/health HTTP/1.1\r\n\r\n', 400],
    ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405],
    ['JSON nested too deeply', jsonRequest('POST /v1/auth/signin', DEEP_JSON), 400],
  ])('for %s on a real socket', async (name, request, status) => {
    const response = await sendRaw(port, request, { halfClose: name.includes('shorter') });
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ detail: expect.any(String) });
  });
});
