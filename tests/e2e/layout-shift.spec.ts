import { expect, test, type Page } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

/** Issue 17's limit for every page that loads data after its first paint. */
const MAX_CLS = 0.02;

/**
 * The page's cumulative layout shift as the browser scores it: shifts not caused by input, summed in
 * session windows (at most 5 s, gaps under 1 s), the largest window counting.
 */
async function cumulativeLayoutShift(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const shifts = (globalThis as unknown as { __shifts: { value: number; startTime: number }[] }).__shifts;
    let largest = 0;
    let windowValue = 0;
    let windowStart = 0;
    let previous = 0;
    for (const shift of shifts) {
      if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
        windowValue = 0;
        windowStart = shift.startTime;
      }
      windowValue += shift.value;
      previous = shift.startTime;
      largest = Math.max(largest, windowValue);
    }
    return largest;
  });
}

/** Records the page's layout shifts from its first paint, and makes its plan API answer slowly. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number }[] = [];
    (globalThis as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, startTime: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Slow answers make every loading state last long enough to be seen and replaced.
  await page.route('**/v1/date-planner/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px the plan pages, the dashboard and the progress screen hold still while they load`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const { accessToken } = await signInAsNewMember(page);
    const headers = { authorization: `Bearer ${accessToken}` };
    const [planId] = await generatePlansThroughApi(page, accessToken, ['Dinner and a jazz club in Paris']);
    await watchLayoutShifts(page);

    await page.goto(`/date-plan/${planId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cumulativeLayoutShift(page), 'owner plan').toBeLessThan(MAX_CLS);

    await page.goto('/my-dates');
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await cumulativeLayoutShift(page), 'dashboard').toBeLessThan(MAX_CLS);

    await page.goto(`/generation-progress/${planId}`);
    await expect(page.getByRole('heading', { name: 'Your splendid date is ready!' })).toBeVisible();
    expect(await cumulativeLayoutShift(page), 'progress screen').toBeLessThan(MAX_CLS);

    const shared = await page.request.patch(`/v1/date-planner/plans/${planId}/share`, {
      headers,
      data: { is_shareable: true },
    });
    const reader = await browser.newPage({ viewport: { width, height: 800 } });
    await watchLayoutShifts(reader);
    await reader.goto(((await shared.json()) as { share_url: string }).share_url);
    await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await cumulativeLayoutShift(reader), 'shared plan').toBeLessThan(MAX_CLS);
    await reader.close();
  });
}
