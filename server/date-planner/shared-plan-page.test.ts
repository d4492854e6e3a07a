import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import { samplePlanData } from '../testing/fake-engine';
import { stepMapsUrl } from '@contract/maps';
import { SHARED_PLAN_FRAME_SLOT } from '@contract/web-pages';
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

  it('previews the plan’s cover, chosen from all its stops, before its first stop’s picture; never a foreign one', () => {
    const detail = plan();
    detail.plan_data!.cover_image_url = '/images/kinds/jazz.svg';
    expect(page(detail)).toContain(
      '<meta property="og:image" content="https://datecraft.example/images/kinds/jazz.svg" />',
    );
    detail.plan_data!.cover_image_url = 'https://photos.example/porto.jpg';
    expect(page(detail)).toContain(
      '<meta property="og:image" content="https://datecraft.example/images/themes/romantic.svg" />',
    );
  });

  it('previews only the site’s own pictures, however many others the plan holds, and clips a long description', () => {
    const detail = plan();
    detail.plan_data!.steps[0]!.image_urls = [
      'https://photos.example/porto.jpg',
      'javascript:alert(1)',
      '//evil.example/a.svg',
      '/images/../../etc/passwd.svg',
      '/images/kinds/market.svg',
    ];
    detail.plan_data!.overall_theme_description = 'word '.repeat(100);
    const html = page(detail);
    expect(html).toContain(
      '<meta property="og:image" content="https://datecraft.example/images/kinds/market.svg" />',
    );
    detail.plan_data!.steps[0]!.image_urls = ['https://photos.example/porto.jpg'];
    expect(page(detail)).toContain(
      '<meta property="og:image" content="https://datecraft.example/images/themes/romantic.svg" />',
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
  });

  it('says something for a plan that is not written yet', () => {
    expect(page(plan({ plan_data: null }))).toContain(
      '<meta property="og:description" content="A date plan made with Datecraft, shared with you." />',
    );
  });

  describe('on the build’s frame', () => {
    const frame = INDEX.replace(
      '<div id="root"></div>',
      `<div id="root"><main>${SHARED_PLAN_FRAME_SLOT}</main></div>`,
    );
    const onFrame = (detail: PlanDetail) =>
      sharedPlanPage(frame, {
        plan: detail,
        shareToken: 'tok',
        pageUrl: 'https://datecraft.example/date-plan/shared/tok',
        site: 'https://datecraft.example',
      });
    const main = (html: string) => /<main>(.*)<\/main>/s.exec(html)![1]!;

    it('writes the whole plan into the page: cover, every stop with its map link, tips and the invitation', () => {
      const detail = plan();
      const html = main(onFrame(detail));
      expect(html).toContain('<h1 class="font-display text-3xl font-bold sm:text-5xl">Evening in Porto</h1>');
      expect(html).toContain('A romantic evening of views and food');
      for (const step of detail.plan_data!.steps) {
        expect(html).toContain(`>${step.step_title}</h3>`);
        expect(html).toContain(`href="${stepMapsUrl(step).replaceAll('&', '&amp;')}"`);
      }
      for (const tip of detail.plan_data!.general_date_tips) expect(html).toContain(`<li>${tip}</li>`);
      expect(html).toContain('Plan a date of your own');
      expect(html).toContain('https://datecraft.example/date-plan/shared/tok');
      expect(html).not.toContain(SHARED_PLAN_FRAME_SLOT);
    });

    it('writes hostile text as text, and a title holding a replacement pattern as it is', () => {
      const detail = plan();
      detail.plan_data!.date_title = `</h1><script>alert(1)</script> $& $'`;
      detail.plan_data!.overall_theme_description = `<img src=x onerror=alert(1)> & "more"`;
      const html = main(onFrame(detail));
      expect(html).not.toMatch(/<script|<img/);
      expect(html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39;</h1>');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;more&quot;');
    });

    it('falls back to the plan’s own title when its plan names none', () => {
      const detail = plan();
      detail.plan_data!.date_title = '';
      expect(main(onFrame(detail))).toContain('sm:text-5xl">Evening in Porto</h1>');
    });
  });
});
