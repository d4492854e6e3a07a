import { EARLY_HELD_GLOBAL, SESSION_HINT_ATTRIBUTE } from '@contract/first-paint';
import {
  APP_STYLESHEET_ATTRIBUTE,
  HYDRATE_ATTRIBUTE,
  HYDRATE_BY_REPLACING,
  HYDRATE_ON_INTERACTION,
  ROUTE_MODULES_ATTRIBUTE,
} from '@contract/web-pages';
import { holdFor, hydrateOnInteraction, replayHeld } from './hydrate-on-interaction';
import { solidHeaderOnScroll } from '../layouts/header-look';
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

/** The press or form the first-paint script held before this script ran (the last one); it holds no more. */
function takeEarlyPress(): Element | undefined {
  const held = (window as unknown as Record<string, (Element[] & { stop?: () => void }) | undefined>)[
    EARLY_HELD_GLOBAL
  ];
  held?.stop?.();
  return held?.at(-1);
}

/**
 * Starts the app on `root`. An empty root (a page the build did not prerender) gets the whole app at
 * once. A page complete as HTML, prerendered or a shared plan the server wrote, is taken over at the
 * reader's first move, or at once when it needs the app to be complete (its data, or a member's
 * session to show). A shared plan's page is read by scrolling: that alone loads nothing.
 */
export function bootApp(root: HTMLElement) {
  const early = takeEarlyPress();
  fillToday(root);
  if (!root.hasChildNodes()) {
    void loadApp().then(({ renderApp }) => renderApp(root));
    return;
  }
  const member = document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
  const replacing = root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_BY_REPLACING;
  if (!replacing) restoreStoredFields(root);
  const stopHeader = replacing ? solidHeaderOnScroll(root) : () => {};
  const takeOver = replacing
    ? () => {
        preloadRouteModules(root);
        return Promise.all([loadApp(), loadStylesheet(root)])
          .then(([{ renderApp }]) => renderApp(root))
          .then(stopHeader);
      }
    : () => Promise.all([loadApp(), loadStylesheet(root)]).then(([{ hydrateApp }]) => hydrateApp(root));
  const waits = replacing || root.getAttribute(HYDRATE_ATTRIBUTE) === HYDRATE_ON_INTERACTION;
  if (waits && !member) {
    hydrateOnInteraction(root, takeOver, { startsOnScroll: !replacing, held: early });
  } else {
    const held = holdFor(root, early);
    void takeOver().then(() => replayHeld(root, held));
  }
}
