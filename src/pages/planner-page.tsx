import { useLocation, useNavigate } from 'react-router';
import { paths } from '@contract/web-pages';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';

/** The target of every "New Plan" link: the new-plan dialog over a quiet page. */
export default function PlannerPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Cancel goes back to where the visitor came from; opened from a link elsewhere, to the landing.
  const close = () => void (location.key === 'default' ? navigate(paths.home) : navigate(-1));
  return (
    <section className="page-width min-h-[60vh] pt-32 pb-24">
      <h1 className="font-display text-3xl font-bold text-plum-950">Plan a new date</h1>
      <NewPlanDialog open onClose={close} />
    </section>
  );
}
