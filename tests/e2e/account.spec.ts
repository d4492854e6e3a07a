import { expect, test } from '@playwright/test';
import {
  linkFromOutbox,
  newMember,
  signInAsNewMember,
  signInThroughForm,
  signUpThroughApi,
  signUpThroughForm,
  smallTouchTargets,
} from './support';

test('a new member verifies the e-mail address from the link sent at sign-up', async ({ page }) => {
  const member = newMember();
  await signUpThroughForm(page, member);
  await page.goto('/profile');
  await expect(page.getByText('Unverified Account')).toBeVisible();

  await page.goto(await linkFromOutbox(member.email, '/verify-account'));
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByText('Verified Account')).toBeVisible();
});

test('a forgotten password is reset from the e-mailed link', async ({ page }) => {
  const member = newMember();
  await signUpThroughApi(page, member);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Wait for the new page: the sign-in form has an Email field too.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that e-mail');

  await page.goto(await linkFromOutbox(member.email, '/reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-7');
  await page.getByLabel('Confirm password').fill('Brand-New-Pass-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');

  await page.goto('/sign-in');
  await signInThroughForm(page, { ...member, password: 'Brand-New-Pass-7' });
  await expect(page).toHaveURL(/\/$/);
});

test('the profile edits details, changes the password and deletes the account', async ({ page }) => {
  const { member } = await signInAsNewMember(page);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Augusta');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Augusta Lovelace' })).toBeVisible();

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-99');
  await expect(page.getByText('Very Strong password')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Another-Pass-99');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'No Active Subscription' })).toBeVisible();
  // The period's three plans, with today's free plan said apart (as the pricing card sells Free).
  await expect(
    page.getByText(/^You have 3 date plans remaining until .+, plus today's free date plan$/),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: 'Marketing emails' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // Dark Mode follows the device until the member chooses: System, Off or On.
  const darkMode = page.getByRole('group', { name: /Dark Mode/ });
  await expect(darkMode.getByRole('radio', { name: 'System' })).toBeChecked();
  await darkMode.getByText('On', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    'rgb(21, 10, 24)',
  );
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(darkMode.getByRole('radio', { name: 'On' })).toBeChecked();
  await darkMode.getByText('Off', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Log out from all devices' }).click();
  await expect(page.getByText('You are signed out on every other device.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('Another-Pass-99');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign-in');
  await signInThroughForm(page, { ...member, password: 'Another-Pass-99' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('the Google callback without a code explains the failure', async ({ page }) => {
  await page.goto('/auth/google/callback');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText('Authentication failed: No authorization code received')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a visitor signs in with Google through the OpenID Connect provider and lands on My Dates', async ({
  page,
}) => {
  const email = `google-${Date.now()}@example.com`;
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3198\/interaction\//);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/my-dates$/);
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await expect(page.getByText('Verified Account')).toBeVisible();
});

test('on a phone every control of every profile tab is a finger’s size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMember(page);
  await page.goto('/profile');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allTextContents()) {
    await page.getByRole('tab', { name }).click();
    expect(await smallTouchTargets(page.locator('main')), name).toEqual([]);
  }
});
