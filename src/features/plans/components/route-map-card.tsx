import { useId, useState } from 'react';
import type { Step } from '@contract/date-plans';
import { stepMapsUrl } from '@contract/maps';
import { MapEmbed } from './map-embed';
import { NumberBadge } from '@/components/ui/number-badge';
import { planLabels, type PlanLabels } from '@contract/plan-labels';
import {
  routePath,
  SKETCH_HEIGHT as HEIGHT,
  SKETCH_WIDTH as WIDTH,
  stopPoints,
} from '@contract/route-sketch';

/**
 * A sketch of the evening, not geography: no coordinates exist for the stops, and it must draw with no
 * network. Colours come from the text colour, so the theme's plum and brand scales carry it into dark mode.
 */
function RouteSketch({ count }: { count: number }) {
  const points = stopPoints(count);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" aria-hidden="true">
      <rect width={WIDTH} height={HEIGHT} rx="12" className="text-plum-50" fill="currentColor" />
      <g className="text-plum-100" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round">
        <path d="M -10 100 L 120 -10" />
        <path d="M 150 130 L 300 20" />
        <path d="M -10 60 H 290" strokeWidth="4" />
      </g>
      {count > 1 ? (
        <path
          d={routePath(points)}
          className="text-brand-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeDasharray="0.1 8"
        />
      ) : null}
      {points.map((point, index) => (
        <g key={index} transform={`translate(${point.x} ${point.y})`}>
          <circle r="12" className="text-brand-600" fill="currentColor" />
          <circle r="12" className="text-surface" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <text
            className="font-sans text-[11px] font-bold text-white"
            fill="currentColor"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {index + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The plan's stops in order, drawn without a network, with each stop's map one tap away. */
export function RouteMapCard({
  steps,
  className = '',
  labels = planLabels(),
}: {
  steps: Step[];
  className?: string;
  /** The labels in the plan's own language. */
  labels?: PlanLabels;
}) {
  const [showLive, setShowLive] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const liveMapId = `${id}-live-map`;
  const first = steps[0];
  if (!first) return null;

  return (
    <section className={`card space-y-4 p-5 ${className}`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="font-display text-xl font-bold text-plum-950">
          {labels.yourRoute}
        </h2>
        <p className="text-sm text-plum-600">{labels.sketchNote(steps.length)}</p>
      </div>
      <RouteSketch count={steps.length} />
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li key={step.step_index} className="relative flex gap-3">
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-8 -bottom-2 left-3.5 border-l-2 border-dotted border-plum-300"
              />
            ) : null}
            <NumberBadge number={index + 1} size="sm" className="relative" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-plum-950">{step.to_location_name}</p>
              {step.to_location_address ? (
                <p className="text-sm break-words text-plum-600">{step.to_location_address}</p>
              ) : null}
              <a
                href={stepMapsUrl(step)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
              >
                {labels.openInMaps}
                <span className="sr-only">: {step.to_location_name} (opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn-secondary min-h-11 w-full"
        aria-expanded={showLive}
        aria-controls={liveMapId}
        onClick={() => setShowLive((shown) => !shown)}
      >
        {showLive ? labels.hideLiveMap : labels.showLiveMap}
      </button>
      <div id={liveMapId} hidden={!showLive}>
        {/* Mounted only when asked for: until then nothing is fetched and nothing can look broken. */}
        {showLive ? (
          <>
            <p className="mb-2 text-sm text-plum-600">
              {labels.firstStop}: {first.to_location_name}
            </p>
            <MapEmbed
              query={first.to_location_address || first.to_location_name}
              address={first.to_location_address}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
