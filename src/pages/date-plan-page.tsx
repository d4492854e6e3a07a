import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { planQueries } from '@/features/plans/api/plan-queries';
import { PlanErrorScreen, PlanLoadingScreen } from '@/features/plans/components/plan-status-screens';
import { PlanView } from '@/features/plans/components/plan-view';
import { PLAN_ERRORS, planLoadErrorText } from '@/features/plans/plan-errors';

export default function DatePlanPage() {
  const { planId } = useParams();
  const { status } = useAuth();
  if (!planId) return <PlanErrorScreen message={PLAN_ERRORS.missingId} />;
  if (status === 'loading') return <PlanLoadingScreen />;
  // Owners only; a signed-out visitor signs in and comes back here.
  if (status === 'signed-out')
    return <Navigate to={paths.signIn} replace state={{ from: { pathname: paths.datePlan.href(planId) } }} />;
  return <OwnerPlan planId={planId} />;
}

function OwnerPlan({ planId }: { planId: string }) {
  const query = useQuery(planQueries.detail(planId));
  if (query.isPending) return <PlanLoadingScreen />;
  if (query.isError)
    return (
      <PlanErrorScreen message={planLoadErrorText(query.error)} onRetry={() => void query.refetch()} member />
    );
  if (query.data.generation_status !== 'completed' || !query.data.plan_data) {
    return <Navigate to={paths.generationProgress.href(planId)} replace />;
  }
  return <PlanView plan={query.data} mode="owner" />;
}
