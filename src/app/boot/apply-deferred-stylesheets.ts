import { DEFERRED_STYLESHEET_ATTRIBUTE } from '@contract/web-pages';

/**
 * Applies the full stylesheet a prerendered page fetched as a preload (scripts/lib/critical-css.mjs):
 * its first paint had what it needed inline, and the app's own screens (dialogs, toasts, the pages it
 * draws later) need the rest.
 */
export function applyDeferredStylesheets(doc: Document = document) {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)) {
    link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
    link.rel = 'stylesheet';
  }
}
