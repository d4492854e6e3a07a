import { Link } from 'react-router';
import type { PlanListItem, UpdatePlanRequest } from '@contract/date-plans';
import { paths } from '@contract/web-pages';
import { useUpdatePlan } from '@/features/plans/api/plan-mutations';
import { planImageUrl } from '../plan-image';
import { BADGE_CLASSES, STATUS_BADGES } from '../plan-status';
import { relativeTime } from '../relative-time';
import { Illustration } from '@/components/ui/illustration';
import { readableMoney } from '@contract/money-text';

const CardIcon = ({ path }: { path: string }) => (
  <svg
    viewBox="0 0 24 24"
    className="h-4 w-4 shrink-0"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <path d={path} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface Props {
  plan: PlanListItem;
  onDelete: () => void;
}

export function PlanCard({ plan, onDelete }: Props) {
  const update = useUpdatePlan();
  const busy = update.isPending;
  const badge = STATUS_BADGES[plan.generation_status];
  const href =
    plan.generation_status === 'completed'
      ? paths.datePlan.href(plan.plan_id)
      : paths.generationProgress.href(plan.plan_id);

  const toggle = (changes: UpdatePlanRequest) => update.mutate({ plan, changes });

  return (
    <article className="card flex flex-col">
      {/* The status and the heart sit on the picture, so a card is short enough for two rows of plans to
          show at 1280×800 (issue 33). */}
      <div className="relative">
        {/* Decorative (the title names the plan); the illustrations are 1200×800, so width and height
            reserve the box before the lazy image loads, and the plum tint fills it meanwhile in either theme. */}
        <Illustration
          src={planImageUrl(plan)}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[2/1] h-auto w-full rounded-t-2xl bg-plum-100 object-cover"
        />
        <span
          className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${BADGE_CLASSES[badge.color]}`}
        >
          {badge.label}
        </span>
        <button
          type="button"
          disabled={busy}
          aria-pressed={plan.is_favorite}
          aria-label={
            plan.is_favorite ? `Remove ${plan.title} from favorites` : `Add ${plan.title} to favorites`
          }
          onClick={() => toggle({ is_favorite: !plan.is_favorite })}
          className={`absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface/90 text-xl leading-none shadow-sm hover:bg-surface ${plan.is_favorite ? 'text-brand-600' : 'text-plum-500 hover:text-brand-500'}`}
        >
          {plan.is_favorite ? '♥' : '♡'}
        </button>
      </div>
      <div className="flex flex-1 flex-col px-4 pt-3 pb-1">
        <Link to={href} className="block flex-1 rounded-lg">
          <h3 className="line-clamp-2 font-display text-lg leading-snug font-bold text-plum-950 hover:text-brand-700">
            {plan.title}
          </h3>
          {plan.theme_description ? (
            <p className="mt-1 line-clamp-2 text-sm text-plum-700">{plan.theme_description}</p>
          ) : null}
        </Link>
        <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-plum-600">
          {plan.total_estimated_duration ? (
            <div>
              <dt className="sr-only">Duration</dt>
              <dd className="flex items-center gap-1.5">
                <CardIcon path="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />
                {plan.total_estimated_duration}
              </dd>
            </div>
          ) : null}
          {plan.total_estimated_cost_range ? (
            <div>
              <dt className="sr-only">Cost</dt>
              <dd className="flex items-center gap-1.5">
                <CardIcon path="M3 7h18v10H3zM3 11h18" />
                {readableMoney(plan.total_estimated_cost_range)}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-1 flex items-center gap-1 text-xs text-plum-600">
          <p className="mr-auto">
            <span className="sr-only">Generated </span>
            <time dateTime={plan.generated_at}>{relativeTime(plan.generated_at)}</time>
          </p>
          <button
            type="button"
            disabled={busy}
            aria-pressed={plan.is_archived}
            aria-label={plan.is_archived ? `Unarchive ${plan.title}` : `Archive ${plan.title}`}
            onClick={() => toggle({ is_archived: !plan.is_archived })}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold hover:bg-plum-50"
          >
            {plan.is_archived ? 'Unarchive' : 'Archive'}
          </button>
          <button
            type="button"
            className="-mr-2 inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-red-700 hover:underline dark:text-red-300"
            onClick={onDelete}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
