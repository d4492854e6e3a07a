import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDataElement } from '@contract/embedded-data';
import { PRICING_PLANS_DATA_ELEMENT_ID } from '@contract/web-pages';
import { subscriptionPlans } from '../../db/schema';
import { createBuiltApp } from '../../plugins/built-app-fixture';
import { createPlanCatalog } from '../../subscriptions/plan-catalog';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { PRICING_SHELL, PRICING_WITH_CARDS, pricingWebPage } from './pricing-web-page';

const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Pricing</title>${head}</head><body><div id="root">${body}</div></body></html>`;

describe('pricingWebPage, as the build left it', () => {
  const catalogue = [{ plan_id: 'free', name: 'Free', price: 0 }];
  const built = (files: Record<string, string>) => ({
    indexHtml: page(''),
    prerendered: (file: string) => files[file],
  });
  const cards = page('<h2>Free</h2>', jsonDataElement(PRICING_PLANS_DATA_ELEMENT_ID, catalogue));
  const request = {} as never;
  const catalog = (plans: unknown[]) => ({ published: () => Promise.resolve(plans as never) });

  it('sends the page with its cards while the plans on sale are the ones it was drawn with', async () => {
    const answer = await pricingWebPage(catalog(catalogue)).answer(
      built({ [PRICING_WITH_CARDS]: cards, [PRICING_SHELL]: page('') }),
      request,
    );
    expect(answer).toEqual({ prerendered: PRICING_WITH_CARDS });
  });

  it('sends the shell, whose cards the app fetches, once a plan has changed', async () => {
    const answer = await pricingWebPage(catalog([{ ...catalogue[0], price: 5 }])).answer(
      built({ [PRICING_WITH_CARDS]: cards, [PRICING_SHELL]: page('') }),
      request,
    );
    expect(answer).toEqual({ prerendered: PRICING_SHELL });
  });

  it('sends the shell when the catalogue cannot be read now', async () => {
    const unreachable = { published: () => Promise.reject(new Error('database unavailable')) };
    const answer = await pricingWebPage(unreachable).answer(
      built({ [PRICING_WITH_CARDS]: cards, [PRICING_SHELL]: page('') }),
      request,
    );
    expect(answer).toEqual({ prerendered: PRICING_SHELL });
  });

  it('sends the shell when the build drew no cards, and the app itself when it made neither', async () => {
    const pricing = pricingWebPage(catalog(catalogue));
    expect(await pricing.answer(built({ [PRICING_SHELL]: page('') }), request)).toEqual({
      prerendered: PRICING_SHELL,
    });
    expect(await pricingWebPage(catalog(catalogue)).answer(built({}), request)).toBeNull();
  });
});

describe('GET /pricing in the running product', () => {
  let ctx: TestContext;
  let built: ReturnType<typeof createBuiltApp>;

  beforeAll(async () => {
    built = createBuiltApp();
    ctx = await createTestApp({ STATIC_DIR: built.dir }, { serveSpa: true });
    const drawnWith = await createPlanCatalog(ctx.database.db).published();
    mkdirSync(join(built.dir, 'prerendered', 'shells'), { recursive: true });
    writeFileSync(
      join(built.dir, 'prerendered', PRICING_WITH_CARDS),
      page('<h2>Plus</h2>', jsonDataElement(PRICING_PLANS_DATA_ELEMENT_ID, drawnWith)),
    );
    writeFileSync(join(built.dir, 'prerendered', PRICING_SHELL), page('<h1>Choose the Perfect Plan</h1>'));
  });
  afterAll(async () => {
    await ctx.close();
    built.remove();
  });

  it('answers with the cards the build drew, revalidated, then the shell once a price changes', async () => {
    const first = await ctx.app.inject({ url: '/pricing' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<h2>Plus</h2>');
    expect(first.body).toContain(PRICING_PLANS_DATA_ELEMENT_ID);

    await ctx.database.db.update(subscriptionPlans).set({ price: 12.5 });
    const after = await ctx.app.inject({ url: '/pricing' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Choose the Perfect Plan</h1>');
    expect(after.body).not.toContain(PRICING_PLANS_DATA_ELEMENT_ID);
  });
});
