import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from './build-server.mjs';

/** Every source file a started server evaluates before it listens: the entry and its static imports. */
function loadedAtStart(metafile: Metafile): string[] {
  const entry = Object.keys(metafile.outputs).find((path) => path.endsWith('/index.mjs'))!;
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const { path, kind } of metafile.outputs[output]!.imports)
      if (kind === 'import-statement' && metafile.outputs[path]) visit(path);
  };
  visit(entry);
  return [...seen].flatMap((output) => Object.keys(metafile.outputs[output]!.inputs));
}

describe('the compiled server', () => {
  it('leaves the planner (tagger, stemmers, lexicons, world) out of what loads before listening', async () => {
    const { metafile } = await build({ ...serverBuildOptions, metafile: true, sourcemap: false });
    const inputs = loadedAtStart(metafile);
    expect(inputs.some((path) => path.includes('server/routes/'))).toBe(true);
    expect(inputs.some((path) => path.includes('node_modules/fastify/'))).toBe(true);
    for (const heavy of [
      'node_modules/compromise/',
      'node_modules/snowball-stemmers/',
      'server/generation/understand/understand.ts',
      'server/generation/compose/',
    ])
      expect(inputs.filter((path) => path.includes(heavy))).toEqual([]);
    // ...and the planner is still in the build, for after.
    expect(Object.keys(metafile.inputs).some((path) => path.includes('node_modules/compromise/'))).toBe(true);
  });
});
