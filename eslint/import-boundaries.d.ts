/** Types for the TypeScript callers of import-boundaries.js (its test). */
import type { Linter } from 'eslint';

export const FEATURE_IMPORTS: Record<string, string[]>;
export const SCHEMA_MODULES: string[];
export const importBoundaries: Linter.Config[];
