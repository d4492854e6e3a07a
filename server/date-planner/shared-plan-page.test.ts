import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import { samplePlanData } from '../testing/fake-engine';
import { sharedPlanPage } from './shared-plan-page';

const INDEX =
  '<!doctype html><html><head><title>Datecraft</title></head><body><div id="root"></div></body></html>';

function plan(changes: Partial<PlanDetail> = {}): PlanDetail {
  const data = samplePlanData('Evening in Porto');
  return {
    plan_id: 'p1',
    title: 'Evening in Porto',
    plan_data: data,
    generation_status: 'completed',
    generated_at: '2026-11-01T10:00:00Z',
    is_favorite: false,
    is_archived: false,
    is_shareable: true,
    share_token: 'tok',
    query: null,
    scheduled_for: null,
    time_zone: 'Europe/Lisbon',
    ...changes,
  } as PlanDetail;
}

const page = (detail: PlanDetail) =>
  sharedPlanPage(INDEX, {
    plan: detail,
    shareToken: 'tok',
    pageUrl: 'https://datecraft.example/date-plan/shared/tok',
    site: 'https://datecraft.example',
  });

describe('sharedPlanPage', () => {
  it('adds the preview tags a page without them lacks', () => {
    const html = page(plan());
    expect(html).toContain('<title>Evening in Porto · Datecraft</title>');
    expect(html).toContain('<meta name="description" content="A romantic evening of views and food" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://datecraft.example/images/themes/romantic.svg" />',
    );
  });

  it('keeps a picture that already has its own address, and clips a long description', () => {
    const detail = plan();
    detail.plan_data!.steps[0]!.image_urls = ['https://photos.example/porto.jpg'];
    detail.plan_data!.overall_theme_description = 'word '.repeat(100);
    const html = page(detail);
    expect(html).toContain('<meta property="og:image" content="https://photos.example/porto.jpg" />');
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
  });

  it('says something for a plan that is not written yet', () => {
    expect(page(plan({ plan_data: null }))).toContain(
      '<meta property="og:description" content="A date plan made with Datecraft, shared with you." />',
    );
  });
});
