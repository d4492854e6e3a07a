import { expect, test, type Page } from '@playwright/test';
import {
  generatePlansThroughApi,
  newMember,
  signInAsNewMember,
  signInThroughForm,
  signUpThroughApi,
} from './support';

/** Pages in a PDF: every page object says `/Type /Page`; the page tree says `/Type /Pages`. */
function pdfPageCount(pdf: Buffer) {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** Every control and piece of navigation on screen, which paper has no use for. */
async function expectNoChrome(page: Page) {
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Datecraft home' })).toBeHidden();
  await expect(page.getByRole('checkbox').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('iframe').filter({ visible: true })).toHaveCount(0);
}

test('a shared plan prints as a one- or two-page itinerary with a QR code of its link', async ({ page }) => {
  const member = newMember();
  const { token } = await signUpThroughApi(page, member);
  const headers = { authorization: `Bearer ${token.access_token}` };
  await generatePlansThroughApi(page, token.access_token, ['Picnic, a museum and a jazz club in Amsterdam']);
  const list = await page.request.get('/v1/date-planner/plans', { headers });
  const planId = ((await list.json()) as { plans: { plan_id: string }[] }).plans[0]!.plan_id;
  const share = await page.request.patch(`/v1/date-planner/plans/${planId}/share`, {
    headers,
    data: { is_shareable: true },
  });
  const { share_url: shareUrl } = (await share.json()) as { share_url: string };

  await page.goto('/sign-in');
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/date-plan/${planId}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Amsterdam');
  const qr = page.getByRole('img', { name: 'QR code of the plan link' });
  await expect(qr).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expectNoChrome(page);
  await expect(qr).toBeVisible();
  await expect(page.getByText(shareUrl, { exact: true })).toBeVisible();
  await expect(page.getByText('Scan to open this plan on your phone')).toBeVisible();
  await expect(page.getByText(/^Datecraft · .*Amsterdam/)).toBeVisible();
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tips for Your Date' })).toBeVisible();
  // Collapsed on screen, the backup plan still belongs on paper.
  await expect(page.locator('#alternative-plan')).toBeVisible();

  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdfPageCount(pdf);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);

  await page.setViewportSize({ width: 800, height: 1000 });
  await page.screenshot({ path: '/tmp/print-light.png', fullPage: true });

  // Dark mode on screen must not mean white text on paper.
  await page.evaluate(() => localStorage.setItem('datecraftTheme', 'dark'));
  await page.reload();
  await expect(title).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(title).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expectNoChrome(page);
  await expect(qr).toBeVisible();
  await page.screenshot({ path: '/tmp/print-dark.png', fullPage: true });
});

test('print shows the day, the duration, the budget and the list of stops once each', async ({ page }) => {
  const { accessToken } = await signInAsNewMember(page);
  const headers = { authorization: `Bearer ${accessToken}` };
  const [planId] = await generatePlansThroughApi(page, accessToken, [
    'Coffee, a museum and dinner in Lisbon',
  ]);
  const year = new Date().getFullYear() + 1;
  const scheduled = await page.request.patch(`/v1/date-planner/plans/${planId}/schedule`, {
    headers,
    data: { scheduled_for: `${year}-12-24` },
  });
  expect(scheduled.ok()).toBe(true);
  const plan = (await (await page.request.get(`/v1/date-planner/plans/${planId}`, { headers })).json()) as {
    plan_data: { steps: { to_location_name: string }[] };
  };
  const places = plan.plan_data.steps.map((step) => step.to_location_name);
  expect(places.length).toBeGreaterThan(1);

  await page.goto(`/date-plan/${planId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon');
  await page.emulateMedia({ media: 'print' });
  const printed = (text: string | RegExp) => page.getByText(text, { exact: true }).filter({ visible: true });
  const fact = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');

  await expect(printed(new RegExp(`^\\w+day 24 December ${year}$`))).toHaveCount(1);
  for (const label of ['Duration', 'Budget', 'Stops']) {
    const value = (await fact(label).first().textContent()) ?? '';
    expect(value).not.toBe('');
    await expect(printed(value), `${label}: ${value}`).toHaveCount(1);
  }
  await expect(page.locator('.step-timeline > li').filter({ visible: true })).toHaveCount(places.length);
  for (const place of new Set(places)) await expect(printed(place), place).toHaveCount(1);
});
