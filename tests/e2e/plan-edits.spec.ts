import { expect, test, type Page } from '@playwright/test';
import { newMember, signInAsNewMember, signUpThroughApi } from './support';

const PARIS_MUSEUMS = /Musée|Louvre|Orsay|Orangerie|Pompidou|Carnavalet|Rodin|Picasso|Cluny|Quai Branly/;

async function planInParis(page: Page) {
  const { accessToken } = await signInAsNewMember(page);
  await page
    .getByLabel('Describe your ideal date')
    .fill('A romantic evening in Paris with a museum, dinner and a walk');
  await page.getByRole('button', { name: 'Plan with Datecraft' }).click();
  await page.getByRole('link', { name: 'View Your Date Plan' }).click({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Paris');
  const planId = /\/date-plan\/([\w-]+)/.exec(page.url())?.[1] ?? '';
  return { token: accessToken, planId };
}

/** Each step's place, as its map link reads: titles can repeat ("A drink in a good corner"), places do not. */
const stepPlaces = (page: Page) => page.locator('.step-timeline article p > a').allTextContents();

test('a Paris plan names real landmarks; a stop is swapped, undone, swapped again and shared', async ({
  page,
  browser,
}) => {
  const { planId } = await planInParis(page);

  // The museum stop is a real Paris museum, and its map link searches that name in Paris.
  const museum = page.locator('.step-timeline a', { hasText: PARIS_MUSEUMS }).first();
  await expect(museum).toBeVisible();
  const museumName = (await museum.textContent()) ?? '';
  const mapUrl = new URL((await museum.getAttribute('href')) ?? '');
  expect(mapUrl.hostname).toBe('www.google.com');
  expect(mapUrl.searchParams.get('query')).toBe(`${museumName}, Paris`);

  const before = await stepPlaces(page);
  await page
    .getByRole('button', { name: /^Swap this stop: / })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog', { name: /^Swap “/ });
  const choices = dialog.getByRole('button', { name: /^Choose / });
  await expect(choices.first()).toBeVisible();
  expect(await choices.count()).toBeLessThanOrEqual(3);
  const chosenPlace = ((await choices.first().getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await choices.first().click();
  await expect(dialog).toBeHidden();

  const after = await stepPlaces(page);
  expect(after[1]).toBe(chosenPlace);
  expect(after[0]).toBe(before[0]);
  expect(after.slice(2)).toEqual(before.slice(2));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => stepPlaces(page)).toEqual(before);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

  // Swap again, then the shared link shows the new version.
  await page
    .getByRole('button', { name: /^Swap this stop: / })
    .nth(1)
    .click();
  await dialog
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  const swapped = await stepPlaces(page);
  expect(swapped[1]).not.toBe(before[1]);
  await page.getByRole('button', { name: 'Share This Date Plan' }).click();
  const shareUrl = await page.getByRole('dialog', { name: 'Share Your Date Plan' }).getByLabel('Share link');
  await expect(shareUrl).toHaveValue(/\/date-plan\/shared\//);
  const url = await shareUrl.inputValue();
  const reader = await browser.newPage();
  await reader.goto(url);
  await expect(reader.getByText('Shared Date Plan', { exact: true })).toBeVisible();
  await expect.poll(() => stepPlaces(reader)).toEqual(swapped);
  await expect(reader.getByRole('button', { name: /Swap this stop/ })).toHaveCount(0);
  await reader.close();
  expect(planId).not.toBe('');
});

test('another member gets 404 from the swap endpoints; the owner picks a day and downloads the calendar', async ({
  page,
}) => {
  const { planId, token } = await planInParis(page);
  const stranger = newMember();
  const { token: strangerToken } = await signUpThroughApi(page, stranger);
  const headers = { authorization: `Bearer ${strangerToken.access_token}` };
  const base = `/v1/date-planner/plans/${planId}`;
  expect((await page.request.get(`${base}/steps/1/alternatives`, { headers })).status()).toBe(404);
  expect(
    (await page.request.post(`${base}/steps/1/swap`, { headers, data: { alternative_id: 'x' } })).status(),
  ).toBe(404);
  expect((await page.request.post(`${base}/swap/undo`, { headers })).status()).toBe(404);
  const own = await page.request.get(`${base}/steps/1/alternatives`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(own.status()).toBe(200);

  // Next year's Christmas Eve, a day that may always be chosen; the browser speaks American English.
  const year = new Date().getFullYear() + 1;
  const day = page.getByRole('group', { name: 'Day of the date' });
  await day.getByLabel('Month').selectOption('December');
  await day.getByLabel('Day').selectOption('24');
  await day.getByLabel('Year').selectOption(String(year));
  await expect(page.getByRole('button', { name: 'Clear date' })).toBeVisible();
  // Named once on screen, with its weekday, in the plan's facts.
  await expect(
    page.getByText(new RegExp(`^\\w+day 24 December ${year}$`)).filter({ visible: true }),
  ).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await (await file.createReadStream()).toArray();
  const body = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(body).toContain('BEGIN:VCALENDAR');
  expect(body.match(/BEGIN:VEVENT/g)?.length).toBe(await page.locator('.step-timeline > li').count());
  expect(body).toMatch(new RegExp(`DTSTART:${year}12(24|25)T`));
});
