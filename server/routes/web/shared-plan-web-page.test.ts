import { describe, expect, it } from 'vitest';
import { SHARED_PLAN_SHELL } from '@contract/web-pages';
import { samplePlanData } from '../../testing/fake-engine';
import { sharedPlanWebPage } from './shared-plan-web-page';

const page = (head: string) =>
  `<!doctype html><html><head><title>Datecraft</title>${head}</head><body><div id="root"></div></body></html>`;
const APP = page('<link rel="modulepreload" href="/assets/start-app.js">');
const FRAME = page(
  '<link rel="modulepreload" href="/assets/start-app.js"><link rel="modulepreload" href="/assets/plan-view.js">',
);

const row = {
  id: 'p1',
  title: 'Evening in Porto',
  planData: samplePlanData('Evening in Porto'),
  status: 'completed',
  generatedAt: new Date('2026-11-01T10:00:00Z'),
  isFavorite: false,
  isArchived: false,
  shareToken: 'tok',
  query: null,
  scheduledFor: null,
  planState: null,
};
const plans = (found: unknown) => ({ findShared: () => Promise.resolve(found as never) });
const request = { params: { shareToken: 'tok' } } as never;
const built = (files: Record<string, string>) => ({
  indexHtml: APP,
  prerendered: (file: string) => files[file],
});

describe('sharedPlanWebPage', () => {
  it('puts the plan into the build’s frame, which fetches the plan page’s own files with the app', async () => {
    const answer = await sharedPlanWebPage(plans(row), () => 'https://datecraft.example').answer(
      built({ [SHARED_PLAN_SHELL]: FRAME }),
      request,
    );
    const html = answer && 'html' in answer ? answer.html : '';
    expect(html).toContain('<link rel="modulepreload" href="/assets/plan-view.js">');
    expect(html).toContain('<title>Evening in Porto · Datecraft</title>');
  });

  it('puts the plan into the app’s index.html when the build made no frame', async () => {
    const answer = await sharedPlanWebPage(plans(row), () => 'https://datecraft.example').answer(
      built({}),
      request,
    );
    const html = answer && 'html' in answer ? answer.html : '';
    expect(html).toContain('<title>Evening in Porto · Datecraft</title>');
    expect(html).not.toContain('plan-view.js');
  });

  it('puts a plan with nothing to show into the app’s index.html, whose page says so', async () => {
    const answer = await sharedPlanWebPage(
      plans({ ...row, planData: null }),
      () => 'https://datecraft.example',
    ).answer(built({ [SHARED_PLAN_SHELL]: FRAME }), request);
    const html = answer && 'html' in answer ? answer.html : '';
    expect(html).toContain('<title>Evening in Porto · Datecraft</title>');
    expect(html).not.toContain('plan-view.js');
  });

  it('leaves a link that is not shared to the app, which says so', async () => {
    const answer = await sharedPlanWebPage(plans(undefined), () => 'https://datecraft.example').answer(
      built({ [SHARED_PLAN_SHELL]: FRAME }),
      request,
    );
    expect(answer).toBeNull();
  });
});
