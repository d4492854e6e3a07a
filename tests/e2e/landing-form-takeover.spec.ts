import { expect, test, type Page } from '@playwright/test';
import { signInAsNewMember } from './support';

/** Whether React has taken the page over (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

const STORED = 'A slow Sunday in Porto: a bookshop, port tasting and dinner by the river';

/** Retypes the box from scratch, as a reader who selects everything and writes again does. */
async function retype(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Describe your ideal date' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text, { delay: 2 });
}

test('text typed on the landing before the app takes it over is the box’s text, and the plan can be asked for', async ({
  page,
}) => {
  // The app's code is held back until the reader has typed, so every key lands before the take-over.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The page's module script holds DOMContentLoaded back, so the page is read as soon as it arrives.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('textbox', { name: 'Describe your ideal date' });
  await expect(box).toBeVisible();
  await box.pressSequentially('Picnic in the park', { delay: 5 });
  expect(await hydrated(page)).toBe(false);
  release();
  // The app, there now, waits for the reader's next move.
  await expect(async () => {
    await page.mouse.move(200 + Math.random() * 100, 300);
    expect(await hydrated(page)).toBe(true);
  }).toPass();
  await expect(box).toHaveValue('Picnic in the park');
  const button = page.getByRole('button', { name: 'Plan with Datecraft' });
  await expect(button).toBeEnabled();
  await retype(page, 'Rooftop dinner in Lisbon');
  await expect(button).toBeEnabled();
  await box.fill('');
  await expect(button).toBeDisabled();
});

test('a visitor who planned before finds their description in the box and the button live', async ({
  page,
}) => {
  await page.addInitScript((text) => window.localStorage.setItem('idealDateDescription', text), STORED);
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Describe your ideal date' });
  // Shown as the page arrives, before the app is there.
  await expect(box).toHaveValue(STORED);
  await page.mouse.move(200, 300);
  await expect.poll(() => hydrated(page)).toBe(true);
  const button = page.getByRole('button', { name: 'Plan with Datecraft' });
  await expect(button).toBeEnabled();
  await retype(page, 'Jazz and tapas in Madrid');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Enter your email to continue' })).toBeVisible();
});

test('a member with a stored description can ask for the plan at once', async ({ page }) => {
  await signInAsNewMember(page);
  await page.evaluate((text) => window.localStorage.setItem('idealDateDescription', text), STORED);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to My Dates' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Describe your ideal date' })).toHaveValue(STORED);
  await expect(page.getByRole('button', { name: 'Plan with Datecraft' })).toBeEnabled();
  await retype(page, 'A picnic by the Seine in Paris');
  await expect(page.getByRole('button', { name: 'Plan with Datecraft' })).toBeEnabled();
});
