// Data a page's first HTML carries for the app, in `<script type="application/json">` elements: the
// browser never runs them (so the page's script policy allows them) and the app reads them at once.

/**
 * JSON that is inert inside a <script> element: `<` never appears, so a title holding
 * `</script><script>…` cannot end the element, and `<!--` cannot open a comment. U+2028 and U+2029
 * are escaped too, for parsers that still treat them as line ends.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element carrying `value` under `id`, for a page's <head>. */
export const jsonDataElement = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/** The value a page's HTML carries under `id` (as `jsonDataElement` wrote it), or undefined. */
export function jsonDataIn(html: string, id: string): unknown {
  const open = `<script type="application/json" id="${id}">`;
  const start = html.indexOf(open);
  if (start === -1) return undefined;
  const end = html.indexOf('</script>', start + open.length);
  if (end === -1) return undefined;
  try {
    return JSON.parse(html.slice(start + open.length, end)) as unknown;
  } catch {
    return undefined;
  }
}
