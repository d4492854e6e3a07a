import type { Step } from '@contract/date-plans';
import { planLabels, type PlanLabels } from '@contract/plan-labels';
import { stepMapsUrl } from '@contract/maps';
import { safePhoneHref, safeWebUrl } from '../safe-links';
import { gettingThere } from '../travel-text';
import { readableMoney } from '@contract/money-text';

/** The practical facts of one stop: used in the full-details panel and the mobile bottom sheet. */
export function StepDetails({ step, labels = planLabels() }: { step: Step; labels?: PlanLabels }) {
  const website = safeWebUrl(step.to_location_website);
  const phone = safePhoneHref(step.to_location_phone_number);
  const maps = stepMapsUrl(step);
  const rows: [string, string][] = [
    [labels.gettingThere, gettingThere(step, labels)],
    [labels.timeHere, step.estimated_duration_at_location],
    [labels.costPerPerson, readableMoney(step.estimated_cost_per_person)],
    [labels.booking, step.booking_recommendation],
    [labels.tip, step.notes_or_tips],
  ];
  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-display text-xl font-bold text-plum-950">{step.step_title}</h3>
        <p className="text-plum-700">{step.to_location_name}</p>
        <p className="text-sm text-plum-600">{step.to_location_address}</p>
      </div>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-plum-900">{label}</dt>
            <dd className="text-plum-700">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <a href={maps} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          Open in Maps
        </a>
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            Website
          </a>
        ) : null}
        {phone ? (
          <a href={phone} className="btn-secondary">
            Call
          </a>
        ) : null}
      </div>
    </div>
  );
}
