/** Types for the TypeScript callers of chromium.mjs (Playwright's config, the web benchmark). */
export function chromiumPath(): string;
export const CHROMIUM_FLAGS: readonly string[];
