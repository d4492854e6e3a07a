/** Types for the TypeScript callers of subset-fonts.mjs (its test). */
export const CORE_FONTS: { file: string; source: string; characters: string }[];
export const FONTS_DIR: string;
export function subsetCoreFonts(): Promise<{ file: string; bytes: Uint8Array }[]>;
