import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@/config/env';
import type { PlanLabels } from '@contract/plan-labels';
import { paths } from '@contract/web-pages';

interface Props {
  mode: 'owner' | 'shared';
  title: string;
  theme: string;
  /** In the plan's language: a Spanish plan is headed in Spanish whatever the reader's screen says. */
  labels: PlanLabels;
  /** The plan's facts, or their placeholder in the shared plan's frame. */
  facts: ReactNode;
  actions: ReactNode;
}

/**
 * The top of a plan: its label and the cover with title, theme, facts and actions. One component for
 * the plan and for the frame a shared plan's page arrives in, so the cover the reader sees first is the
 * one the app then draws.
 */
export function PlanHero({ mode, title, theme, labels, facts, actions }: Props) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {mode === 'owner' ? labels.ownPlanHeading : labels.sharedPlanHeading}
      </p>
      <header className="mt-3 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-night-800 p-6 text-white sm:p-10">
        {mode === 'shared' ? (
          // The cover of a plan someone passed on: whose work it is, and the way to make one.
          <Link
            to={paths.home}
            className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-night-950/40 px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-night-950/60 print:hidden"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21Z" />
            </svg>
            {labels.plannedWith(PRODUCT_NAME)}
          </Link>
        ) : null}
        <h1 className="font-display text-3xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/90">{theme}</p>
        {facts}
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">{actions}</div>
      </header>
    </>
  );
}
