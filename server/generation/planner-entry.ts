/**
 * Everything the rest of the server uses from the planner, behind one door (`loadPlanner` in
 * lazy-planner.ts) so that the compiled server keeps it in a chunk of its own, loaded after listening.
 */
export { createEngine } from './create-engine';
export { createLivePlaces } from './places/live-places';
export { planOffline, warmUpPlannerInTurns } from './pipeline';
export { swapOptions } from './swap/swap-stop';
export { isRefusal, understand } from './understand/understand';
export { CURATED_CITIES } from './world/gazetteer';
