import type { ReactNode } from 'react';
import type { PlanDetail } from '@contract/date-plans';
import { planLabels } from '@contract/plan-labels';
import { planDateLabel } from '@contract/plan-date';
import { readableMoney } from '@contract/money-text';

export const DEFAULT_DURATION = 'Approximately 3-4 hours';
export const DEFAULT_BUDGET = 'Moderate ($50-150)';

interface Fact {
  label: string;
  value: ReactNode;
}

function HeroFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-5 grid grid-cols-2 gap-2 text-sm lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-white/15 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-white/80 uppercase">{fact.label}</dt>
          <dd className="font-semibold text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Date, total time, budget and stops: chips under the title on every screen, and the one place they are said. */
export function PlanFacts({ plan }: { plan: PlanDetail }) {
  const data = plan.plan_data;
  const labels = planLabels(data?.language);
  const facts: Fact[] = [
    { label: labels.date, value: planDateLabel(plan.scheduled_for, labels) },
    { label: labels.duration, value: data?.total_estimated_date_duration || DEFAULT_DURATION },
    { label: labels.budget, value: readableMoney(data?.total_estimated_cost_range || DEFAULT_BUDGET) },
    { label: labels.stops, value: labels.stopCount(data?.steps.length ?? 0) },
  ];
  return <HeroFacts facts={facts} />;
}
