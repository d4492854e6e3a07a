import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export interface TestMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newMember(): TestMember {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada-${randomUUID()}@example.com`,
    password: 'Sunset-Walk-42',
  };
}

export async function signUpThroughForm(page: Page, member: TestMember) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/my-dates$/);
}

/** Creates an account through the API, which is faster where the sign-up form is not under test. */
export async function signUpThroughApi(page: Page, member: TestMember) {
  const response = await page.request.post('/v1/auth/signup', {
    data: {
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      password: member.password,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: { access_token: string; refresh_token: string } };
}

export async function signInThroughForm(page: Page, member: TestMember) {
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest e-mail to an address in the server's outbox, and the first app link in it. */
export async function linkFromOutbox(to: string, pathPrefix: string): Promise<string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      files = [];
    }
    for (const file of files) {
      const eml = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!eml.includes(`To: ${to}`)) continue;
      const match = new RegExp(`https?://[^\\s"<>]+${pathPrefix.replace('/', '\\/')}\\?token=[\\w-]+`).exec(
        eml,
      );
      if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${pathPrefix} e-mail to ${to} in ${outbox}`);
}

/** Buys the yearly plan through the built-in test checkout, so a test can generate many plans. */
export async function subscribeThroughApi(page: Page, accessToken: string, planId = 'pro-yearly') {
  const headers = { authorization: `Bearer ${accessToken}` };
  const init = await page.request.post('/v1/subscriptions/payment/initialize', {
    headers,
    // The app server's own origin (playwright.config.ts), which is the only place a payment may return to.
    data: {
      plan_id: planId,
      callback_url: `http://localhost:${process.env.E2E_PORT ?? 3199}/profile?payment=success`,
    },
  });
  expect(init.ok()).toBe(true);
  const { authorization_url, reference } = (await init.json()) as {
    authorization_url: string;
    reference: string;
  };
  await page.request.post(`${new URL(authorization_url).pathname}/pay`, { form: {}, maxRedirects: 0 });
  const verify = await page.request.post('/v1/subscriptions/payment/verify', {
    headers,
    data: { reference },
  });
  expect(verify.ok()).toBe(true);
}

/** Creates finished plans through the API, waits until every one has completed and gives their ids. */
export async function generatePlansThroughApi(page: Page, accessToken: string, queries: string[]) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const ids: string[] = [];
  for (const query of queries) {
    const response = await page.request.post('/v1/date-planner/generate', { headers, data: { query } });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { plan_id: string }).plan_id);
  }
  await expect
    .poll(
      async () => {
        const list = await page.request.get('/v1/date-planner/plans?page_size=100', { headers });
        const { plans } = (await list.json()) as { plans: { generation_status: string }[] };
        return plans.filter((plan) => plan.generation_status === 'completed').length;
      },
      { timeout: 60_000 },
    )
    .toBe(queries.length);
  return ids;
}

/** A plan for `query` by a new member, made and shared through the API. */
export async function sharedPlanThroughApi(page: Page, query: string) {
  const { token } = await signUpThroughApi(page, newMember());
  const [planId] = await generatePlansThroughApi(page, token.access_token, [query]);
  const shared = await page.request.patch(`/v1/date-planner/plans/${planId}/share`, {
    headers: { authorization: `Bearer ${token.access_token}` },
    data: { is_shareable: true },
  });
  const { share_token: shareToken, share_url: shareUrl } = (await shared.json()) as {
    share_token: string;
    share_url: string;
  };
  return { shareToken, shareUrl };
}

/** A new member, signed up through the API and signed in through the form, on the landing page. */
export async function signInAsNewMember(page: Page) {
  const member = newMember();
  const { token } = await signUpThroughApi(page, member);
  await page.goto('/sign-in');
  await signInThroughForm(page, member);
  await expect(page).toHaveURL(/\/$/);
  return { member, accessToken: token.access_token };
}

/**
 * The controls in `scope` a finger cannot hit reliably: visible buttons, links, tabs and form controls
 * under 44×44 px. Links inside running text are exempt, as WCAG 2.5.8 exempts inline targets; a
 * control inside a label (a checkbox, a switch) counts with its label, which takes the tap too.
 */
export async function smallTouchTargets(scope: Locator) {
  return scope
    .locator('button, a[href], [role="tab"], input:not([type="hidden"]), select, summary')
    .evaluateAll((elements) =>
      elements
        .map((element) => ({
          element,
          box: (element.closest('label') ?? element).getBoundingClientRect(),
        }))
        .filter(({ element, box }) => {
          if (box.width === 0 || box.height === 0) return false;
          if (element.tagName === 'A' && element.closest('p')) return false;
          return box.width < 44 || box.height < 44;
        })
        .map(({ element, box }) => {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
          return `${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`;
        }),
    );
}

/**
 * The public pages the build prerenders, each with its first heading: all of them wait for the
 * reader's first move before the app takes them over.
 */
export const PRERENDERED_PAGES: [string, string | RegExp][] = [
  ['/', 'Describe your perfect date'],
  ['/about', 'Dates worth remembering'],
  ['/date-ideas', 'Explore Date Ideas'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/contact', 'Contact us'],
  ['/pricing', 'Choose the Perfect Plan'],
  ['/no/such/page', 'Page Not Found'],
];
