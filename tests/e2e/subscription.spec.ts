import { expect, test } from '@playwright/test';
import { newMember, signInThroughForm, signUpThroughApi } from './support';

test('a member subscribes through the test checkout, sees the plan active, generates more and cancels', async ({
  page,
}) => {
  const member = newMember();
  const { token } = await signUpThroughApi(page, member);
  // Use up the free plan's allowance first: today's free plan and the month's three.
  for (let index = 0; index < 4; index += 1) {
    const response = await page.request.post('/v1/date-planner/generate', {
      headers: { authorization: `Bearer ${token.access_token}` },
      data: { query: `Warm-up date ${index}` },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInThroughForm(page, member);
  await expect(page.getByText('Test mode · no real payment')).toBeVisible();
  await expect(page.getByText('$9.99')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Payment successful! Your subscription is now active.' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Plus Plan')).toBeVisible();
  await expect(page.getByText(/Your subscription will automatically renew on/)).toBeVisible();
  await expect(page.getByText('Date Plans Used: 0 of 30')).toBeVisible();

  await page.goto('/planner');
  await page
    .getByRole('dialog')
    .getByLabel('Describe your ideal date')
    .fill('Dinner in Rome after subscribing');
  await page.getByRole('dialog').getByRole('button', { name: 'Create my date plan' }).click();
  await expect(page).toHaveURL(/\/generation-progress\//);

  await page.goto('/profile?tab=subscription');
  // The product's own dialog asks, never the browser's.
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(confirm).toContainText(
    'Are you sure you want to cancel your subscription? You will still have access until the end of your billing period.',
  );
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    page.getByText(
      'Your subscription has been cancelled. You will still have access until the end of your billing period.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Your subscription will end on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});
