import type { SamplePlan } from '../sample-plan';
import { NumberBadge } from '@/components/ui/number-badge';

/** A finished plan in miniature: the words a visitor would type, then the stops, time and budget it gets. */
export function SamplePlanCard({ plan }: { plan: SamplePlan }) {
  return (
    <article className="card overflow-hidden">
      <header className="border-b border-plum-100 p-6 sm:p-8">
        <p className="text-sm text-plum-700">
          <span className="font-semibold text-plum-900">Asked for: </span>
          <q className="italic">{plan.request}</q>
        </p>
        <p className="mt-5 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {plan.city}
        </p>
        <h3 className="mt-3 font-display text-2xl font-bold text-plum-950 sm:text-3xl">{plan.title}</h3>
        <p className="mt-2 text-plum-700">{plan.theme}</p>
      </header>

      <ol className="divide-y divide-plum-100">
        {plan.stops.map((stop, index) => (
          <li key={stop.place} className="flex gap-4 px-6 py-5 sm:px-8">
            <NumberBadge number={index + 1} size="md" />
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-plum-600 uppercase">
                {stop.time} · {stop.cost}
              </p>
              <h4 className="mt-1 text-lg font-semibold text-plum-950">{stop.title}</h4>
              <p className="text-sm text-plum-600">{stop.address}</p>
              <p className="mt-2 text-plum-800">{stop.activity}</p>
            </div>
          </li>
        ))}
      </ol>

      <dl className="grid gap-4 bg-plum-50 px-6 py-5 sm:grid-cols-2 sm:px-8">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-plum-600 uppercase">Total time</dt>
          <dd className="mt-1 font-semibold text-plum-950">{plan.totalTime}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-plum-600 uppercase">Budget</dt>
          <dd className="mt-1 font-semibold text-plum-950">{plan.budget}</dd>
        </div>
      </dl>
    </article>
  );
}
