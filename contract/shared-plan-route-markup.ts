// The route card of a shared plan's first HTML (the app's RouteMapCard, with its live map closed): the
// stops in order, a sketch of the evening and each stop's map link, which works with no JavaScript.
import type { Step } from './date-plans';
import { escapeHtml as text, tag } from './html-markup';
import { stepMapsUrl } from './maps';
import type { PlanLabels } from './plan-labels';
import {
  routePath,
  SKETCH_HEIGHT as HEIGHT,
  SKETCH_WIDTH as WIDTH,
  stopPoints,
  type SketchPoint,
} from './route-sketch';

const pin = (point: SketchPoint, index: number) =>
  tag(
    'g',
    { transform: `translate(${point.x} ${point.y})` },
    tag('circle', { r: 12, class: 'text-brand-600', fill: 'currentColor' }) +
      tag('circle', {
        r: 12,
        class: 'text-surface',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': '2.5',
      }) +
      tag(
        'text',
        {
          class: 'font-sans text-[11px] font-bold text-white',
          fill: 'currentColor',
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
        },
        String(index + 1),
      ),
  );

function routeSketch(count: number) {
  const points = stopPoints(count);
  const streets = tag(
    'g',
    {
      class: 'text-plum-100',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '6',
      'stroke-linecap': 'round',
    },
    tag('path', { d: 'M -10 100 L 120 -10' }) +
      tag('path', { d: 'M 150 130 L 300 20' }) +
      tag('path', { d: 'M -10 60 H 290', 'stroke-width': '4' }),
  );
  const route =
    count > 1
      ? tag('path', {
          d: routePath(points),
          class: 'text-brand-500',
          fill: 'none',
          stroke: 'currentColor',
          'stroke-width': '3',
          'stroke-linecap': 'round',
          'stroke-dasharray': '0.1 8',
        })
      : '';
  return tag(
    'svg',
    { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'block h-auto w-full', 'aria-hidden': 'true' },
    tag('rect', { width: WIDTH, height: HEIGHT, rx: '12', class: 'text-plum-50', fill: 'currentColor' }) +
      streets +
      route +
      points.map(pin).join(''),
  );
}

function routeStop(step: Step, index: number, count: number, labels: PlanLabels) {
  const line =
    index < count - 1
      ? tag('span', {
          'aria-hidden': 'true',
          class: 'absolute top-8 -bottom-2 left-3.5 border-l-2 border-dotted border-plum-300',
        })
      : '';
  const badge = tag(
    'span',
    {
      'aria-hidden': 'true',
      class:
        'flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white h-7 w-7 text-xs relative',
    },
    String(index + 1),
  );
  const address = step.to_location_address
    ? tag('p', { class: 'text-sm break-words text-plum-600' }, text(step.to_location_address))
    : '';
  const link = tag(
    'a',
    {
      href: stepMapsUrl(step),
      target: '_blank',
      rel: 'noopener noreferrer',
      class: 'inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline',
    },
    text(labels.openInMaps) +
      tag('span', { class: 'sr-only' }, text(`: ${step.to_location_name} (opens in a new tab)`)),
  );
  const place = tag(
    'div',
    { class: 'min-w-0' },
    tag('p', { class: 'font-semibold break-words text-plum-950' }, text(step.to_location_name)) +
      address +
      link,
  );
  return tag('li', { class: 'relative flex gap-3' }, line + badge + place);
}

/** The route card; `id` names its heading and live map, which the page holds twice (phone, desktop). */
export function routeCard(steps: Step[], id: string, className: string, labels: PlanLabels) {
  const heading = tag(
    'div',
    {},
    tag(
      'h2',
      { id: `${id}-title`, class: 'font-display text-xl font-bold text-plum-950' },
      text(labels.yourRoute),
    ) + tag('p', { class: 'text-sm text-plum-600' }, text(labels.sketchNote(steps.length))),
  );
  const liveMap =
    tag(
      'button',
      {
        type: 'button',
        class: 'btn-secondary min-h-11 w-full',
        'aria-expanded': 'false',
        'aria-controls': `${id}-live-map`,
      },
      text(labels.showLiveMap),
    ) + tag('div', { id: `${id}-live-map`, hidden: true });
  return tag(
    'section',
    { class: `card space-y-4 p-5 ${className}`, 'aria-labelledby': `${id}-title` },
    heading +
      routeSketch(steps.length) +
      tag(
        'ol',
        { class: 'space-y-3' },
        steps.map((step, index) => routeStop(step, index, steps.length, labels)).join(''),
      ) +
      liveMap,
  );
}
