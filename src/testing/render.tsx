import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-context';
import { tokenStorage } from '@/lib/storage';
import { testTokens } from './handlers/auth';

export interface RenderOptions {
  /** Starts with stored tokens, so the session loads the test user. */
  signedIn?: boolean;
  initialEntries?: (string | { pathname: string; state?: unknown })[];
  /** Extra routes next to the one under test, e.g. redirect targets. */
  routes?: RouteObject[];
}

/** Renders routes as the app does (QueryClient, AuthProvider, router), with a fresh cache per test. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  if (options.signedIn) tokenStorage.save(testTokens);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([...routes, ...(options.routes ?? [])], {
    initialEntries: options.initialEntries ?? ['/'],
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function renderAt(path: string, element: ReactNode, options: RenderOptions = {}) {
  return renderRoutes([{ path, element }], { initialEntries: [path], ...options });
}

/** A stand-in page that shows where a redirect landed. */
export const landingProbe = (path: string, name: string): RouteObject => ({
  path,
  element: <h1>{name}</h1>,
});
