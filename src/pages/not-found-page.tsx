import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';

export default function NotFoundPage() {
  const [planning, setPlanning] = useState(false);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-plum-950 sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-lg text-plum-700">
        This page wandered off before the first date. Let&apos;s get you somewhere lovely instead.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className="btn-primary">
          Back to Homepage
        </Link>
        <button type="button" className="btn-secondary" onClick={() => setPlanning(true)}>
          Plan a Date
        </button>
        <Link to={paths.contact} className="btn-ghost">
          Contact support
        </Link>
      </div>
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </section>
  );
}
