import { SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';
import { APP_STYLESHEET_ATTRIBUTE, HYDRATE_ATTRIBUTE, HYDRATE_ON_INTERACTION } from '@contract/web-pages';
import { hydrateOnInteraction } from './hydrate-on-interaction';
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

/**
 * Starts the app on `root`. An empty root (a page the build did not prerender) gets the whole app at
 * once. A prerendered page is hydrated at once when it needs the app to be complete (its data, or a
 * member's session to show), and otherwise at the reader's first move.
 */
export function bootApp(root: HTMLElement) {
  if (!root.hasChildNodes()) {
    void loadApp().then(({ renderApp }) => renderApp(root));
    return;
  }
  fillToday(root);
  const hydrate = () =>
    Promise.all([loadApp(), loadStylesheet(root)]).then(([{ hydrateApp }]) => hydrateApp(root));
  const member = document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
  if (root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_ON_INTERACTION && !member) {
    hydrateOnInteraction(root, hydrate);
  } else void hydrate();
}
