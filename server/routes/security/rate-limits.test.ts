import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestContext } from '../../testing/test-app';

const PASSWORD = 'Sunset-Walk-42';
const WRONG = 'Wrong-pass-1';
const ACCOUNT_DELAY = /^Too many sign-in attempts for this account/;

let counter = 0;
const unique = () => `${process.pid}-${Date.now()}-${(counter += 1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface From {
  remoteAddress?: string;
  forwardedFor?: string;
}

const headersFor = (from: From) => (from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {});

function signIn(ctx: TestContext, email: string, password: string, from: From) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: headersFor(from),
  });
}

function signUp(ctx: TestContext, email: string, from: From) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/signup',
    payload: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD },
    remoteAddress: from.remoteAddress,
    headers: headersFor(from),
  });
}

function generateAsGuest(ctx: TestContext, from: From) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/date-planner/generate',
    payload: { query: 'Picnic in the park', guest_email: `guest-${unique()}@example.com` },
    remoteAddress: from.remoteAddress,
    headers: headersFor(from),
  });
}

/** A member created from an address of its own, so sign-up limits stay out of the sign-in tests. */
async function newMember(ctx: TestContext) {
  const email = `member-${unique()}@example.com`;
  const response = await signUp(ctx, email, { remoteAddress: `10.99.${counter % 250}.1` });
  expect(response.statusCode, response.body).toBe(201);
  return email;
}

const statuses = (responses: LightMyRequestResponse[]) => responses.map((response) => response.statusCode);
const count = (responses: LightMyRequestResponse[], status: number) =>
  responses.filter((response) => response.statusCode === status).length;

/** A different address for each call, like a botnet spreading its guesses. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.7`;
};

describe('sign-in protection per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The limit per address and e-mail as shipped (10), so only the account's own protection can act.
    ctx = await createTestApp({ SIGNIN_RATE_LIMIT: 10, SIGNIN_ADDRESS_RATE_LIMIT: 1000 });
  });
  afterAll(() => ctx.close());

  it('slows down wrong passwords for one account even when they come from many addresses', async () => {
    const email = await newMember(ctx);
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i += 1) {
      responses.push(await signIn(ctx, email, WRONG, { remoteAddress: `10.20.0.${i % 3}` }));
    }
    // Five free failures, then each further attempt must wait 1 s, 2 s, 4 s… after the last one.
    expect(statuses(responses.slice(0, 5))).toEqual([401, 401, 401, 401, 401]);
    expect(responses[5]?.statusCode).toBe(429);
    expect(count(responses, 401)).toBeLessThanOrEqual(7);
    for (const blocked of responses.filter((response) => response.statusCode === 429)) {
      expect(blocked.json().detail).toMatch(ACCOUNT_DELAY);
      // Only per-address limits say when to come back: here it would time the attacker's next guess.
      expect(blocked.headers['retry-after']).toBeUndefined();
    }
  });

  it('treats an unknown e-mail like an account, so the delay reveals nothing', async () => {
    const email = `nobody-${unique()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
    const blocked = await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(ACCOUNT_DELAY);
  });

  it('counts the account by its normalized e-mail', async () => {
    const email = await newMember(ctx);
    for (let i = 0; i < 5; i += 1) {
      const spelling = i % 2 === 0 ? email.toUpperCase() : ` ${email} `;
      expect((await signIn(ctx, spelling, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
    expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(429);
  });

  it('lets the owner in once the short delay has passed, and a success clears the failures', async () => {
    const email = await newMember(ctx);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
    // The right password waits like any other attempt, so the delay says nothing about it.
    const early = await signIn(ctx, email, PASSWORD, { remoteAddress: nextAddress() });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeUndefined();

    await sleep(1000);
    expect((await signIn(ctx, email, PASSWORD, { remoteAddress: nextAddress() })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
    }
  });

  it('doubles the wait after each further failure', async () => {
    const email = await newMember(ctx);
    for (let i = 0; i < 5; i += 1) await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() });
    await sleep(1000);
    expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
    const blocked = await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeUndefined();
    await sleep(1000);
    expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(429);
    await sleep(1000);
    expect((await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })).statusCode).toBe(401);
  });

  it('lets only one of many parallel attempts through when the wait is over', async () => {
    const email = await newMember(ctx);
    for (let i = 0; i < 5; i += 1) await signIn(ctx, email, WRONG, { remoteAddress: nextAddress() });
    await sleep(1000);
    const parallel = await Promise.all(
      Array.from({ length: 10 }, () => signIn(ctx, email, WRONG, { remoteAddress: nextAddress() })),
    );
    expect(count(parallel, 401)).toBe(1);
    expect(count(parallel, 429)).toBe(9);
  });
});

describe('sign-in limit per address across e-mails (password spraying)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SIGNIN_ADDRESS_RATE_LIMIT: 8 });
  });
  afterAll(() => ctx.close());

  it('answers 429 once one address has failed on too many e-mails', async () => {
    const from = { remoteAddress: '10.40.0.1' };
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i += 1) {
      responses.push(await signIn(ctx, `target-${unique()}@example.com`, WRONG, from));
    }
    expect(count(responses, 401)).toBe(8);
    const blocked = responses[8];
    expect(blocked?.statusCode).toBe(429);
    expect(blocked?.json().detail).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not punished for this one's attempts.
    expect(
      (await signIn(ctx, `target-${unique()}@example.com`, WRONG, { remoteAddress: '10.40.0.2' })).statusCode,
    ).toBe(401);
  });

  it('does not count successful sign-ins, so many members behind one address can sign in', async () => {
    const from = { remoteAddress: '10.40.0.3' };
    for (let i = 0; i < 12; i += 1) {
      const email = await newMember(ctx);
      expect((await signIn(ctx, email, PASSWORD, from)).statusCode).toBe(200);
    }
  });
});

describe('sign-up limit per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SIGNUP_RATE_LIMIT: 3 });
  });
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After once one address has created too many accounts', async () => {
    const from = { remoteAddress: '10.50.0.1' };
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i += 1) responses.push(await signUp(ctx, `new-${unique()}@example.com`, from));
    expect(statuses(responses)).toEqual([201, 201, 201, 429, 429]);
    expect(responses[3]?.json()).toEqual({
      detail: 'Too many accounts created from this network. Please try again later.',
    });
    expect(Number(responses[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await signUp(ctx, `new-${unique()}@example.com`, { remoteAddress: '10.50.0.2' })).statusCode,
    ).toBe(201);
  });
});

describe('X-Forwarded-For behind one trusted proxy (TRUST_PROXY=1)', () => {
  const proxy = '127.0.0.1';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      TRUST_PROXY: 1,
      SIGNIN_ADDRESS_RATE_LIMIT: 5,
      GUEST_GENERATION_RATE_LIMIT: 3,
    });
  });
  afterAll(() => ctx.close());

  /** What an attacker sends: a new made-up address on the left, the proxy appends the real one. */
  const rotating = (client: string) => () => ({
    remoteAddress: proxy,
    forwardedFor: `203.0.113.${(addressCounter += 1) % 250}, ${client}`,
  });

  it('does not let a rotating left-most address bypass the sign-in limit', async () => {
    const from = rotating('198.51.100.7');
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 10; i += 1) {
      responses.push(await signIn(ctx, `target-${unique()}@example.com`, WRONG, from()));
    }
    expect(count(responses, 401)).toBe(5);
    expect(count(responses, 429)).toBe(5);
    // The address the proxy saw is the client: another real client is still served.
    expect(
      (await signIn(ctx, `target-${unique()}@example.com`, WRONG, rotating('198.51.100.8')())).statusCode,
    ).toBe(401);
  });

  it('does not let a rotating left-most address bypass the guest generation limit', async () => {
    const from = rotating('198.51.100.9');
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 6; i += 1) responses.push(await generateAsGuest(ctx, from()));
    expect(statuses(responses)).toEqual([201, 201, 201, 429, 429, 429]);
    expect(responses[3]?.json().detail).toMatch(/Too many date plans/);
    expect((await generateAsGuest(ctx, rotating('198.51.100.10')())).statusCode).toBe(201);
  });
});

describe('X-Forwarded-For with no trusted proxy (TRUST_PROXY=0, the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 0, GUEST_GENERATION_RATE_LIMIT: 2 });
  });
  afterAll(() => ctx.close());

  it('limits by the connecting address whatever X-Forwarded-For says', async () => {
    const responses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i += 1) {
      responses.push(
        await generateAsGuest(ctx, { remoteAddress: '10.60.0.1', forwardedFor: `203.0.113.${i}` }),
      );
    }
    expect(statuses(responses)).toEqual([201, 201, 429, 429]);
  });
});
