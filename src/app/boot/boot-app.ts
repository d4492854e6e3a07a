import { SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';
import { HYDRATE_ATTRIBUTE, HYDRATE_ON_INTERACTION } from '@contract/web-pages';
import { hydrateOnInteraction } from './hydrate-on-interaction';
import { fillToday } from '@/lib/today';

const loadApp = () => import('../start-app');

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
  const hydrate = () => loadApp().then(({ hydrateApp }) => hydrateApp(root));
  const member = document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
  if (root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_ON_INTERACTION && !member) {
    hydrateOnInteraction(root, hydrate);
  } else void hydrate();
}
