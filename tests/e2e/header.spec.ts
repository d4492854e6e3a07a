import { expect, test } from '@playwright/test';
import { signInAsNewMember } from './support';

test('the desktop header turns solid after 10 px of scroll', async ({ page }) => {
  await page.goto('/terms');
  const header = page.getByRole('banner');
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test('signed out, the header offers Pricing, Sign in and Sign up', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'My Dates' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Datecraft`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, lists the signed-in entries and closes on a link click', async ({ page }) => {
    const { member } = await signInAsNewMember(page);

    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toContainText(member.email);
    await expect(panel.getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');

    await panel.getByRole('link', { name: 'My Dates' }).click();
    await expect(page).toHaveURL(/\/my-dates$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test('an unknown path shows the not-found page, answered with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
});

for (const width of [1280, 390]) {
  test(`at ${width} px the header's logo and the page's content share a left edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const logoLeft = async () => (await page.getByRole('banner').getByRole('link').first().boundingBox())!.x;
    await page.goto('/');
    const card = await page
      .getByRole('heading', { name: 'AI-Powered Recommendations' })
      .locator('..')
      .boundingBox();
    expect(card!.x).toBeCloseTo(await logoLeft(), 0);
    await page.goto('/about');
    const closing = await page
      .getByRole('heading', { name: 'Your next date is one sentence away' })
      .locator('..')
      .boundingBox();
    expect(closing!.x).toBeCloseTo(await logoLeft(), 0);
    await page.goto('/pricing');
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title!.x).toBeGreaterThanOrEqual((await logoLeft()) - 1);
  });
}

test('text is set in Inter and headings in Fraunces, as the fonts load', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  const family = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await family('main p')).toMatch(/^"?Inter Variable"?,/);
  expect(await family('h1')).toMatch(/^"?Fraunces"?, "?Fraunces fallback"?,/);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
});
