import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generatePlansThroughApi, sharedPlanThroughApi, signInAsNewMember } from './support';

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

const THEMES = ['light', 'dark'] as const;

/** Opens every page of this test in the given theme, as a visitor who chose it before would see it. */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((chosen) => window.localStorage.setItem('datecraftTheme', chosen), theme);
}

for (const theme of THEMES) {
  test.describe(`in ${theme} mode`, () => {
    test.beforeEach(({ page }) => useTheme(page, theme));

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('a shared plan, as the server writes it and once the app has drawn it, has no serious or critical accessibility violations', async ({
      page,
    }) => {
      const { shareUrl } = await sharedPlanThroughApi(page, 'Gallery, tapas and a rooftop in Madrid');
      await page.goto(shareUrl);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'before the app').toEqual([]);
      await page.keyboard.press('Shift');
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'the app’s').toEqual([]);
    });

    // One test per page: axe takes several seconds a page on a loaded machine, four in one test did not fit.
    for (const route of ['/my-dates', '/profile', '/planner', 'a plan']) {
      test(`a member's ${route} has no serious or critical accessibility violations`, async ({ page }) => {
        const { accessToken } = await signInAsNewMember(page);
        let path = route;
        // The dashboard is audited with a plan card on it, not only its empty state.
        if (route === '/my-dates' || route === 'a plan') {
          const [planId] = await generatePlansThroughApi(page, accessToken, [
            'Gallery, tapas and a rooftop in Madrid',
          ]);
          if (route === 'a plan') path = `/date-plan/${planId}`;
        }
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
