/**
 * The data the page's first HTML carries under `id` (a `<script type="application/json">` the server
 * or the build put there), or undefined when it has none, it is not JSON, or there is no page (the
 * build's prerender).
 */
export function readEmbeddedData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
