import { describe, expect, it } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import { PLAN_LANGUAGES } from '@contract/plan-labels';
import { sharedPlanMarkup } from '@contract/shared-plan-markup';
import { planFixture, stepFixture } from '@/testing/plan-fixtures';
import { renderAt } from '@/testing/render';
import { PlanView } from './plan-view';

/**
 * Markup as the browser reads it: entities decoded, attributes in one order, and the ids React makes
 * with useId (which the server names itself) replaced by one word, as only their pairing matters.
 */
function asRead(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const ids = new Set<string>();
  const tidy = (element: Element) => {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) {
      const generated = /^(_r_|shared-plan-)/.test(value);
      if (generated) ids.add(value.replace(/-(title|live-map)$/, ''));
      element.setAttribute(name, generated ? 'generated-id' : value);
    }
    Array.from(element.children).forEach(tidy);
  };
  Array.from(template.content.children).forEach(tidy);
  return { html: template.innerHTML, ids };
}

const link = `${window.location.origin}/date-plan/shared/tok`;
const shared = (
  fields: Partial<PlanDetail> = {},
  data: Partial<NonNullable<PlanDetail['plan_data']>> = {},
) => {
  const base = planFixture({ is_shareable: true, share_token: 'tok', ...fields });
  return { ...base, plan_data: { ...base.plan_data!, ...data } };
};

const PLANS: [string, PlanDetail][] = [
  ...PLAN_LANGUAGES.map(
    (language) =>
      [`in ${language}, scheduled`, shared({ scheduled_for: '2026-11-28' }, { language })] as [
        string,
        PlanDetail,
      ],
  ),
  [
    'with one stop, no address and no date',
    shared(
      {},
      { steps: [stepFixture(0, 'Only a long walk by the river, for hours', { to_location_address: '' })] },
    ),
  ],
  [
    'with start times, the planner’s own map link, other ways of travel and unread costs',
    shared(
      {},
      {
        total_estimated_cost_range: '¥11000-20000',
        total_estimated_date_duration: '',
        steps: [
          stepFixture(0, 'Our pick: Musée du Louvre', { start_time: '5:00 PM' }),
          stepFixture(1, 'Dinner', { transport_mode: 'bus', start_time: '11:30 AM', end_time: '1:00 PM' }),
          stepFixture(2, 'Drive', {
            transport_mode: 'car',
            to_location_google_maps_url: 'https://maps.example/place?q=1&b=2',
            estimated_cost_per_person: '¥11000-20000',
          }),
          stepFixture(3, 'Anything', { transport_mode: 'ferry', activities: ['One', 'Two'] }),
        ],
      },
    ),
  ],
  [
    'with text that looks like markup',
    shared(
      { title: `O'Brien & "Co"` },
      {
        date_title: '',
        overall_theme_description: '</p><script>alert(1)</script>',
        general_date_tips: ['<b>bold</b> & more'],
      },
    ),
  ],
];

describe('a shared plan’s first HTML', () => {
  for (const [name, plan] of PLANS) {
    it(`is what the app draws for its reader, element for element: a plan ${name}`, () => {
      const { container } = renderAt('/date-plan/shared/tok', <PlanView plan={plan} mode="shared" />);
      const app = asRead(container.innerHTML);
      const server = asRead(sharedPlanMarkup(plan, link));
      expect(server.html).toBe(app.html);
      // The two route cards, the details dialog: each id the server writes is its own.
      expect(server.ids.size).toBe(app.ids.size);
    });
  }

  it('says the day once, on the cover, in the plan’s language', () => {
    const count = (html: string, words: string) => html.split(words).length - 1;
    expect(count(sharedPlanMarkup(shared(), link), 'Not scheduled yet')).toBe(1);
    const spanish = sharedPlanMarkup(shared({ scheduled_for: '2026-11-28' }, { language: 'es' }), link);
    expect(count(spanish, '28 de noviembre de 2026')).toBe(1);
  });

  it('is nothing for a plan with no stops, which the app shows as not found', () => {
    expect(sharedPlanMarkup(shared({}, { steps: [] }), link)).toBe('');
    expect(sharedPlanMarkup(planFixture({ plan_data: null }), link)).toBe('');
  });
});
