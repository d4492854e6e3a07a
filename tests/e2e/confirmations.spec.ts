import { expect, test } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

test('deleting a plan asks in the product’s own dialog and can be undone from its toast', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  const { accessToken } = await signInAsNewMember(page);
  await generatePlansThroughApi(page, accessToken, ['Jazz night in Lisbon', 'Picnic in Sintra']);
  await page.goto('/my-dates');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });

  await cards
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this plan?' });
  await expect(confirm).toContainText('You can undo this for a few seconds.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);
  await page.waitForTimeout(6_000);
  expect(deletes).toEqual([]);

  await cards
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this plan?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards).toHaveCount(1);
  await expect.poll(() => deletes.length, { timeout: 10_000 }).toBe(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
});
