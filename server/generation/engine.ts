import type { PlanData } from '@contract/date-plans';
import type { Draft } from './draft';

/** The city a request's `user_preferences.city` names, when it is a non-empty string. */
export const preferredCity = (preferences: Record<string, unknown>) =>
  typeof preferences.city === 'string' && preferences.city.trim() ? preferences.city.trim() : undefined;

/** The engine `createEngine` makes for these settings: the language model only when one is configured. */
export const chosenEngine = (kind: 'offline' | 'openai', llm: unknown): 'offline' | 'openai' =>
  kind === 'openai' && llm ? 'openai' : 'offline';

export interface GenerationInput {
  query: string;
  preferences: Record<string, unknown>;
  /** Another version of the same description; 0 for the first. */
  variant?: number;
}

export interface EngineProgress {
  stage: 'think' | 'act' | 'observe' | 'final';
  message: string;
  percentage: number;
  title?: string;
  theme?: string;
  images?: string[];
  stepCount?: number;
}

/** A written plan and the draft it was written from, kept so one stop can be swapped later. */
export interface GeneratedPlan {
  plan: PlanData;
  /** Null when the plan was not composed from a draft the engine can read back. */
  draft: Draft | null;
  /** The planner's "now", for relative days and the sunset. */
  plannedAt: Date;
}

export interface GenerationEngine {
  readonly name: string;
  generate(
    input: GenerationInput,
    onProgress: (progress: EngineProgress) => Promise<void> | void,
    signal?: AbortSignal,
  ): Promise<GeneratedPlan>;
}
