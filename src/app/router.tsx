import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { AppShellLayout } from './layouts/app-shell-layout';
import { MainLayout } from './layouts/main-layout';
import { ProtectedRoute } from './protected-route';

type PageModule = Record<string, ComponentType>;

/** A route whose page is its own chunk, so the landing page never pays for the others' code. */
function lazyPage(load: () => Promise<PageModule>, name = 'default', options: { protect?: boolean } = {}) {
  return async () => {
    const Page = (await load())[name];
    if (!Page) throw new Error(`page module has no export ${name}`);
    const Component = options.protect
      ? () => (
          <ProtectedRoute>
            <Page />
          </ProtectedRoute>
        )
      : Page;
    return { Component };
  };
}

export const routes: RouteObject[] = [
  {
    path: paths.googleCallback,
    lazy: lazyPage(() => import('@/pages/google-callback-page')),
    hydrateFallbackElement: <PageSpinner />,
  },
  {
    // The members' workspace (spec: the dashboard sits inside the app shell).
    element: (
      <ProtectedRoute>
        <AppShellLayout />
      </ProtectedRoute>
    ),
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.myDates, lazy: lazyPage(() => import('@/pages/my-dates-page')) },
      { path: paths.search.pattern, lazy: lazyPage(() => import('@/pages/search-page')) },
    ],
  },
  {
    element: <MainLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, lazy: lazyPage(() => import('@/pages/landing-page')) },
      {
        path: paths.profile,
        lazy: lazyPage(() => import('@/pages/profile-page'), 'default', { protect: true }),
      },
      {
        path: paths.paymentVerify,
        lazy: lazyPage(() => import('@/pages/payment-verify-page'), 'default', { protect: true }),
      },
      {
        path: paths.generationProgress.pattern,
        lazy: lazyPage(() => import('@/pages/generation-progress-page')),
      },
      { path: paths.sharedPlan.pattern, lazy: lazyPage(() => import('@/pages/shared-plan-page')) },
      { path: paths.datePlan.pattern, lazy: lazyPage(() => import('@/pages/date-plan-page')) },
      { path: paths.signUp, lazy: lazyPage(() => import('@/pages/sign-up-page')) },
      { path: paths.signIn, lazy: lazyPage(() => import('@/pages/sign-in-page')) },
      { path: paths.dateIdeas, lazy: lazyPage(() => import('@/pages/date-ideas-page')) },
      { path: paths.about, lazy: lazyPage(() => import('@/pages/about-page')) },
      { path: paths.terms, lazy: lazyPage(() => import('@/pages/terms-page')) },
      { path: paths.pricing, lazy: lazyPage(() => import('@/pages/pricing-page')) },
      { path: paths.planner, lazy: lazyPage(() => import('@/pages/planner-page')) },
      { path: paths.settings, element: <Navigate to={`${paths.profile}?tab=preferences`} replace /> },
      { path: paths.help, lazy: lazyPage(() => import('@/pages/help-page')) },
      { path: paths.forgotPassword, lazy: lazyPage(() => import('@/pages/forgot-password-page')) },
      { path: paths.resetPassword, lazy: lazyPage(() => import('@/pages/reset-password-page')) },
      { path: paths.verifyAccount, lazy: lazyPage(() => import('@/pages/verify-account-page')) },
      { path: paths.privacy, lazy: lazyPage(() => import('@/pages/privacy-page')) },
      { path: paths.contact, lazy: lazyPage(() => import('@/pages/contact-page')) },
      { path: '*', lazy: lazyPage(() => import('@/pages/not-found-page')) },
    ],
  },
];

/**
 * The app's router. Taking over a prerendered page, it starts as if from server data: the page is
 * already drawn, so it is not scrolled back to the top under a reader who has scrolled it.
 */
export const createAppRouter = ({ prerendered = false } = {}) =>
  createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);

/**
 * Loads the page modules that `pathname` needs before the router starts, so a prerendered page is
 * hydrated as it is instead of through the routes' loading spinner.
 */
export async function loadRoutesFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
