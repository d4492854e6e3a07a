import { expect, test, type Locator } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

/** True when a click at the middle of `target` would land on it: nothing (no backdrop) covers it. */
async function isOnTop(target: Locator) {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('a guest’s second plan of the day is refused inside the e-mail dialog, where the guest is looking', async ({
  page,
}) => {
  const email = `guest-${Date.now()}@example.com`;
  const first = await page.request.post('/v1/date-planner/generate', {
    data: { query: 'Coffee and a walk in Porto', guest_email: email },
  });
  expect(first.status()).toBe(201);

  await page.goto('/');
  await page.getByLabel('Describe your ideal date').fill('Tapas and a flamenco show in Seville');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter your email to continue' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Create my date plan' }).click();

  const problem = dialog.getByRole('alert');
  await expect(problem).toBeVisible();
  await expect(problem).not.toBeEmpty();
  expect(await isOnTop(problem)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Create my date plan' })).toBeEnabled();
});

test('on a phone, sign-up problems sit beside their fields and go as each field is fixed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();

  const firstName = page.getByLabel('First name');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
  // The message is right under its field, on screen, not in a banner above the form.
  const field = (await firstName.boundingBox())!;
  const message = (await page.getByText('Please enter your first name').boundingBox())!;
  expect(message.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
  expect(message.y - (field.y + field.height)).toBeLessThan(40);
  expect(message.y + message.height).toBeLessThanOrEqual(844);

  await firstName.fill('Ada');
  await expect(firstName).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Please enter your first name')).toHaveCount(0);
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Please enter your last name');
});

test('a share link that cannot be made is explained inside the share dialog', async ({ page }) => {
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, ['Coffee and a bookshop in Lyon']);
  await page.route('**/v1/date-planner/plans/*/share', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Sharing is resting."}' }),
  );
  await page.goto(`/date-plan/${planId}`);
  await page.getByRole('button', { name: 'Share This Date Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Date Plan' });

  const problem = dialog.getByRole('alert');
  await expect(problem).toContainText('Sharing is resting.');
  expect(await isOnTop(problem)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

test('a toast raised while a dialog is open shows above the dialog and its backdrop', async ({ page }) => {
  await signInAsNewMember(page);
  await page.route('**/v1/date-planner/generate', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"detail":"Slow down a little."}' }),
  );
  await page.goto('/my-dates');
  await page.getByRole('button', { name: 'Create New Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a new date' });
  await dialog.getByLabel('Describe your ideal date').fill('Ramen and a karaoke booth in Osaka');
  await dialog.getByRole('button', { name: 'Create my date plan' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Slow down a little.' });
  await expect(toast).toBeVisible();
  expect(await isOnTop(toast)).toBe(true);
  await expect(dialog).toBeVisible();
});
