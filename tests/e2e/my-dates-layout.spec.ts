import { expect, test } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember, subscribeThroughApi } from './support';

test('My Dates at 1280×800: three plans a row, two rows above the fold, one New Plan button, one name for the page', async ({
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
  // The second row starts inside the first screen, with room to see that it is a plan.
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  expect(tops[3]).toBeLessThan(800 - 60);
  // Pictures in proportion: landscape, neither a sliver nor a poster.
  const ratios = await cards
    .getByRole('presentation')
    .evaluateAll((pictures) => pictures.map((picture) => picture.clientWidth / picture.clientHeight));
  for (const ratio of ratios) {
    expect(ratio).toBeGreaterThanOrEqual(1.4);
    expect(ratio).toBeLessThanOrEqual(2.2);
  }
  await expect(page.getByRole('button', { name: 'New Plan', exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Dates');
  await expect(
    page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'My Dates' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('My Dates · Datecraft');
});

test('the search page shows one search box, at 1280 and at 390 px', async ({ page }) => {
  await signInAsNewMember(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/my-dates');
    await expect(page.getByRole('searchbox', { name: 'Search date plans' })).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search date plans' }).fill('Lisbon');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Lisbon$/);
    await expect(page.getByRole('heading', { name: 'Search date plans', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'Search date plans' })).toHaveValue('Lisbon');
  }
});

test('page 2 keeps the filter and the words searched, in the URL, through a reload and Back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { accessToken } = await signInAsNewMember(page);
  await subscribeThroughApi(page, accessToken);
  const headers = { authorization: `Bearer ${accessToken}` };
  // Nine favourite plans in Lisbon (two pages of eight) and one plan elsewhere.
  const lisbon = Array.from({ length: 9 }, (_, index) => `Date ${index + 1}: dinner and jazz in Lisbon`);
  const ids = await generatePlansThroughApi(page, accessToken, [...lisbon, 'A picnic in Paris']);
  for (const id of ids.slice(0, 9)) {
    const favourite = await page.request.patch(`/v1/date-planner/plans/${id}`, {
      headers,
      data: { is_favorite: true },
    });
    expect(favourite.ok()).toBe(true);
  }
  const cards = page.getByRole('main').getByRole('article');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const favorites = page.getByRole('tab', { name: 'Favorites' });

  await page.goto('/my-dates');
  await favorites.click();
  await expect(page).toHaveURL(/\/my-dates\?filter=favorites$/);
  await expect(cards).toHaveCount(8);
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/my-dates\?filter=favorites&page=2$/);
  await expect(favorites).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(favorites).toHaveAttribute('aria-selected', 'true');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/my-dates\?filter=favorites$/);
  await expect(cards).toHaveCount(8);
  // A new tab starts at its first page.
  await page.getByRole('tab', { name: 'All Plans' }).click();
  await expect(page).toHaveURL(/\/my-dates$/);
  await expect(cards).toHaveCount(8);

  await page.goto('/search?q=Lisbon');
  await expect(cards).toHaveCount(8);
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=Lisbon&page=2$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Lisbon');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search date plans' })).toHaveValue('Lisbon');
  await expect(cards).toHaveCount(1);
});
