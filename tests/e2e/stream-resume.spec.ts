import { test as base, expect, type Page } from '@playwright/test';
import {
  progressEventsIn,
  startProgressStreamProxy,
  type ProgressStreamExchange,
  type ProgressStreamProxy,
} from './progress-stream-proxy';
import { newMember, signInAsNewMember, signUpThroughApi, type TestMember } from './support';

const STREAM_FAILED = 'Authentication failed. Please log in again.';
const PLAN_NOT_FOUND =
  "We couldn't find this date plan. The link may be incomplete, or the plan was deleted.";
/** Ten progress events: enough for a cut to leave most of them still to come. */
const DESCRIPTION = 'Coffee and a museum in Paris, then dessert';

/**
 * The browser reaches the app through a proxy that can cut its progress stream. The app server
 * behind it is the configured one unless a test names another (`appOrigin`).
 */
const test = base.extend<{ appOrigin: string | undefined; streamProxy: ProgressStreamProxy }>({
  appOrigin: [undefined, { option: true }],
  streamProxy: async ({ appOrigin }, use, testInfo) => {
    const proxy = await startProgressStreamProxy(appOrigin ?? String(testInfo.project.use.baseURL));
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ streamProxy }, use) => use(streamProxy.origin),
});

/** Describes a date in the new-plan dialog and answers the new plan's id from the progress page's address. */
async function describeDate(page: Page) {
  await page.goto('/planner');
  const dialog = page.getByRole('dialog', { name: 'Plan a new date' });
  await dialog.getByLabel('Describe your ideal date').fill(DESCRIPTION);
  await dialog.getByRole('button', { name: 'Create my date plan' }).click();
  await expect(page).toHaveURL(/\/generation-progress\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

type StoredEvents = ReturnType<typeof progressEventsIn>;

/** The entries of the page's progress log. */
const progressLog = (page: Page) =>
  page.getByRole('region', { name: 'AI Thought Process' }).getByRole('listitem');

const accessTokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('authToken') ?? '');

/** Signs the member in once more, as from another device, and answers that session's access token. */
async function signInElsewhere(page: Page, member: TestMember) {
  const response = await page.request.post('/v1/auth/signin', {
    data: { email: member.email, password: member.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: { access_token: string } }).token.access_token;
}

/**
 * Every event the app server stored for a finished plan, read straight from it (not through the
 * proxy) with a session of the test's own, as the page's token may have expired by now.
 */
async function storedEvents(page: Page, appOrigin: string, planId: string, member: TestMember) {
  const token = await signInElsewhere(page, member);
  const response = await page.request.get(
    `${appOrigin}/v1/date-planner/sse/${planId}?token=${encodeURIComponent(token)}`,
  );
  expect(response.status()).toBe(200);
  return progressEventsIn(await response.text());
}

/**
 * Waits for the plan's closing event, which the proxy holds back, then checks the page's log against
 * the stored events: each entry once, in order, none missing. The closing event itself never joins
 * the log: the page answers it by swapping the log for the finished plan.
 */
async function expectLogOfStoredEvents(
  page: Page,
  proxy: ProgressStreamProxy,
  planId: string,
  member: TestMember,
) {
  const pageGaveUp = page
    .getByRole('heading', { name: 'Oops, Something Went Wrong' })
    .waitFor({ timeout: 0 })
    .then(async () => {
      throw new Error(`the page stopped following the plan: ${await page.getByRole('alert').textContent()}`);
    });
  await Promise.race([proxy.closingEventHeld, pageGaveUp]);
  const stored = await storedEvents(page, proxy.appOrigin, planId, member);
  expect(stored.at(-1)?.is_complete).toBe(true);
  const messages = stored.slice(0, -1).map((event) => event.step_description);
  const log = progressLog(page);
  await expect(log).toHaveCount(messages.length);
  await expect(log).toContainText(messages);
  return stored;
}

/** The query parameters of the n-th progress stream request the proxy saw. */
const streamQuery = (proxy: ProgressStreamProxy, index: number) =>
  new URL(proxy.exchanges[index]?.target ?? '/', proxy.origin).searchParams;

/** Where the n-th progress stream request asked to carry on from: either way the server accepts. */
const resumesAfter = (proxy: ProgressStreamProxy, index: number) =>
  proxy.exchanges[index]?.lastEventIdHeader ?? streamQuery(proxy, index).get('last_event_id');

/** Some events were stored after the cut: the plan was still being made when its stream dropped. */
function expectCutMidGeneration(stored: StoredEvents, cutStream: ProgressStreamExchange | undefined) {
  const cutAt = cutStream?.cutAt ?? Infinity;
  expect(stored.filter((event) => Date.parse(event.timestamp) > cutAt).length).toBeGreaterThan(0);
}

/** Over all its connections the browser was sent each stored event once, in order. */
function expectEachEventSentOnce(stored: StoredEvents, proxy: ProgressStreamProxy) {
  expect(proxy.exchanges.flatMap((exchange) => exchange.eventIds)).toEqual(stored.map((event) => event.id));
}

/** The addresses of the page's requests to renew its access token, as they happen. */
function tokenRenewals(page: Page) {
  const renewals: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/auth/refresh-token') renewals.push(request.url());
  });
  return renewals;
}

async function expectPlanFinished(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your splendid date is ready!' })).toBeVisible();
  await expect(page.getByText(STREAM_FAILED)).toHaveCount(0);
  await page.getByRole('link', { name: 'View Your Date Plan' }).click();
  await expect(page).toHaveURL(/\/date-plan\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
}

test.describe('on a server whose plans take about 40 seconds and whose tokens last 30', () => {
  // Slow enough that a stream cut after its first events leaves most of the plan still to make,
  // and that a token expires before the plan is done (see playwright.config.ts).
  test.use({ appOrigin: `http://localhost:${process.env.E2E_SHORT_TOKEN_PORT}` });
  test.describe.configure({ timeout: 120_000 });

  test('a progress stream cut mid-generation resumes after its last event and shows every step once', async ({
    page,
    streamProxy,
  }) => {
    const renewals = tokenRenewals(page);
    const { member } = await signInAsNewMember(page);
    const planId = await describeDate(page);
    // Cut once the page has shown two steps: the next comes only seconds later.
    await expect(progressLog(page)).toHaveCount(2);
    streamProxy.cutFirstStream();

    const stored = await expectLogOfStoredEvents(page, streamProxy, planId, member);
    const [cutStream, resumed] = streamProxy.exchanges;
    expect(streamProxy.exchanges).toHaveLength(2);
    expect(cutStream?.eventIds).toEqual([1, 2]);
    expectCutMidGeneration(stored, cutStream);
    expect(resumesAfter(streamProxy, 1)).toBe('2');
    expect(resumed?.status).toBe(200);
    // A dropped connection is no reason to renew the token.
    expect(renewals).toHaveLength(0);

    streamProxy.releaseClosingEvent();
    await expectPlanFinished(page);
    expectEachEventSentOnce(stored, streamProxy);
  });

  test('a stream reopened after the token expired renews the token once and carries on', async ({
    page,
    streamProxy,
  }) => {
    const renewals = tokenRenewals(page);
    const { member } = await signInAsNewMember(page);
    const expiredToken = await accessTokenOf(page);
    const { exp } = JSON.parse(Buffer.from(expiredToken.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    // A second after expiry the first stream drops, so the page reconnects with the expired token.
    streamProxy.cutFirstStream(exp * 1000 + 1000);
    const planId = await describeDate(page);

    const stored = await expectLogOfStoredEvents(page, streamProxy, planId, member);
    const [cutStream, refused, renewed] = streamProxy.exchanges;
    expect(streamProxy.exchanges).toHaveLength(3);
    expect(cutStream?.cutAt).toBeGreaterThan(exp * 1000);
    expectCutMidGeneration(stored, cutStream);
    const lastEventId = String(cutStream?.eventIds.at(-1));
    expect(streamQuery(streamProxy, 1).get('token')).toBe(expiredToken);
    expect(resumesAfter(streamProxy, 1)).toBe(lastEventId);
    expect(refused?.status).toBeGreaterThanOrEqual(400);
    expect(renewals).toHaveLength(1);
    expect(streamQuery(streamProxy, 2).get('token')).toBe(await accessTokenOf(page));
    expect(streamQuery(streamProxy, 2).get('token')).not.toBe(expiredToken);
    expect(resumesAfter(streamProxy, 2)).toBe(lastEventId);
    expect(renewed?.status).toBe(200);

    streamProxy.releaseClosingEvent();
    await expectPlanFinished(page);
    expectEachEventSentOnce(stored, streamProxy);
  });
});

test('a member signed out on every other device while a plan is made is asked to log in again', async ({
  page,
  streamProxy,
}) => {
  const { member } = await signInAsNewMember(page);
  await describeDate(page);
  await expect.poll(() => streamProxy.exchanges[0]?.eventIds.length ?? 0).toBeGreaterThan(0);

  // From another device: sign in, sign every other session out (this browser's too), then the
  // stream drops, so the page reconnects with a token of a session that has ended.
  const otherDevice = await signInElsewhere(page, member);
  const signOutOthers = await page.request.post('/v1/auth/signout-all', {
    headers: { authorization: `Bearer ${otherDevice}` },
  });
  expect(signOutOthers.ok()).toBe(true);
  streamProxy.cutFirstStream();

  await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(STREAM_FAILED);
});

base("a stream for another member's plan says the plan cannot be found", async ({ page }) => {
  const owner = await signUpThroughApi(page, newMember());
  const generated = await page.request.post('/v1/date-planner/generate', {
    headers: { authorization: `Bearer ${owner.token.access_token}` },
    data: { query: DESCRIPTION },
  });
  expect(generated.status()).toBe(201);
  const { plan_id: othersPlanId } = (await generated.json()) as { plan_id: string };

  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') streams.push(request.url());
  });
  const renewals = tokenRenewals(page);
  await signInAsNewMember(page);
  await page.goto(`/generation-progress/${othersPlanId}`);

  await expect(page.getByRole('heading', { name: 'Oops, Something Went Wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(PLAN_NOT_FOUND);
  // Refused, renewed once, refused again: then the page gives up.
  expect(renewals).toHaveLength(1);
  expect(streams).toHaveLength(2);
});
