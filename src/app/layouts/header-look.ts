// The site header's two looks, in a module of their own: the boot script gives a page the app has not
// taken over yet the same solid header on scroll, without loading the header itself.

/** Spec: the header turns solid once the page has scrolled past 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** On the header element, so the boot script finds it. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';
export const HEADER_SOLID_CLASSES = ['bg-surface', 'py-2', 'shadow-md'] as const;
export const HEADER_CLEAR_CLASSES = ['bg-transparent', 'py-4'] as const;

/** The header's look for the page's scroll position (or an open menu). */
export const headerLookClasses = (solid: boolean) =>
  (solid ? HEADER_SOLID_CLASSES : HEADER_CLEAR_CLASSES).join(' ');

/**
 * Keeps the header of a page the app has not taken over solid while it is scrolled, as the app's
 * header is; returns the function that stops it.
 */
export function solidHeaderOnScroll(root: HTMLElement): () => void {
  const header = root.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`);
  if (!header) return () => {};
  const update = () => {
    const solid = window.scrollY > HEADER_SCROLL_THRESHOLD_PX;
    header.classList.remove(...(solid ? HEADER_CLEAR_CLASSES : HEADER_SOLID_CLASSES));
    header.classList.add(...(solid ? HEADER_SOLID_CLASSES : HEADER_CLEAR_CLASSES));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}
