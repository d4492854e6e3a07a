import { expect, test } from '@playwright/test';

test('with Google configured, its sign-in button is live', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  await expect(page.getByText('Google sign in is currently unavailable.')).toHaveCount(0);
});
