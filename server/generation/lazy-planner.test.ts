import { describe, expect, it, vi } from 'vitest';
import type { GenerationEngine } from './engine';
import { lazyEngine, loadPlanner, type Planner } from './lazy-planner';

describe('the planner behind its door', () => {
  it('loads once, however many ask at the same moment', async () => {
    const [first, second] = await Promise.all([loadPlanner(), loadPlanner()]);
    expect(first).toBe(second);
    expect(typeof first.planOffline).toBe('function');
  });

  it('makes the engine once, on the first load or plan, and plans with it', async () => {
    const made: GenerationEngine = {
      name: 'fake',
      generate: vi.fn(async () => ({ plan: {} as never, draft: null, plannedAt: new Date(0) })),
    };
    const create = vi.fn((_planner: Planner) => made);
    const engine = lazyEngine('offline', create);
    expect(engine.name).toBe('offline');
    expect(create).not.toHaveBeenCalled();
    await Promise.all([engine.load(), engine.load()]);
    const result = await engine.generate({ query: 'a walk', preferences: {} }, () => {});
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0].createEngine).toBeTypeOf('function');
    expect(result.plannedAt).toEqual(new Date(0));
    expect(made.generate).toHaveBeenCalledWith(
      { query: 'a walk', preferences: {} },
      expect.any(Function),
      undefined,
    );
  });
});
