import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = dirname(fileURLToPath(import.meta.url));

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import and re-export of the server's own modules, by path below server/. */
function serverImports(): Import[] {
  return sourceFiles(SERVER).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^(import|export)(\s+type)?\s[^;]*?from\s+'(\.[^']+)'/gm)].map(
      ([, , typeOnly, specifier]) => ({
        from: relative(SERVER, file),
        to: relative(SERVER, resolve(dirname(file), specifier!)),
        typeOnly: Boolean(typeOnly),
      }),
    ),
  );
}

/** The top-level folder a module is in; a file at the top is a node of its own. */
const folderOf = (path: string) => path.split('/')[0]!;

function folderCycles(imports: Import[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (folderOf(from) === folderOf(to)) continue;
    edges.set(folderOf(from), (edges.get(folderOf(from)) ?? new Set()).add(folderOf(to)));
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (folder: string, path: string[]) => {
    if (path.includes(folder)) return void cycles.push([...path.slice(path.indexOf(folder)), folder]);
    if (done.has(folder)) return;
    for (const next of edges.get(folder) ?? []) visit(next, [...path, folder]);
    done.add(folder);
  };
  for (const folder of edges.keys()) visit(folder, []);
  return cycles;
}

describe('server folder dependencies', () => {
  const imports = serverImports();

  it('finds the imports it checks', () => {
    expect(imports).toContainEqual({
      from: 'app.ts',
      to: 'composition/date-planner',
      typeOnly: false,
    });
  });

  // Type-only imports are erased at build; the database schema takes its JSON columns' types from
  // the domains that own them, so those edges are left out here.
  it('has no folder that imports, at run time, a module that imports it back', () => {
    expect(folderCycles(imports.filter((edge) => !edge.typeOnly))).toEqual([]);
  });

  it('keeps subscriptions free of the date planner: the planner depends on the allowance, not back', () => {
    const back = imports.filter(
      ({ from, to }) => folderOf(from) === 'subscriptions' && folderOf(to) === 'date-planner',
    );
    expect(back).toEqual([]);
  });
});
