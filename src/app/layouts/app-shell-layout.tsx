import { useQuery } from '@tanstack/react-query';
import { FREE_PLAN_NAME } from '@contract/subscriptions-constants';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { UserMenu } from './user-menu';
import { Logo } from '@/components/ui/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';
import { usePlanSearch } from '@/features/dashboard/use-plan-search';
import { FeedbackDialog } from '@/features/feedback/components/feedback-dialog';
import { NewPlanDialog } from '@/features/generation/components/new-plan-dialog';
import { subscriptionQueries } from '@/features/subscriptions/api/subscription-queries';

const icons = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  plus: 'M12 5v14M5 12h14',
  feedback: 'M4 5h16v11H8l-4 4z',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
  home: 'M3 11l9-7 9 7M5 10v10h14V10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

const bottomItem = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 flex-col items-center justify-center gap-1 py-2 text-xs font-semibold ${isActive ? 'text-brand-700' : 'text-plum-600'}`;

const sideItem =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-plum-50';

interface SidebarProps {
  onNewPlan: () => void;
  onFeedback: () => void;
  onNavigate?: () => void;
}

function SidebarItems({ onNewPlan, onFeedback, onNavigate }: SidebarProps) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${sideItem} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-plum-800'}`;
  return (
    <nav aria-label="App" className="space-y-1">
      <NavLink to={paths.myDates} className={linkClass} onClick={onNavigate}>
        <Icon path={icons.dashboard} /> My Dates
      </NavLink>
      <button type="button" className={`${sideItem} text-plum-800`} onClick={onNewPlan}>
        <Icon path={icons.plus} /> Create New Plan
      </button>
      <button type="button" className={`${sideItem} text-plum-800`} onClick={onFeedback}>
        <Icon path={icons.feedback} /> Share Feedback
      </button>
      <NavLink to={paths.profile} className={linkClass} onClick={onNavigate}>
        <Icon path={icons.settings} /> Settings
      </NavLink>
    </nav>
  );
}

function SearchBox() {
  const { text, setText, submit } = usePlanSearch('');
  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1">
      <label htmlFor="app-search" className="sr-only">
        Search date plans
      </label>
      <input
        id="app-search"
        type="search"
        placeholder="Search date plans"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full max-w-md rounded-full border border-plum-200 bg-surface px-4 py-2 text-sm placeholder:text-plum-400 focus:border-brand-500 focus:outline-none"
      />
    </form>
  );
}

/** The members' workspace: sidebar, top bar with search, and a bottom bar on phones. */
export function AppShellLayout() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const [feedback, setFeedback] = useState(false);
  // New plans start in a dialog over whatever the member is doing, never on a page of their own.
  const [planning, setPlanning] = useState(false);
  const { pathname } = useLocation();
  const onSearchPage = pathname === paths.search.pattern;
  const subscription = useQuery({ ...subscriptionQueries.mine(), enabled: Boolean(user) });
  // Nothing until the subscription is known: a Plus member must never see 'Free' first.
  const planName = !user || subscription.isPending ? null : (subscription.data?.plan.name ?? FREE_PLAN_NAME);

  const openFeedback = () => {
    setDrawer(false);
    setFeedback(true);
  };
  const openNewPlan = () => {
    setDrawer(false);
    setPlanning(true);
  };
  const handleSignOut = () => {
    signOut();
    void navigate(paths.home);
  };

  return (
    <div className="min-h-screen bg-blush md:pl-64">
      <ScrollRestoration />
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-plum-100 bg-surface p-4 md:flex print:hidden">
        <Link to={paths.home} className="mb-6 px-2" aria-label="Datecraft home">
          <Logo />
        </Link>
        <SidebarItems onNewPlan={openNewPlan} onFeedback={openFeedback} />
      </aside>

      {drawer ? (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-night-950/50"
            onClick={() => setDrawer(false)}
          />
          <div className="absolute inset-y-0 left-0 w-72 bg-surface p-4 shadow-xl">
            <Link to={paths.home} className="mb-6 block px-2" onClick={() => setDrawer(false)}>
              <Logo />
            </Link>
            <SidebarItems
              onNewPlan={openNewPlan}
              onFeedback={openFeedback}
              onNavigate={() => setDrawer(false)}
            />
          </div>
        </div>
      ) : null}

      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-plum-100 bg-surface/90 px-4 py-3 backdrop-blur sm:px-6 lg:px-8 print:hidden">
        <button
          type="button"
          className="rounded-full p-2 text-plum-800 hover:bg-plum-50 md:hidden"
          aria-label="Open menu"
          aria-expanded={drawer}
          onClick={() => setDrawer(true)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
        {/* The search page has its own box, with its button: one search box on a page, not two. */}
        {onSearchPage ? <div className="flex-1" /> : <SearchBox />}
        {/* My Dates has its own New Plan, which also says when no plan is left. */}
        {pathname === paths.myDates ? null : (
          <button type="button" className="btn-primary hidden sm:inline-flex" onClick={openNewPlan}>
            New Plan
          </button>
        )}
        {planName ? (
          <span className="hidden text-sm font-semibold text-plum-600 lg:inline">{planName}</span>
        ) : null}
        {user ? <UserMenu user={user} onSignOut={handleSignOut} extended={{ planName }} /> : null}
      </header>

      <main id="main" className="pb-24 md:pb-10">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>

      <nav
        aria-label="Bottom"
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-4 border-t border-plum-100 bg-surface md:hidden print:hidden"
      >
        <NavLink to={paths.myDates} className={bottomItem}>
          <Icon path={icons.home} />
          My Dates
        </NavLink>
        <button type="button" className={bottomItem({ isActive: false })} onClick={openNewPlan}>
          <Icon path={icons.plus} />
          New Plan
        </button>
        <NavLink to={paths.profile} className={bottomItem}>
          <Icon path={icons.user} />
          Profile
        </NavLink>
        <NavLink to={paths.settings} className={bottomItem}>
          <Icon path={icons.settings} />
          Settings
        </NavLink>
      </nav>

      {feedback ? <FeedbackDialog open onClose={() => setFeedback(false)} /> : null}
      <NewPlanDialog open={planning} onClose={() => setPlanning(false)} />
    </div>
  );
}
