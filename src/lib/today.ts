/** The attribute of an element that shows today's date, which the build could not know. */
export const TODAY_ATTRIBUTE = 'data-today';

/** Today as the app writes it ('November 23, 2026'), without a date library on the first load. */
export const todayText = (now = new Date()) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(now);

/** Writes today's date into the prerendered page, before the app (which renders the same) is there. */
export function fillToday(root: ParentNode, now = new Date()) {
  for (const element of root.querySelectorAll(`[${TODAY_ATTRIBUTE}]`)) element.textContent = todayText(now);
}
