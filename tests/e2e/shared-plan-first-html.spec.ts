import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { sharedPlanThroughApi } from './support';

/** What a reader may fetch in JavaScript (gzip) before they do anything on a shared plan (issue 35). */
const JS_BUDGET_BYTES = 60_000;

interface SharedPlan {
  plan_data: { date_title: string; steps: { step_title: string }[]; general_date_tips: string[] };
}

async function sharedPlan(page: Page) {
  const { shareToken, shareUrl } = await sharedPlanThroughApi(page, 'Dinner and a jazz club in Paris');
  const plan = (await (await page.request.get(`/v1/date-planner/shared/${shareToken}`)).json()) as SharedPlan;
  return { shareUrl, plan: plan.plan_data };
}

/** Whether the app has drawn the page (createRoot marks its container). */
const appDrawn = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

test.describe('a shared plan on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reads whole with at most 60 KB of JavaScript before the reader does anything, scrolling included', async ({
    page,
  }, testInfo) => {
    const { shareUrl, plan } = await sharedPlan(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(shareUrl);
    for (const step of plan.steps)
      await expect(page.getByRole('heading', { level: 3, name: step.step_title })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await appDrawn(page)).toBe(false);

    const sizes = await Promise.all(
      scripts.map(async (url) => gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    testInfo.annotations.push({
      type: 'JavaScript before interaction (gzip)',
      description: `${total} bytes`,
    });
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    // Scrolled, the header is solid as the app's is, with none of the app there.
    await expect(page.locator('[data-site-header]')).toHaveClass(/\bbg-surface\b/);
  });

  test('the app takes the page over at the reader’s first move without moving anything or changing its words', async ({
    page,
  }) => {
    const { shareUrl, plan } = await sharedPlan(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const titles: (string | null)[] = [];
      (window as unknown as { titlesSeen: typeof titles }).titlesSeen = titles;
      document.addEventListener('readystatechange', () => {
        const root = document.getElementById('root');
        if (document.readyState !== 'interactive' || !root) return;
        new MutationObserver(() => titles.push(root.querySelector('h1')?.textContent ?? null)).observe(root, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
    });
    await page.goto(shareUrl);
    await page.waitForLoadState('networkidle');
    const where = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main h1, main h2, main h3, main button, main a')).map(
          (element) => {
            const box = element.getBoundingClientRect();
            return `${element.textContent}@${Math.round(box.x)},${Math.round(box.y + window.scrollY)},${Math.round(box.width)}x${Math.round(box.height)}`;
          },
        ),
      );
    const text = () => page.locator('main').innerText();
    const before = { where: await where(), text: await text() };
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });

    await page.keyboard.press('Shift');
    await expect.poll(() => appDrawn(page)).toBe(true);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    expect(await where()).toEqual(before.where);
    expect(await text()).toBe(before.text);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    const titlesSeen = await page.evaluate(() => (window as unknown as { titlesSeen: string[] }).titlesSeen);
    expect(new Set(titlesSeen)).toEqual(new Set([plan.date_title]));
    expect(errors).toEqual([]);
    // The app's own page now: the stop's details open in its sheet.
    await page.getByRole('button', { name: 'Details and map' }).first().tap();
    await expect(
      page.getByRole('dialog', { name: `Details about ${plan.steps[0]!.step_title}` }),
    ).toBeVisible();
  });

  test('a tap made before any of the app’s code has arrived is carried out once the app is there', async ({
    page,
  }) => {
    const { shareUrl } = await sharedPlan(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(shareUrl, { waitUntil: 'commit' });
    const start = page.getByRole('button', { name: 'Start live mode' });
    await start.tap();
    await page.waitForTimeout(300);
    expect(await appDrawn(page)).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Live mode' })).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Live mode' })).toBeVisible();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared plan shows whole: cover, every stop with its map link, tips and the invitation', async ({
    page,
  }) => {
    const { shareUrl, plan } = await sharedPlan(page);
    await page.goto(shareUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plan.date_title);
    for (const step of plan.steps) {
      const stop = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: step.step_title }) });
      await expect(stop).toBeVisible();
      await expect(stop.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByRole('link', { name: /^Open in Google Maps/ }).first()).toBeVisible();
    for (const tip of plan.general_date_tips)
      await expect(page.getByText(tip, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plan my date' })).toHaveAttribute('href', '/planner');
    await expect(page.getByText(/Loading/)).toHaveCount(0);
  });
});
