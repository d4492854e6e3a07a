/** Types for the TypeScript tests of critical-css.mjs. */
export function deferStylesheets(html: string, attribute: string): string;
export function criticalCssInliner(
  distDir: string,
  keep: RegExp[],
  deferredAttribute: string,
): (html: string) => Promise<string>;
