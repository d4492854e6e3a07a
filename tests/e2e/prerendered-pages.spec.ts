import { expect, test } from '@playwright/test';
import { signInAsNewMember } from './support';

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['/', 'Describe your perfect date'],
  ['/about', 'Dates worth remembering'],
  ['/date-ideas', 'Explore Date Ideas'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact us'],
  ['/pricing', 'Choose the Perfect Plan'],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} arrives with its content in the first HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    });
  }
});

test('each prerendered page is taken over by the app without a hydration complaint, and works', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  for (const [path, heading] of PUBLIC_PAGES) {
    const response = await page.goto(path);
    // The content was in the HTML before any script ran.
    expect(await response!.text()).toContain('<div id="root"><');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // Hydrated: the header's sign-in controls arrive once the session is read.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
  }
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Date Ideas' }).click();
  await expect(page).toHaveURL(/\/date-ideas$/);
  expect(problems).toEqual([]);
});

test('a member opening the prerendered landing sees it as a member, never the visitor’s version first', async ({
  page,
}) => {
  await signInAsNewMember(page);
  const seen: string[] = [];
  await page.exposeFunction('noteVisitorControl', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const link of Array.from(document.querySelectorAll('header a'))) {
        if ((link.textContent === 'Sign in' || link.textContent === 'Sign up') && link.checkVisibility()) {
          (window as unknown as { noteVisitorControl(text: string): void }).noteVisitorControl(
            link.textContent,
          );
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to My Dates' })).toBeVisible();
  expect(seen).toEqual([]);
});
