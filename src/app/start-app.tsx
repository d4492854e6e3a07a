import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { followSystemTheme } from '@/lib/theme';
import { createAppRouter, loadRoutesFor } from './router';

/**
 * Calls `onReady` once the app's first render is on the page, its event handlers attached. It wraps
 * the router instead of standing beside it: a sibling would change every `useId` below, and the ids
 * the prerendered HTML carries (a dialog's aria-labelledby) would no longer match the app's.
 */
function ReadySignal({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

const app = (onReady: () => void = () => {}, prerendered = false) => (
  <StrictMode>
    <AppProviders>
      <ReadySignal onReady={onReady}>
        <RouterProvider router={createAppRouter({ prerendered })} />
      </ReadySignal>
    </AppProviders>
  </StrictMode>
);

/**
 * The whole app, rendered into an empty root (every page that was not prerendered) or over a page the
 * server wrote without React (a shared plan's), which React clears in the same commit that draws the
 * page; resolves once it has. Over such a page the route's modules come first, or the router's loading
 * spinner would replace it for a moment. A transition: React renders in slices, so a large page does
 * not hold the main thread in one piece.
 */
export async function renderApp(root: HTMLElement): Promise<void> {
  followSystemTheme();
  if (root.hasChildNodes()) await loadRoutesFor(window.location.pathname);
  return new Promise((resolve) => {
    startTransition(() => {
      createRoot(root).render(app(resolve));
    });
  });
}

/**
 * Takes a prerendered page over where it stands, once the modules its route needs are in; resolves
 * when it is the app's, so what the reader did before that can be handed to it.
 */
export async function hydrateApp(root: HTMLElement): Promise<void> {
  followSystemTheme();
  await loadRoutesFor(window.location.pathname);
  return new Promise((resolve) => {
    // A transition: React hydrates in slices and the page stays responsive while it does.
    startTransition(() => {
      hydrateRoot(root, app(resolve, true));
    });
  });
}
