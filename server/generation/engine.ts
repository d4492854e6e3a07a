import type { PlanData } from '../../contract/date-plans';

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

export interface GenerationEngine {
  readonly name: string;
  generate(
    input: GenerationInput,
    onProgress: (progress: EngineProgress) => Promise<void> | void,
    signal?: AbortSignal,
  ): Promise<PlanData>;
}
