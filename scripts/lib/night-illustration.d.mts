/** Types for the TypeScript callers of night-illustration.mjs (its test). */
export const NIGHT_PALETTE: Readonly<Record<string, string>>;
export function isNightScene(svg: string): boolean;
export function toNight(svg: string): string;
