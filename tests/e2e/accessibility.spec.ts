import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewMember } from './support';

async function seriousViolations(page: Page) {
  // A toast fading in or out is half transparent: measured mid-animation its contrast is meaningless.
  await expect(page.locator('[data-rht-toaster] > *')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const PUBLIC_ROUTES = [
  '/',
  '/sign-in',
  '/sign-up',
  '/about',
  '/date-ideas',
  '/terms',
  '/privacy',
  '/contact',
  '/pricing',
  '/help',
  '/forgot-password',
  '/no-such-page',
];

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('members’ pages have no serious or critical accessibility violations', async ({ page }) => {
  await signInAsNewMember(page);
  for (const route of ['/my-dates', '/profile', '/planner']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), route).toEqual([]);
  }
});
