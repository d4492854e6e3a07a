import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { planQueries } from '@/features/plans/api/plan-queries';
import { PlanErrorScreen, PlanLoadingScreen } from '@/features/plans/components/plan-status-screens';
import { PlanView } from '@/features/plans/components/plan-view';
import { PLAN_ERRORS, planLoadErrorText } from '@/features/plans/plan-errors';

export default function SharedPlanPage() {
  const { shareToken } = useParams();
  if (!shareToken) return <PlanErrorScreen message={PLAN_ERRORS.missingId} />;
  return <SharedPlan shareToken={shareToken} />;
}

function SharedPlan({ shareToken }: { shareToken: string }) {
  const query = useQuery(planQueries.shared(shareToken));
  if (query.isPending) return <PlanLoadingScreen />;
  if (query.isError || !query.data.plan_data) {
    return (
      <PlanErrorScreen
        message={query.isError ? planLoadErrorText(query.error) : PLAN_ERRORS.notFound}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PlanView plan={query.data} mode="shared" />;
}
