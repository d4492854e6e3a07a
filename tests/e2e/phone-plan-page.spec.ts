import { expect, test, type Page } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A member's plan whose steps have long titles, open on a phone. */
async function openLongPlan(page: Page) {
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, [
    'Sunset at a viewpoint, then a picnic and a long riverside walk in Lisbon',
  ]);
  await page.goto(`/date-plan/${planId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A finger on the screen moving from one point to another, as the browser's touch input. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let step = 1; step <= 8; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 8;
    const y = from.y + ((to.y - from.y) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('the bottom bar names every step in whole words on one line', async ({ page }) => {
  await openLongPlan(page);
  const details = page.getByRole('button', { name: /^View Details about / });
  const steps = page.locator('[data-step-index]');
  const count = await steps.count();
  for (let index = 0; index < count; index += 1) {
    await steps.nth(index).evaluate((step) => step.scrollIntoView({ block: 'start' }));
    const title = (await steps.nth(index).locator('h3').textContent())!.trim();
    await expect(details).toHaveAccessibleName(`View Details about ${title}`);
    const label = details.locator('span');
    const shown = (await label.textContent())!.replace(/^View Details about /, '').replace(/…$/, '');
    // Every word shown is a whole word of the title: nothing is cut mid-word. A comma after the last
    // word shown is left out with the words after it ("Ribeira das Naus, after …" → "Ribeira das Naus…").
    const titleWords = title
      .replace(/^[^:]*:\s/, '')
      .split(/\s+/)
      .map((word) => word.replace(/[,;:.]$/u, ''));
    for (const word of shown.split(/\s+/)) expect(titleWords, `${title} → ${shown}`).toContain(word);
    // One line, and not clipped by the button either.
    expect(await label.evaluate((element) => element.getClientRects().length), shown).toBe(1);
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect((await details.boundingBox())!.height).toBeLessThanOrEqual(56);
  }
});

test('the step sheet closes on its backdrop and on a swipe down, and not on a short pull', async ({
  page,
}) => {
  await openLongPlan(page);
  const details = page.getByRole('button', { name: /^View Details about / });
  const sheet = page.getByRole('dialog', { name: /^Details about / });

  await details.click();
  await expect(sheet).toBeVisible();
  // The dimmed page above the sheet.
  await page.touchscreen.tap(195, 60);
  await expect(sheet).toBeHidden();

  await details.click();
  await expect(sheet).toBeVisible();
  const panel = (await sheet.locator('> div').boundingBox())!;
  const start = { x: panel.x + panel.width / 2, y: panel.y + 12 };
  await swipe(page, start, { x: start.x, y: start.y + 30 });
  await expect(sheet).toBeVisible();
  await swipe(page, start, { x: start.x, y: start.y + 200 });
  await expect(sheet).toBeHidden();

  await details.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
