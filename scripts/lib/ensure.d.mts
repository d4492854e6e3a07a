/** Types for the TypeScript callers of ensure.mjs (the benchmarks). */
export function ensureDependencies(): Promise<void>;
export function ensureBuild(): Promise<void>;
export function ensureServerBuild(): Promise<void>;
export function ensureChromium(
  path: string,
  options?: { canInstall?: boolean; install?: () => Promise<void> },
): Promise<string | null>;
export function findTestDatabase(): Promise<string | null>;
