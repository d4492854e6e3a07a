import { chosenEngine, type GenerationEngine } from './engine';
import type { PlacesProvider } from './places/venue';
import { createOfflineEngine } from './engines/offline-engine';
import { createOpenAiEngine } from './engines/openai-engine';

export interface EngineOptions {
  kind: 'offline' | 'openai';
  /** Pause between the offline engine's progress messages. */
  delayMs?: number;
  llm?: { baseUrl: string; apiKey: string; model: string };
  /** Live venues from OpenStreetMap (PLACES_PROVIDER=osm); absent, stops stay kinds of place. */
  places?: PlacesProvider;
}

export function createEngine(options: EngineOptions): GenerationEngine {
  const offline = createOfflineEngine({ delayMs: options.delayMs, places: options.places });
  if (chosenEngine(options.kind, options.llm) === 'openai' && options.llm)
    return createOpenAiEngine({ ...options.llm, fallback: offline });
  return offline;
}
