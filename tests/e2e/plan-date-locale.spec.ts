import { expect, test } from '@playwright/test';
import { generatePlansThroughApi, signInAsNewMember } from './support';

test.use({ locale: 'de-DE' });

test('a German member picks the day of a plan as German writes it: day, month by name, year', async ({
  page,
}) => {
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, ['Coffee and a walk in Berlin']);
  await page.goto(`/date-plan/${planId}`);
  const day = page.getByRole('group', { name: 'Day of the date' });
  await expect(day).toBeVisible();
  // No native date input, which writes the browser's own format (mm/dd/yyyy on an American one).
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(day.getByRole('combobox')).toHaveCount(3);
  const order = await day.getByRole('combobox').evaluateAll((boxes) => boxes.map((box) => box.id));
  expect(order).toEqual(['plan-date-day', 'plan-date-month', 'plan-date-year']);
  await expect(day.getByLabel('Month').getByRole('option', { name: 'Dezember' })).toBeAttached();

  const year = new Date().getFullYear() + 1;
  await day.getByLabel('Day').selectOption('24');
  await day.getByLabel('Month').selectOption('Dezember');
  await day.getByLabel('Year').selectOption(String(year));
  await expect(page.getByRole('button', { name: 'Clear date' })).toBeVisible();
  await page.reload();
  await expect(day.getByLabel('Day')).toHaveValue('24');
  await expect(day.getByLabel('Month')).toHaveValue('12');
  await expect(day.getByLabel('Month').locator('option:checked')).toHaveText('Dezember');
  await expect(day.getByLabel('Year')).toHaveValue(String(year));
});

test('the day picker fits a phone: no sideways scrolling at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { accessToken } = await signInAsNewMember(page);
  const [planId] = await generatePlansThroughApi(page, accessToken, ['Dinner and jazz in Lisbon']);
  await page.goto(`/date-plan/${planId}`);
  await expect(page.getByRole('group', { name: 'Day of the date' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
