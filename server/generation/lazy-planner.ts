import type { GenerationEngine } from './engine';
import type * as PlannerEntry from './planner-entry';

/**
 * The planner's code and data (the part-of-speech tagger's model, the stemmers, the lexicons, the
 * world's cities) load on first use, not at start: they were most of a start's CPU, and the server
 * answers health, sign-in and pages without them. The server asks for them right after it listens
 * (`LazyEngine.load`), so a first plan rarely waits.
 */
export type Planner = typeof PlannerEntry;

let loading: Promise<Planner> | undefined;

export const loadPlanner = (): Promise<Planner> => (loading ??= import('./planner-entry'));

export interface LazyEngine extends GenerationEngine {
  /** Loads the planner and makes the engine now (its places probe starts then); idempotent. */
  load(): Promise<GenerationEngine>;
}

/** An engine made by `create` once the planner has loaded, on the first `load` or `generate`. */
export function lazyEngine(name: string, create: (planner: Planner) => GenerationEngine): LazyEngine {
  let engine: Promise<GenerationEngine> | undefined;
  const load = () => (engine ??= loadPlanner().then(create));
  return {
    name,
    load,
    generate: async (input, onProgress, signal) => (await load()).generate(input, onProgress, signal),
  };
}
