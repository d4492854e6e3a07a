import { expect, test, type Page } from '@playwright/test';
import { MAPS_EMBED_ORIGIN } from '@contract/maps';
import { generatePlansThroughApi, signInAsNewMember } from './support';

/** What the browser says about the page's Content-Security-Policy or Permissions-Policy. */
function policyComplaints(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) complaints.push(message.text());
  });
  return complaints;
}

/** A plan page frames the first stop's map when asked to; the browser fetches it only if the policy allows. */
const mapRequest = (page: Page) => page.waitForRequest(/^https:\/\/www\.google\.com\/maps\?/);

// A one-pixel PNG: what the map's origin answers to the page's "can the map load?" image.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * This machine has no internet: the map's origin is answered here, so the page frames the map. Routing
 * sees only requests the page's policy let through, so the frame request still proves the policy.
 */
const serveMapOrigin = (page: Page) =>
  page.route(
    (url) => url.origin === MAPS_EMBED_ORIGIN,
    (route) =>
      new URL(route.request().url()).pathname === '/favicon.ico'
        ? route.fulfill({ contentType: 'image/png', body: PIXEL })
        : route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );

test('the page policy refuses a script injected into the page, and its inline event handlers', async ({
  page,
}) => {
  const response = await page.goto('/');
  // The app's own files, and of inline scripts only the first-paint one, by its hash.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  // The app's own scripts run: the landing renders.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const injected = await page.evaluate(async () => {
    const refused = (kind: string) =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.effectiveDirective === kind) resolve(event.effectiveDirective);
        }),
      );
    const pwned = () => (window as unknown as { __pwned?: string }).__pwned;

    const scriptRefused = refused('script-src-elem');
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = "by an inline script"';
    document.body.append(script);
    const scriptDirective = await scriptRefused;
    const afterScript = pwned();

    const handlerRefused = refused('script-src-attr');
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__pwned = \'by an inline handler\'">';
    document.body.append(holder);
    const handlerDirective = await handlerRefused;

    return { scriptDirective, afterScript, handlerDirective, afterHandler: pwned() };
  });
  expect(injected).toEqual({
    scriptDirective: 'script-src-elem',
    afterScript: undefined,
    handlerDirective: 'script-src-attr',
    afterHandler: undefined,
  });
});

test('the public pages work under the policies without a single complaint', async ({ page }) => {
  const complaints = policyComplaints(page);
  for (const path of [
    '/',
    '/pricing',
    '/about',
    '/date-ideas',
    '/terms',
    '/privacy',
    '/contact',
    '/sign-in',
    '/sign-up',
    '/no-such-page',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(complaints).toEqual([]);
});

test('a member’s plan, its shared page and the test checkout work under the policies', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const complaints = policyComplaints(page);
  const { accessToken } = await signInAsNewMember(page);
  const headers = { authorization: `Bearer ${accessToken}` };
  await generatePlansThroughApi(page, accessToken, ['Sunset drinks and dinner in Lisbon']);
  const list = await page.request.get('/v1/date-planner/plans', { headers });
  const [plan] = ((await list.json()) as { plans: { plan_id: string }[] }).plans;

  await serveMapOrigin(page);
  const ownMap = mapRequest(page);
  await page.goto(`/date-plan/${plan!.plan_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon');
  // The live map is framed on request, beside the drawn route.
  await page.getByRole('button', { name: 'Show live map' }).click();
  await ownMap;

  const shared = await page.request.patch(`/v1/date-planner/plans/${plan!.plan_id}/share`, {
    headers,
    data: { is_shareable: true },
  });
  const stranger = await browser.newPage();
  const strangerComplaints = policyComplaints(stranger);
  await serveMapOrigin(stranger);
  const sharedMap = mapRequest(stranger);
  await stranger.goto(((await shared.json()) as { share_url: string }).share_url);
  await expect(stranger.getByText('Shared Date Plan', { exact: true })).toBeVisible();
  await stranger.getByRole('button', { name: 'Show live map' }).click();
  await sharedMap;
  await stranger.close();

  // The checkout posts its form to itself and is redirected back to the app: form-action allows both.
  const initialized = await page.request.post('/v1/subscriptions/payment/initialize', {
    headers,
    data: { plan_id: 'plus-monthly', callback_url: new URL('/profile?payment=success', baseURL).href },
  });
  expect(initialized.ok()).toBe(true);
  await page.goto(((await initialized.json()) as { authorization_url: string }).authorization_url);
  await expect(page.getByText('Test mode · no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Payment successful! Your subscription is now active.').first()).toBeVisible();

  expect(complaints).toEqual([]);
  expect(strangerComplaints).toEqual([]);
});
