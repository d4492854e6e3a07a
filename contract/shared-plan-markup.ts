// A shared plan's read-only page as HTML, without React: the server writes it into the page's first
// response (so the plan reads with no JavaScript, and on a slow phone before the app has loaded), and
// the build renders it once for the CSS the page inlines. It draws what the app's PlanView draws for
// a shared plan, element for element, so the app can draw itself over it without anything moving;
// tests/e2e/shared-plan-first-html.spec.ts holds the two equal.
import type { PlanDetail, Step } from './date-plans';
import { PLAN_PATHS, PLANNER_BASE } from './date-plans-constants';
import { stepMapsUrl } from './maps';
import { readableMoney } from './money-text';
import { escapeHtml, tag } from './html-markup';
import { planDateLabel } from './plan-date';
import { planLabels, type PlanLabels } from './plan-labels';
import { PRODUCT_NAME } from './product';
import { routeCard } from './shared-plan-route-markup';
import { shortStepTitle } from './short-step-title';
import { stepTimeRange } from './step-time';
import { TRANSPORT_ICONS, transportKind } from './transport-icons';
import { paths } from './web-pages';

const text = escapeHtml;
const join = (parts: string[]) => parts.join('');

const HEART =
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21Z';

const CALENDAR_ICON = tag(
  'svg',
  {
    viewBox: '0 0 24 24',
    class: 'h-4 w-4',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'aria-hidden': 'true',
  },
  tag('rect', { x: 3, y: 5, width: 18, height: 16, rx: 2 }) + tag('path', { d: 'M16 3v4M8 3v4M3 11h18' }),
);

/** The letterhead a printed plan carries (PrintSummary); its QR code is drawn by the app. */
function printSummary(plan: PlanDetail, link: string, labels: PlanLabels) {
  const title = plan.plan_data?.date_title || plan.title;
  const about = tag(
    'div',
    { class: 'min-w-0' },
    tag('p', { class: 'text-sm font-semibold tracking-wide uppercase' }, text(`${PRODUCT_NAME} · ${title}`)) +
      tag('p', { class: 'mt-2 text-xs break-all text-plum-600' }, text(link)),
  );
  const code = tag(
    'figure',
    { class: 'flex w-28 shrink-0 flex-col items-center text-center' },
    tag('div', { class: 'h-24 w-24' }) +
      tag(
        'figcaption',
        { class: 'mt-1 text-[0.65rem] leading-tight text-plum-600' },
        text(labels.scanToOpen),
      ),
  );
  return tag(
    'section',
    { class: 'print-summary hidden print:block', 'aria-label': labels.printedSummary },
    tag(
      'div',
      { class: 'flex items-start justify-between gap-6 border-b border-plum-200 pb-3' },
      about + code,
    ),
  );
}

/** The cover (PlanHero in shared mode, with PlanFacts and the live-mode button). */
function hero(plan: PlanDetail, labels: PlanLabels) {
  const data = plan.plan_data!;
  const facts = [
    [labels.date, planDateLabel(plan.scheduled_for, labels)],
    [labels.duration, data.total_estimated_date_duration || 'Approximately 3-4 hours'],
    [labels.budget, readableMoney(data.total_estimated_cost_range || 'Moderate ($50-150)')],
    [labels.stops, labels.stopCount(data.steps.length)],
  ].map(([label, value]) =>
    tag(
      'div',
      { class: 'rounded-xl bg-white/15 px-3 py-2' },
      tag('dt', { class: 'text-xs font-semibold tracking-wide text-white/80 uppercase' }, text(label!)) +
        tag('dd', { class: 'font-semibold text-white' }, text(value!)),
    ),
  );
  const home = tag(
    'a',
    {
      class:
        'mb-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-night-950/40 px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-night-950/60 print:hidden',
      href: paths.home,
      'data-discover': 'true',
    },
    tag(
      'svg',
      { viewBox: '0 0 24 24', class: 'h-4 w-4', fill: 'currentColor', 'aria-hidden': 'true' },
      tag('path', { d: HEART }),
    ) + text(labels.plannedWith(PRODUCT_NAME)),
  );
  const cover = join([
    home,
    tag('h1', { class: 'font-display text-3xl font-bold sm:text-5xl' }, text(data.date_title || plan.title)),
    tag('p', { class: 'mt-4 max-w-3xl text-lg text-white/90' }, text(data.overall_theme_description)),
    tag('dl', { class: 'mt-5 grid grid-cols-2 gap-2 text-sm lg:grid-cols-4' }, join(facts)),
    tag(
      'div',
      { class: 'mt-6 flex flex-wrap gap-3 print:hidden' },
      tag(
        'button',
        { type: 'button', class: 'btn bg-white text-brand-600 hover:bg-white/90' },
        text(labels.startLiveMode),
      ),
    ),
  ]);
  return (
    tag(
      'p',
      { class: 'text-sm font-semibold tracking-wide text-brand-700 uppercase' },
      text(labels.sharedPlanHeading),
    ) +
    tag(
      'header',
      {
        class:
          'mt-3 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-night-800 p-6 text-white sm:p-10',
      },
      cover,
    )
  );
}

/** The reader's toolbar (PlanToolbar in shared mode): the calendar file; the cover already says the day. */
function toolbar(plan: PlanDetail, labels: PlanLabels) {
  if (!plan.share_token) return '';
  return tag(
    'section',
    {
      'aria-label': labels.planActions,
      class: 'card mt-6 flex flex-wrap items-center gap-3 p-4 print:hidden',
    },
    tag(
      'a',
      {
        href: `${PLANNER_BASE}${PLAN_PATHS.sharedCalendar(plan.share_token)}`,
        class: 'btn-secondary min-h-11',
        download: true,
      },
      `${CALENDAR_ICON}${text(labels.addToCalendar)}`,
    ),
  );
}

/** How the next stop is reached (TransportIcon). */
function transport(next: Step) {
  const icon = TRANSPORT_ICONS[transportKind(next.transport_mode)];
  const svg = tag(
    'svg',
    {
      viewBox: '0 0 24 24',
      class: 'h-4 w-4',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '1.8',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      role: 'img',
      'aria-label': icon.label,
    },
    tag('path', { d: icon.path }),
  );
  return tag(
    'div',
    { class: 'flex items-center gap-3 py-2 pl-1 text-sm text-plum-600' },
    tag(
      'span',
      {
        class: 'flex h-8 w-8 items-center justify-center rounded-full bg-plum-100 text-plum-700',
        title: icon.label,
      },
      svg,
    ) + tag('span', {}, text(next.estimated_travel_time)),
  );
}

/** One stop of the timeline (StepTimeline's item, without the owner's swap). */
function timelineStop(step: Step, index: number, labels: PlanLabels, next: Step | undefined) {
  const activities = step.activities.map((activity) =>
    tag(
      'li',
      {},
      tag(
        'label',
        { class: 'flex min-h-11 cursor-pointer items-start gap-3 py-2 text-plum-800' },
        `<input class="mt-0.5 h-5 w-5 shrink-0 rounded accent-brand-600" aria-describedby="step-${index}-title" type="checkbox">` +
          tag('span', { class: '' }, text(activity)),
      ),
    ),
  );
  const facts = `${labels.step(index + 1)} · ${step.estimated_duration_at_location} · ${readableMoney(step.estimated_cost_per_person)}`;
  const article = join([
    tag(
      'div',
      { class: 'flex flex-wrap items-center gap-3' },
      tag(
        'span',
        { class: 'rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white' },
        text(stepTimeRange(step, labels.until)),
      ) + tag('span', { class: 'text-xs font-semibold tracking-wide text-plum-600 uppercase' }, text(facts)),
    ),
    tag(
      'h3',
      { id: `step-${index}-title`, class: 'mt-3 font-display text-2xl font-bold text-plum-950' },
      text(step.step_title),
    ),
    tag(
      'p',
      { class: 'mt-1 font-medium text-plum-800' },
      tag(
        'a',
        {
          href: stepMapsUrl(step),
          target: '_blank',
          rel: 'noopener noreferrer',
          class: 'hover:text-brand-700 hover:underline',
        },
        text(step.to_location_name),
      ) + tag('span', { class: 'block text-sm font-normal text-plum-600' }, text(step.to_location_address)),
    ),
    tag('p', { class: 'mt-3 leading-relaxed text-plum-800' }, text(step.description)),
    tag('ul', { class: 'mt-2' }, join(activities)),
    tag(
      'p',
      { class: 'mt-4 rounded-xl bg-plum-50 px-4 py-3 text-sm text-plum-700 italic' },
      text(step.ambiance_description),
    ),
    tag(
      'div',
      { class: 'mt-4 flex flex-wrap gap-2' },
      tag(
        'button',
        { type: 'button', class: 'btn-ghost -ml-3 min-h-11 text-brand-700' },
        text(labels.detailsAndMap),
      ),
    ),
  ]);
  return tag(
    'li',
    {},
    tag('article', { class: 'card p-5 sm:p-6', 'data-step-index': index }, article) +
      (next ? transport(next) : ''),
  );
}

const timeline = (steps: Step[], labels: PlanLabels) =>
  tag(
    'ol',
    { class: 'step-timeline relative' },
    join(steps.map((step, index) => timelineStop(step, index, labels, steps[index + 1]))),
  );

/** The tips, the backup plan (closed) and the invitation to plan one's own date. */
function closingSections(plan: PlanDetail, labels: PlanLabels) {
  const data = plan.plan_data!;
  const tips = tag(
    'section',
    { class: 'card p-6' },
    tag('h2', { class: 'font-display text-2xl font-bold text-plum-950' }, text(labels.tipsHeading)) +
      tag(
        'ul',
        { class: 'mt-3 list-disc space-y-2 pl-5 text-plum-800' },
        join(data.general_date_tips.map((tip) => tag('li', {}, text(tip)))),
      ),
  );
  const toggle = tag(
    'button',
    {
      type: 'button',
      class: 'flex w-full items-center justify-between text-left print:hidden',
      'aria-expanded': 'false',
      'aria-controls': 'alternative-plan',
    },
    tag(
      'span',
      {},
      tag(
        'span',
        { class: 'block font-display text-2xl font-bold text-plum-950' },
        text(labels.alternativeHeading),
      ) + tag('span', { class: 'block text-sm text-plum-600' }, text(labels.backupHint)),
    ) + tag('span', { 'aria-hidden': 'true', class: 'text-2xl text-brand-600' }, '+'),
  );
  const alternative = tag(
    'section',
    { class: 'card p-6' },
    toggle +
      tag(
        'p',
        {
          id: 'alternative-plan',
          hidden: true,
          class: 'mt-4 text-plum-800',
          'data-heading': labels.alternativeHeading,
        },
        text(data.alternative_suggestion_summary),
      ),
  );
  const invitation = tag(
    'section',
    { class: 'card p-6 text-center print:hidden', 'aria-labelledby': 'plan-your-own' },
    tag(
      'h2',
      { id: 'plan-your-own', class: 'font-display text-2xl font-bold text-plum-950' },
      text(labels.ownDateHeading),
    ) +
      tag('p', { class: 'mt-2 text-plum-700' }, text(labels.ownDateText)) +
      tag(
        'a',
        { class: 'btn-primary mt-5', href: paths.planner, 'data-discover': 'true' },
        text(labels.ownDateButton),
      ),
  );
  return tips + alternative + invitation;
}

/** The phone's bar under the plan (for its first stop) and the closed sheet and dialog of a stop's details. */
function closedDetails(first: Step, labels: PlanLabels) {
  const bar = tag(
    'div',
    {
      class:
        'sticky bottom-0 z-30 -mx-4 mt-8 flex gap-2 border-t border-plum-100 bg-surface px-4 py-3 sm:-mx-6 sm:px-6 md:hidden print:hidden',
    },
    tag(
      'button',
      {
        type: 'button',
        class: 'btn-primary min-w-0 flex-1 px-3',
        'aria-label': labels.viewDetailsAbout(first.step_title),
      },
      tag(
        'span',
        { class: 'text-sm leading-tight' },
        text(labels.viewDetailsAbout(shortStepTitle(first.step_title))),
      ),
    ),
  );
  const sheet = tag('dialog', {
    'aria-label': labels.detailsAbout(first.step_title),
    class:
      'm-0 hidden h-full max-h-none w-full max-w-none flex-col justify-end bg-night-950/50 p-0 open:flex md:hidden',
  });
  const modal = tag('dialog', {
    'aria-labelledby': 'shared-plan-details-title',
    class:
      'm-auto w-[calc(100%-2rem)] max-w-2xl rounded-3xl bg-surface p-0 text-plum-950 shadow-2xl backdrop:bg-night-950/50 backdrop:backdrop-blur-sm',
  });
  return bar + sheet + modal;
}

/**
 * The page of a shared plan with something to show, as the app's PlanView draws it for its reader:
 * cover, toolbar, every stop, the route with each stop's map link, tips, the backup plan and the
 * invitation. `link` is the page's own address, which a printed copy carries.
 */
export function sharedPlanMarkup(plan: PlanDetail, link: string): string {
  const data = plan.plan_data;
  const first = data?.steps[0];
  if (!data || !first) return '';
  const labels = planLabels(data.language);
  const main = tag(
    'div',
    { class: 'space-y-8' },
    timeline(data.steps, labels) +
      routeCard(data.steps, 'shared-plan-route', 'md:hidden print:hidden', labels) +
      closingSections(plan, labels),
  );
  const aside = tag(
    'aside',
    { class: 'hidden md:block' },
    routeCard(data.steps, 'shared-plan-route-side', 'mb-6 print:hidden', labels) +
      tag(
        'div',
        { class: 'card sticky top-24 space-y-4 p-5 print:hidden' },
        tag(
          'button',
          { type: 'button', class: 'btn-secondary w-full print:hidden' },
          text(labels.viewFullDetails),
        ),
      ),
  );
  return tag(
    'div',
    { class: 'page-width pt-28 md:pb-20' },
    join([
      printSummary(plan, link, labels),
      hero(plan, labels),
      toolbar(plan, labels),
      tag('div', { class: 'mt-8 grid gap-8 md:grid-cols-[1fr_20rem]' }, main + aside),
      closedDetails(first, labels),
    ]),
  );
}
