import { expect, test } from '@playwright/test';
import {
  newMember,
  signInAsNewMember,
  signInThroughForm,
  signUpThroughApi,
  signUpThroughForm,
} from './support';

test('a new member signs up, signs out and signs in again', async ({ page }) => {
  const member = newMember();
  await signUpThroughForm(page, member);

  const banner = page.getByRole('banner');
  const avatarButton = banner.getByRole('button', { name: /account menu/i });
  await expect(avatarButton).toContainText('AL');
  await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeTruthy();

  await avatarButton.click();
  await expect(page.getByRole('menu')).toContainText(member.email);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();

  await banner.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('link', { name: 'My Dates' })).toBeVisible();
});

test('a wrong password is refused without saying which field was wrong', async ({ page }) => {
  const member = newMember();
  await signUpThroughApi(page, member);
  await page.goto('/sign-in');
  await signInThroughForm(page, { ...member, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a protected page sends a signed-out visitor to sign in and back', async ({ page }) => {
  const member = newMember();
  await signUpThroughApi(page, member);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/profile$/);
});

test('an expired access token is refreshed once and the member stays signed in', async ({ page }) => {
  const member = newMember();
  const { token } = await signUpThroughApi(page, member);
  await page.goto('/');
  await page.evaluate((refreshToken) => {
    localStorage.setItem('authToken', 'expired.access.token');
    localStorage.setItem('refreshToken', refreshToken);
  }, token.refresh_token);

  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/refresh-token')) refreshCalls.push(request.url());
  });
  await page.goto('/my-dates');
  await expect(page).toHaveURL(/\/my-dates$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /account menu/i })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(stored).not.toBe('expired.access.token');
  expect(refreshCalls).toHaveLength(1);
});

test('a session whose refresh token is gone ends at the sign-in page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'expired.access.token');
    localStorage.setItem('refreshToken', 'revoked-refresh-token');
  });
  await page.goto('/my-dates');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

test('the member’s account survives in the database across page loads', async ({ page }) => {
  await signInAsNewMember(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /account menu/i })).toContainText('AL');
});
