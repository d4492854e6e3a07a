import { expect, test } from '@playwright/test';
import {
  generatePlansThroughApi,
  newMember,
  signInAsNewMember,
  signInThroughForm,
  sharedPlanThroughApi,
  signUpThroughApi,
  smallTouchTargets,
} from './support';

test('a member reads a finished plan, uses live mode, shares it, gives feedback and revokes the link', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewMember(page);
  await page.getByLabel('Describe your ideal date').fill('Picnic and then a jazz club in Amsterdam');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  await expect(page.getByRole('link', { name: 'View Your Date Plan' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'View Your Date Plan' }).click();

  await expect(page.getByText('Your Date Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amsterdam');
  await expect(page.getByRole('heading', { name: 'Tips for Your Date' })).toBeVisible();
  // Said once, in the plan's facts; the day picker beside it does not say it again.
  await expect(page.getByText('Not scheduled yet').filter({ visible: true })).toHaveCount(1);
  const alternative = page.getByRole('button', { name: /Alternative Plan/ });
  await alternative.click();
  await expect(alternative).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#alternative-plan')).toBeVisible();

  const checkbox = page.getByRole('checkbox').first();
  await checkbox.check();
  await expect(checkbox).toBeChecked();

  await page.getByRole('button', { name: 'Start live mode' }).click();
  const live = page.getByRole('dialog', { name: 'Live mode' });
  await expect(live.getByText(/^Step 1 of \d$/)).toBeVisible();
  // An offline stop is a kind of place: nothing to call or book, only its map link.
  await expect(live.getByRole('link', { name: 'Get Directions' })).toBeVisible();
  await expect(live.getByText(/Call Venue|View Booking/)).toHaveCount(0);
  await live.getByRole('button', { name: 'Next stop' }).click();
  await expect(live.getByText(/^Step 2 of \d$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(live).toHaveCount(0);

  await page.getByRole('button', { name: 'Give Plan Feedback' }).click();
  const feedback = page.getByRole('dialog', { name: 'Share Your Feedback' });
  await expect(feedback.getByLabel('Type')).toHaveValue('date_plan_feedback');
  await feedback.getByLabel('Message').fill('Too short');
  await expect(feedback.getByRole('button', { name: 'Send Feedback' })).toBeDisabled();
  await feedback.getByLabel('Message').fill('The jazz club suggestion was spot on, thank you!');
  await feedback.getByRole('button', { name: '4 stars' }).click();
  await feedback.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(
    feedback.getByText("Thank you for your feedback! We'll review it as soon as possible."),
  ).toBeVisible();
  await expect(feedback).toBeHidden({ timeout: 5000 });

  await page.getByRole('button', { name: 'Share This Date Plan' }).click();
  const share = page.getByRole('dialog', { name: 'Share Your Date Plan' });
  const link = share.getByLabel('Share link');
  await expect(link).toHaveValue(/\/date-plan\/shared\/[\w-]{32}/);
  const url = await link.inputValue();
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();

  const stranger = await browser.newPage();
  await stranger.goto(url);
  await expect(stranger.getByText('Shared Date Plan', { exact: true })).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1 })).toContainText('Amsterdam');
  await expect(stranger.getByRole('button', { name: 'Share This Date Plan' })).toHaveCount(0);

  await share.getByRole('button', { name: 'Stop sharing' }).click();
  // The dialog closes once the server has switched the link off; a reload before that still finds it.
  await expect(page.getByText('The share link is switched off.')).toBeVisible();
  await expect(share).toBeHidden();
  await stranger.reload();
  await expect(stranger.getByRole('heading', { name: 'Date plan not found' })).toBeVisible();
  await expect(
    stranger.getByText("The requested date plan doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await expect(stranger).toHaveURL(/\/$/, { timeout: 8000 });

  // Another member cannot open the plan by its id.
  const other = newMember();
  await signUpThroughApi(stranger, other);
  await stranger.goto('/sign-in');
  await signInThroughForm(stranger, other);
  await expect(stranger).toHaveURL(/\/$/);
  await stranger.goto(page.url());
  await expect(stranger.getByRole('heading', { name: 'Date plan not found' })).toBeVisible();
  await stranger.close();
});

test('on a phone the plan shows its date, length and budget, and the bottom bar follows the step on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signInAsNewMember(page);
  await generatePlansThroughApi(page, accessToken, ['Museum, dinner and a walk in Lisbon']);
  const list = await page.request.get('/v1/date-planner/plans', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [plan] = ((await list.json()) as { plans: { plan_id: string }[] }).plans;
  await page.goto(`/date-plan/${plan!.plan_id}`);

  const hero = page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) });
  for (const fact of ['Date', 'Duration', 'Budget', 'Stops'])
    await expect(hero.getByText(fact, { exact: true })).toBeVisible();
  await expect(hero.getByText('Not scheduled yet')).toBeVisible();

  const details = page.getByRole('button', { name: /^View Details about / });
  const titles = await page.locator('[data-step-index] h3').allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(3);
  await expect(details).toHaveAccessibleName(`View Details about ${titles[0]}`);
  // One line, however long the step's title.
  const bar = await details.boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(56);

  await page.locator('[data-step-index="2"]').evaluate((step) => step.scrollIntoView({ block: 'start' }));
  await expect(details).toHaveAccessibleName(`View Details about ${titles[2]}`);
  await details.click();
  await expect(page.getByRole('dialog', { name: `Details about ${titles[2]}` })).toBeVisible();
});

test('on a phone every control of the plan page is a finger’s size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, ['Coffee, a gallery and ramen in Tokyo']);
  await page.goto(`/date-plan/${planId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Alternative Plan/ }).click();
  expect(await smallTouchTargets(page.locator('main'))).toEqual([]);
  await page.getByRole('button', { name: /^View Details about / }).click();
  expect(await smallTouchTargets(page.getByRole('dialog'))).toEqual([]);
});

test('without the map service the plan shows its drawn route and says the live map cannot load', async ({
  page,
}) => {
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, ['Wine bar and dinner in Porto']);
  await page.route(
    (url) => url.origin === 'https://www.google.com',
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto(`/date-plan/${planId}`);
  const route = page.locator('aside').getByRole('region', { name: 'Your route' });
  await expect(route.getByRole('listitem')).not.toHaveCount(0);
  const links = route.getByRole('link', { name: /^Open in Google Maps/ });
  await expect(links.first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);

  await route.getByRole('button', { name: 'Show live map' }).click();
  await expect(route.getByText('Unable to load map')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a shared plan’s first HTML carries its title and preview tags, and the page shows it without asking the API', async ({
  page,
  browser,
}) => {
  const { shareToken, shareUrl } = await sharedPlanThroughApi(
    page,
    'Tapas crawl and a flamenco show in Seville',
  );
  const plan = (await (await page.request.get(`/v1/date-planner/shared/${shareToken}`)).json()) as {
    title: string;
  };

  const html = await (await page.request.get(`/date-plan/shared/${shareToken}`)).text();
  expect(html).toContain(`<title>${plan.title} · Datecraft</title>`);
  expect(html).toContain(`<meta property="og:title" content="${plan.title}" />`);
  expect(html).toContain(`<meta property="og:url" content="${shareUrl}" />`);
  expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}" \/>/);

  const reader = await browser.newPage();
  const apiCalls: string[] = [];
  const scripts: string[] = [];
  reader.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/date-planner/shared/')) apiCalls.push(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  await reader.goto(shareUrl);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText('Seville');
  await expect(reader).toHaveTitle(`${plan.title} · Datecraft`);
  // The reader moves: the app takes the page over.
  await reader.keyboard.press('Shift');
  await expect(reader.locator('link[rel="stylesheet"]')).toHaveCount(1);
  expect(apiCalls).toEqual([]);
  // Every file the page needed was named in its first HTML or in its boot script, which fetches the
  // app's files and the page's own together: none waited for the app to run first.
  await reader.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.includes('plan-view'))).toBe(true);
  const boot = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
  const bootScript = await (await page.request.get(boot)).text();
  const named = (script: string) =>
    new RegExp(`["\\s]${script}["\\s]`).test(html) || bootScript.includes(`"${script.slice(1)}"`);
  expect(scripts.filter((script) => !named(script))).toEqual([]);
  // It asks the API nothing, so the HTTP client (axios) is not even loaded; nor, as it shows no
  // toast, is the toast library (whose styles goober writes into #_goober).
  expect(scripts.filter((script) => script.includes('http-client'))).toEqual([]);
  const loaded = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
  expect(loaded.filter((source) => source.includes('_goober'))).toEqual([]);
  await reader.close();
});
