import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter, loadRoutesFor } from './app/router';
// Self-hosted fonts from npm: nothing is loaded from a font CDN.
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@fontsource/fraunces/700.css';
import './index.css';
import { applyTheme, storedTheme } from './lib/theme';

// Before the first render, so a dark-mode member never sees a light flash.
applyTheme(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const renderApp = () => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

// A prerendered public page (scripts/prerender.mjs) is taken over where it stands, once the modules its
// route needs are in; any other page is rendered from the empty root.
if (root.hasChildNodes()) {
  await loadRoutesFor(window.location.pathname);
  hydrateRoot(root, renderApp());
} else {
  createRoot(root).render(renderApp());
}
