import { expect, test, type Page } from '@playwright/test';
import { generatePlansThroughApi, sharedPlanThroughApi, signInAsNewMember } from './support';

/** Public pages, each as a visitor and as a member reaches it. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/date-ideas',
  '/terms',
  '/privacy',
  '/contact',
  '/pricing',
  '/help',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
];
/** Pages only a member has. */
const MEMBER_PAGES = ['/my-dates', '/profile', '/settings', '/planner', '/search?q=dinner'];
const WIDTHS = [1280, 390];

/** Every error the console shows on `page`, and every uncaught exception, from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens a page and lets the app take it over: a prerendered page waits for the reader's first move. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(20, 200);
  await page.mouse.move(40, 240);
  await page.waitForLoadState('networkidle');
}

for (const width of WIDTHS) {
  test(`no console error on any public page for a visitor at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { shareToken } = await sharedPlanThroughApi(page, 'Coffee and a museum in Vienna');
    const errors = consoleErrors(page);
    for (const path of [...PUBLIC_PAGES, `/date-plan/shared/${shareToken}`]) await visit(page, path);
    expect(errors).toEqual([]);
  });

  test(`no console error on any page for a member without a subscription at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors = consoleErrors(page);
    const { accessToken } = await signInAsNewMember(page);
    const [planId] = await generatePlansThroughApi(page, accessToken, ['Dinner and a walk in Rome']);
    for (const path of [...PUBLIC_PAGES.slice(0, 7), ...MEMBER_PAGES, `/date-plan/${planId}`]) {
      await visit(page, path);
    }
    expect(errors).toEqual([]);
  });
}

test('the app reads a member’s subscription once while the member moves between its pages', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signInAsNewMember(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/subscriptions/my-subscription')) reads.push(request.url());
  });
  // The site's header, the dashboard's and back: every move inside the app, none a new document.
  const moves: [RegExp | string, string][] = [
    ['My Dates', '/my-dates'],
    ['Datecraft home', '/'],
    ['Pricing', '/pricing'],
    ['My Dates', '/my-dates'],
  ];
  for (const [name, path] of moves) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(reads.length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});
