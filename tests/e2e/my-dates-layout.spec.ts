import { expect, test } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

test('My Dates at 1280 px: three plans a row, one New Plan button, one name for the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { accessToken } = await signInAsNewMember(page);
  await generatePlansThroughApi(page, accessToken, [
    'Jazz in Lisbon',
    'Picnic in Sintra',
    'Museums in Paris',
    'Tapas in Madrid',
  ]);
  await page.goto('/my-dates');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  const tops = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().top),
  );
  expect(tops.filter((top) => top === tops[0])).toHaveLength(3);
  await expect(page.getByRole('button', { name: 'New Plan', exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Dates');
  await expect(
    page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'My Dates' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('My Dates · Datecraft');
});
