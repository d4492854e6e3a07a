import type { GenerationEngine } from './engine';
import { createOfflineEngine } from './engines/offline-engine';
import { createOpenAiEngine } from './engines/openai-engine';

export interface EngineOptions {
  kind: 'offline' | 'openai';
  /** Pause between the offline engine's progress messages. */
  delayMs?: number;
  llm?: { baseUrl: string; apiKey: string; model: string };
}

export function createEngine(options: EngineOptions): GenerationEngine {
  const offline = createOfflineEngine({ delayMs: options.delayMs });
  if (options.kind === 'openai' && options.llm)
    return createOpenAiEngine({ ...options.llm, fallback: offline });
  return offline;
}
