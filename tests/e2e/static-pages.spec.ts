import { expect, test } from '@playwright/test';

test('the about page tells the story, the values and the testimonials, and opens the planner', async ({
  page,
}) => {
  await page.goto('/about');
  for (const heading of [
    'Our Journey',
    'How It Works',
    'Meaningful Connections',
    'Personalization',
    'Simplicity',
    'Discovery',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Show testimonial 2 of 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Daniel')).toBeVisible();
  await page.getByRole('button', { name: 'Plan your date' }).click();
  await expect(page.getByRole('dialog', { name: 'Plan a new date' })).toBeVisible();
});

test('date ideas combine filters, say when nothing matches and plan an idea', async ({ page }) => {
  await page.goto('/date-ideas');
  const ideas = page.locator('main article');
  await expect(ideas).toHaveCount(6);
  await page.getByRole('button', { name: 'Indoor', exact: true }).click();
  await page.getByRole('button', { name: 'Luxury', exact: true }).click();
  await expect(ideas).toHaveCount(2);
  await page.getByRole('button', { name: 'Nature', exact: true }).click();
  await expect(page.getByText('No date ideas match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(ideas).toHaveCount(6);
  await ideas.first().getByRole('button', { name: 'Plan this date' }).click();
  await expect(page.getByRole('dialog').getByLabel('Describe your ideal date')).toHaveValue(
    /^Sunset picnic in the park:/,
  );
});

test('the terms list thirteen sections, today’s date, the age and notice rules, and jump to each', async ({
  page,
}) => {
  await page.goto('/terms');
  const index = page.getByRole('navigation', { name: 'On this page' });
  await expect(index.getByRole('link')).toHaveCount(13);
  await expect(page.getByText(/Last updated: /)).toContainText(
    new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  );
  await expect(page.getByText('You must be over 18 years old')).toBeVisible();
  await expect(page.getByText(/at least 30 days’ notice/)).toBeVisible();
  await index.getByRole('link', { name: 'Governing Law' }).click();
  await expect(page).toHaveURL(/#governing-law$/);
});

test('the privacy and contact pages name what is stored and how to reach us', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/authToken and refreshToken keep you signed in/)).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'hello@datecraft.app' })).toHaveAttribute(
    'href',
    'mailto:hello@datecraft.app',
  );
  await page.getByRole('button', { name: 'Share Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Share Your Feedback' })).toBeVisible();
});

test('a page opened from the footer starts at its top, and Back returns to where the reader was', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'About', exact: true })
    .scrollIntoViewIfNeeded();
  const footerAt = await page.evaluate(() => window.scrollY);
  expect(footerAt).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Our Journey' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(footerAt);
});
