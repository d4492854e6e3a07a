import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { PLAN_ERRORS } from '../plan-errors';

export const REDIRECT_HOME_MS = 5000;

/**
 * The plan page's own frame while the plan loads: the label and a hero-sized block where the hero will
 * be, a screen tall so the footer stays below the fold and nothing moves when the plan arrives.
 */
export function PlanLoadingScreen() {
  return (
    <div className="page-width min-h-screen pt-28" data-testid="plan-loading">
      <div aria-hidden="true" className="h-5 w-36 animate-pulse rounded-full bg-plum-100" />
      <PlanLoadingBlock className="mt-3 min-h-[22rem]" />
    </div>
  );
}

/** Where a plan will be, while it loads: the spinner and its words, in a block `className` places and sizes. */
export function PlanLoadingBlock({ className }: { className: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-4 rounded-3xl bg-plum-100/60 ${className}`}
    >
      <Spinner label="Loading your date plan..." className="h-10 w-10" />
      <p className="text-plum-700">Loading your date plan...</p>
    </div>
  );
}

interface ErrorProps {
  message: string;
  onRetry?: () => void;
  /** Spec: the error screen goes home after 5 s by default. */
  redirectAfterMs?: number | null;
  /** A member also gets a way back to their plans. */
  member?: boolean;
}

export function PlanErrorScreen({
  message,
  onRetry,
  redirectAfterMs = REDIRECT_HOME_MS,
  member = false,
}: ErrorProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (redirectAfterMs === null) return;
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), redirectAfterMs);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectAfterMs]);

  return (
    <div className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 className="font-display text-3xl font-bold text-plum-950">{message}</h1>
      <p className="mt-3 text-plum-700">{PLAN_ERRORS.permission}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="btn-primary">
          Go to Home Page
        </Link>
        {member ? (
          <Link to={paths.myDates} className="btn-secondary">
            Back to My Dates
          </Link>
        ) : null}
        {onRetry ? (
          <button type="button" className="btn-secondary" onClick={onRetry}>
            Try Again
          </button>
        ) : null}
      </div>
      {redirectAfterMs !== null ? (
        <p className="mt-4 text-sm text-plum-600">Taking you home in a few seconds...</p>
      ) : null}
    </div>
  );
}
