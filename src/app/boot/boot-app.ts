import { SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';
import {
  APP_STYLESHEET_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  HYDRATE_BY_REPLACING,
  HYDRATE_ON_INTERACTION,
  ROUTE_MODULES_ATTRIBUTE,
} from '@contract/web-pages';
import { hydrateOnInteraction } from './hydrate-on-interaction';
import { restoreStoredFields } from '@/lib/stored-fields';
import { fillToday } from '@/lib/today';

const loadApp = () => import('../start-app');

/**
 * The app's whole stylesheet, for a prerendered page that carries only its own CSS: added to the page
 * and waited for, so nothing the app draws once it is there (a menu, a dialog) is ever unstyled.
 */
function loadStylesheet(root: HTMLElement): Promise<void> {
  const href = root.getAttribute(APP_STYLESHEET_ATTRIBUTE);
  if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    // A stylesheet that cannot load must not keep the app from the page.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  document.head.append(link);
  return loaded;
}

/** Fetches the page's own modules (named on a frame's root) alongside the app's. */
function preloadRouteModules(root: HTMLElement) {
  for (const href of root.getAttribute(ROUTE_MODULES_ATTRIBUTE)?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves once the page as it arrived is on screen: after the next frame (at once in a hidden tab). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Starts the app on `root`. An empty root (a page the build did not prerender) and a frame the app
 * draws over (a shared plan's) get the whole app at once. A prerendered page is hydrated at once when it needs the app to be complete (its data, or a
 * member's session to show), and otherwise at the reader's first move.
 */
export function bootApp(root: HTMLElement) {
  fillToday(root);
  if (!root.hasChildNodes()) {
    void loadApp().then(({ renderApp }) => renderApp(root));
    return;
  }
  if (root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_BY_REPLACING) {
    // The frame is painted first: a phone can take a second to run the app, and the reader would
    // otherwise see nothing until it has.
    void afterFirstPaint()
      .then(() => {
        preloadRouteModules(root);
        return Promise.all([loadApp(), loadStylesheet(root)]);
      })
      .then(([{ renderApp }]) => renderApp(root));
    return;
  }
  restoreStoredFields(root);
  const hydrate = () =>
    Promise.all([loadApp(), loadStylesheet(root)]).then(([{ hydrateApp }]) => hydrateApp(root));
  const member = document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
  if (root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_ON_INTERACTION && !member) {
    hydrateOnInteraction(root, hydrate);
  } else void hydrate();
}
