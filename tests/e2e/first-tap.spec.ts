import { expect, test, type Page } from '@playwright/test';

/** Whether React has taken the page over (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

/**
 * Opens `path` with none of the app's code (its boot script included) let through until the returned
 * function is called: everything the reader does meanwhile happens before the take-over.
 */
async function openWithAppHeldBack(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/** The tap was held, not lost and not yet acted on: the app is still not there. */
async function expectStillWaiting(page: Page) {
  await page.waitForTimeout(300);
  expect(await hydrated(page)).toBe(false);
}

test.describe('the first tap on a prerendered page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the about page’s menu button tapped before the app is there opens the menu once it is', async ({
    page,
  }) => {
    const release = await openWithAppHeldBack(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expectStillWaiting(page);
    release();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a plan chosen on the pricing page before the app is there is taken up once it is', async ({
    page,
  }) => {
    const release = await openWithAppHeldBack(page, '/pricing');
    await page.getByRole('button', { name: 'Subscribe to Plus' }).tap();
    await expectStillWaiting(page);
    await expect(page).toHaveURL(/\/pricing$/);
    release();
    // A visitor is asked to sign in first.
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a description typed and sent on the landing before the app is there is sent once it is', async ({
    page,
  }) => {
    const release = await openWithAppHeldBack(page, '/');
    const box = page.getByRole('textbox', { name: 'Describe your ideal date' });
    await box.fill('Jazz and tapas in Madrid');
    const send = page.getByRole('button', { name: 'Plan with Datecraft' });
    await expect(send).toBeEnabled();
    await send.tap();
    await expectStillWaiting(page);
    release();
    await expect(page.getByRole('dialog', { name: 'Enter your email to continue' })).toBeVisible();
    await expect(box).toHaveValue('Jazz and tapas in Madrid');
  });

  test('the landing’s button stays off for a box left blank before the app is there', async ({ page }) => {
    const release = await openWithAppHeldBack(page, '/');
    const box = page.getByRole('textbox', { name: 'Describe your ideal date' });
    await box.fill('   ');
    await expect(page.getByRole('button', { name: 'Plan with Datecraft' })).toBeDisabled();
    release();
  });
});
