import { expect, test } from '@playwright/test';
import { signInAsNewMember } from './support';

test('a guest whose description names no city is asked where, and the plan is made there', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Describe your ideal date' }).fill('Something fun this weekend');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  const where = page.getByRole('dialog', { name: 'Where will you be?' });
  await where.getByLabel('City').fill('Lis');
  await where.getByRole('button', { name: 'Lisbon, Portugal' }).click();
  await expect(where.getByLabel('City')).toHaveValue('Lisbon');
  await where.getByRole('button', { name: 'Continue' }).click();
  const email = page.getByRole('dialog', { name: 'Enter your email to continue' });
  await email.getByLabel('Email address').fill(`guest-${Date.now()}@example.com`);
  const generated = page.waitForRequest((request) => request.url().endsWith('/v1/date-planner/generate'));
  await email.getByRole('button', { name: 'Create my date plan' }).click();
  expect((await generated).postDataJSON()).toMatchObject({ user_preferences: { city: 'Lisbon' } });
  await expect(page).toHaveURL(/\/generation-progress\//);
  await expect(page.getByText(/Lisbon/).first()).toBeVisible({ timeout: 30_000 });
});

test('a description that names its city goes ahead without the question', async ({ page }) => {
  await signInAsNewMember(page);
  await page.getByRole('textbox', { name: 'Describe your ideal date' }).fill('Dinner and a walk in Porto');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  await expect(page).toHaveURL(/\/generation-progress\//);
});

test('a member is offered the city they chose last first', async ({ page }) => {
  await signInAsNewMember(page);
  await page.getByRole('textbox', { name: 'Describe your ideal date' }).fill('picnic date');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  const where = page.getByRole('dialog', { name: 'Where will you be?' });
  await where.getByLabel('City').fill('Porto');
  await where.getByRole('button', { name: 'Create my date plan' }).click();
  await expect(page).toHaveURL(/\/generation-progress\//);

  await page.goto('/planner');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Describe your ideal date').fill('something fun this weekend');
  await dialog.getByRole('button', { name: 'Create my date plan' }).click();
  const again = page.getByRole('dialog', { name: 'Where will you be?' });
  await expect(again.getByRole('list', { name: 'Suggested cities' }).getByRole('button').first()).toHaveText(
    'Porto, Portugal',
  );
});
