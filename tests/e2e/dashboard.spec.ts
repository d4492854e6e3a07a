import { expect, test } from '@playwright/test';
import {
  generatePlansThroughApi,
  newMember,
  signInAsNewMember,
  signInThroughForm,
  signUpThroughApi,
  smallTouchTargets,
  subscribeThroughApi,
} from './support';

const CITIES = ['Paris', 'London', 'Rome', 'Lisbon', 'Berlin', 'Tokyo'];
const ACTIVITIES = ['dinner and a show', 'a picnic', 'coffee and a museum', 'karaoke', 'jazz'];

test('a member with 30 plans pages, filters, searches, favourites, archives and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = newMember();
  const { token } = await signUpThroughApi(page, member);
  await subscribeThroughApi(page, token.access_token);
  const queries = Array.from({ length: 30 }, (_, index) => {
    const city = CITIES[index % CITIES.length];
    const activity = ACTIVITIES[Math.floor(index / CITIES.length) % ACTIVITIES.length];
    return `Date ${index + 1}: ${activity} in ${city}`;
  });
  await generatePlansThroughApi(page, token.access_token, queries);

  await page.goto('/sign-in');
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-dates');

  await expect(page.getByRole('heading', { name: 'My Dates' })).toBeVisible();
  await expect(page.getByText('Manage and view all your date plans')).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText('Total Plans30');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(8);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: /^Page \d$/ })).toHaveCount(4);
  await pagination.getByRole('button', { name: 'Page 4' }).click();
  await expect(cards).toHaveCount(6);
  await expect(pagination.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

  // Favourite the first card of page 1, then see it under Favorites and in the stats.
  await pagination.getByRole('button', { name: 'Page 1' }).click();
  // Page 1 holds eight cards, page 4 six: the title is read once page 1 is on screen, not page 4's.
  await expect(cards).toHaveCount(8);
  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Add ${title} to favorites` }).click();
  await expect(first.getByRole('button', { name: `Remove ${title} from favorites` })).toBeVisible();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(stats).toContainText('Favorites1');

  // Archive it: it leaves All Plans and appears under Archived; unarchive brings it back.
  await cards
    .first()
    .getByRole('button', { name: `Archive ${title}` })
    .click();
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(cards).toHaveCount(1);
  await cards
    .first()
    .getByRole('button', { name: `Unarchive ${title}` })
    .click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No date plans yet')).toBeVisible();
  await page.getByRole('tab', { name: 'All Plans' }).click();
  await expect(stats).toContainText('Total Plans30');

  // Search from the top bar.
  await page.getByRole('searchbox', { name: 'Search date plans' }).first().fill('tokyo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=tokyo$/);
  await expect(page.getByText('Results for')).toContainText('tokyo');
  await expect(cards).toHaveCount(5);

  // Delete, confirmed in the product's own dialog (the undo window is confirmations.spec's).
  await cards.first().getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this plan?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(cards).toHaveCount(4);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the app shell has a bottom bar and a slide-in sidebar', async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto('/my-dates');
    const bottom = page.getByRole('navigation', { name: 'Bottom' });
    for (const label of ['My Dates', 'Profile', 'Settings'])
      await expect(bottom.getByRole('link', { name: label })).toBeVisible();
    // A new plan starts in a dialog over the page, from the bottom bar and from the drawer alike.
    await bottom.getByRole('button', { name: 'New Plan' }).click();
    const planner = page.getByRole('dialog', { name: 'Plan a new date' });
    await expect(planner).toBeVisible();
    await planner.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/my-dates$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('button', { name: 'Create New Plan' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Share Feedback' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
  });
});

test('on a phone every control of a plan card is a finger’s size and the first plan shows without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signInAsNewMember(page);
  await generatePlansThroughApi(page, accessToken, ['Tapas and flamenco in Seville']);
  await page.goto('/my-dates');
  const card = page.locator('main article').first();
  await expect(card).toBeVisible();
  const controls = [
    card.getByRole('button', { name: /to favorites$/ }),
    card.getByRole('button', { name: /^Archive / }),
    card.getByRole('button', { name: 'Delete' }),
    ...['All Plans', 'Favorites', 'Archived'].map((name) => page.getByRole('tab', { name })),
  ];
  for (const control of controls) {
    const box = await control.boundingBox();
    const name = (await control.textContent()) ?? '';
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
  }
  expect(await smallTouchTargets(page.locator('main'))).toEqual([]);
  // The plan's title is on the first screen, under the header, the counts and the tabs.
  const title = await card.getByRole('heading').boundingBox();
  expect(title!.y + title!.height).toBeLessThanOrEqual(844);
});

test('search finds archived plans too, and its box follows the address', async ({ page }) => {
  const { accessToken } = await signInAsNewMember(page);
  const headers = { authorization: `Bearer ${accessToken}` };
  const [parisId] = await generatePlansThroughApi(page, accessToken, [
    'A bistro dinner in Paris',
    'Crêpes and a show in Paris',
    'Gelato and a walk in Rome',
  ]);
  const archived = await page.request.patch(`/v1/date-planner/plans/${parisId}`, {
    headers,
    data: { is_archived: true },
  });
  expect(archived.ok()).toBe(true);

  await page.goto('/my-dates');
  const box = page.getByRole('searchbox').first();
  await box.fill('Rome');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Rome$/);
  await expect(page.locator('main article')).toHaveCount(1);

  await box.fill('Paris');
  await box.press('Enter');
  await expect(page.locator('main article')).toHaveCount(2);
  await expect(page.locator('main article').getByRole('button', { name: /^Unarchive / })).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/q=Rome$/);
  await expect(box).toHaveValue('Rome');
});
