/** Types for the TypeScript callers of reachable.mjs (the Vite config). */
export function reachable<T>(start: T, next: (node: T) => readonly T[]): Set<T>;
