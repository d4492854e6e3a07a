/**
 * Focuses a field with a problem and brings it to the middle of the screen: the browser's own scroll
 * on focus stops at the top edge, where the fixed header hides the field and its label.
 */
export function focusField(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.focus({ preventScroll: true });
  // jsdom has no scrolling.
  field.scrollIntoView?.({ block: 'center' });
}
