import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_PAGES, signInAsNewMember } from './support';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of PRERENDERED_PAGES) {
    test(`${path} arrives with its content in the first HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    });
  }

  test('/pricing arrives with every plan on sale, its price and its button', async ({ page }) => {
    await page.goto('/pricing');
    for (const [plan, price] of [
      ['Free', '$0'],
      ['Plus', '$9.99'],
      ['Pro', '$99'],
    ] as const) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: plan }) });
      await expect(card).toContainText(price);
    }
    await expect(page.getByRole('button', { name: 'Subscribe to Plus' })).toBeVisible();
  });
});

/** Whether React has taken the page over (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

test('each prerendered page is taken over by the app at the reader’s first move, without a hydration complaint', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page is meant to answer 404, which Chromium reports for the document itself.
    if (message.location().url.endsWith('/no/such/page') && message.text().includes('status of 404')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  for (const [path, heading] of PRERENDERED_PAGES) {
    const response = await page.goto(path);
    // The content was in the HTML before any script ran.
    expect(await response!.text()).toMatch(/<div id="root"[^>]*><[a-z]/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // A visitor's header is complete before the app is there.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    await page.mouse.move(200, 300);
    await expect.poll(() => hydrated(page)).toBe(true);
  }
  await page.goto('/about');
  await page.mouse.move(200, 300);
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Date Ideas' }).click();
  await expect(page).toHaveURL(/\/date-ideas$/);
  // The app's router moved to the page: the same document, not a new load.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a prerendered page fetches no app code while it is read, and a tap made before the app is there is carried out', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    // Its own CSS is in the page: the app's whole stylesheet waits for the app.
    expect(stylesheets).toEqual([]);
    expect(await hydrated(page)).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
    expect(stylesheets).toHaveLength(1);
  });

  test('the pricing page shows its plans with no app code fetched, and a plan chosen before the app is there is taken up', async ({
    page,
  }) => {
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (new URL(request.url()).pathname.startsWith('/v1/')) apiCalls.push(request.url());
    });
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Subscribe to Plus' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(await hydrated(page)).toBe(false);

    await page.getByRole('button', { name: 'Subscribe to Plus' }).tap();
    // A visitor is asked to sign in first, and brought back to the plan they chose.
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app took the plans over from the page: it never asked the API for them.
    expect(apiCalls.filter((url) => url.includes('/subscriptions/plans'))).toEqual([]);
  });

  test('text typed on the landing before the app is there is kept, and the plan can be asked for', async ({
    page,
  }) => {
    await page.goto('/');
    const description = page.getByRole('textbox', { name: 'Describe your ideal date' });
    await description.pressSequentially('A rainy afternoon in Lisbon with bookshops', { delay: 5 });
    await expect(description).toHaveValue('A rainy afternoon in Lisbon with bookshops');
    await expect(page.getByRole('button', { name: 'Plan with Datecraft' })).toBeEnabled();
  });
});

test('the first-paint script alone puts a dark-mode reader’s page in the dark theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('datecraftTheme', 'dark'));
  // None of the app's own code runs: only the inline script in the page's head.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
});

test('a member opening the prerendered landing sees it as a member, never the visitor’s version first', async ({
  page,
}) => {
  await signInAsNewMember(page);
  const seen: string[] = [];
  await page.exposeFunction('noteVisitorControl', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const link of Array.from(document.querySelectorAll('header a'))) {
        if (
          (link.textContent === 'Sign in' || link.textContent === 'Sign up') &&
          link.checkVisibility({ visibilityProperty: true })
        ) {
          (window as unknown as { noteVisitorControl(text: string): void }).noteVisitorControl(
            link.textContent,
          );
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to My Dates' })).toBeVisible();
  expect(seen).toEqual([]);
});
