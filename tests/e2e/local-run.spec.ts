import { expect, test } from '@playwright/test';
import { newMember, signUpThroughApi } from './support';

// `npm start` with nothing configured says it listens on 127.0.0.1: a member may well open that.
const local = (host: string) => `http://${host}:${process.env.E2E_LOCAL_PORT}`;

test.use({ baseURL: local('127.0.0.1') });

test('a member on http://127.0.0.1 of a local run can subscribe and is brought back there', async ({
  page,
}) => {
  const member = newMember();
  await signUpThroughApi(page, member);
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
  await expect(page.getByText('Test mode · no real payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${local('127.0.0.1')}/profile`);
  await expect(page.getByText('Plus Plan')).toBeVisible();
});

test('a local run accepts callbacks on each loopback name at its port, and none elsewhere', async ({
  page,
}) => {
  const { token } = await signUpThroughApi(page, newMember());
  const headers = { authorization: `Bearer ${token.access_token}` };
  const start = (callback: string) =>
    page.request.post('/v1/subscriptions/payment/initialize', {
      headers,
      data: { plan_id: 'plus-monthly', callback_url: `${callback}/profile?payment=success` },
    });
  for (const host of ['localhost', '127.0.0.1', '[::1]'])
    expect((await start(local(host))).status()).toBe(200);
  expect((await start('http://127.0.0.1:1')).status()).toBe(422);
  expect((await start('https://elsewhere.example')).status()).toBe(422);
});

test('without Google configured, the sign-in page says so beside a disabled Google button', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription('Google sign in is currently unavailable.');
});
