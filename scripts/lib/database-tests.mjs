// Which test files open a database: those that reach, through their run-time imports, the module that
// opens one. Only they run a second time on PostgreSQL; the rest (the planning engine's hundreds of
// files, pure functions of their input) would prove nothing new there and cost minutes of CI.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const DATABASE_OPENER = 'server/db/client.ts';
const TEST_FOLDERS = ['server', 'contract', 'eval', 'eslint', 'scripts'];
// Run-time imports only: `import type` and `export type` are erased and open nothing.
const SPECIFIERS =
  /(?:^|\n)\s*(?:import|export)(?!\s+type\s)[^;'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s+'([^']+)'/g;

function testFiles(root, folder) {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    const child = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(join(root, child)).isDirectory()) return testFiles(root, child);
    return name.endsWith('.test.ts') ? [child] : [];
  });
}

function resolveImport(root, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(root, from)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.mts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return null;
}

function importsOf(root, file) {
  const source = readFileSync(join(root, file), 'utf8');
  return [...source.matchAll(SPECIFIERS)]
    .map((match) => resolveImport(root, file, match[1] ?? match[2] ?? match[3]))
    .filter((next) => next !== null);
}

/** The test files (paths from `root`) whose run-time imports reach the database opener. */
export function databaseTestFiles(root) {
  const tests = TEST_FOLDERS.flatMap((folder) => testFiles(root, folder));
  const importers = new Map();
  const seen = new Set();
  const queue = [...tests];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(root, file)) {
      importers.set(next, [...(importers.get(next) ?? []), file]);
      queue.push(next);
    }
  }
  // Walked back from the opener, so an import cycle cannot hide a path to it.
  const reaching = new Set([DATABASE_OPENER]);
  const back = [DATABASE_OPENER];
  while (back.length) {
    for (const importer of importers.get(back.pop()) ?? []) {
      if (!reaching.has(importer)) reaching.add(importer) && back.push(importer);
    }
  }
  return tests.filter((file) => reaching.has(file));
}
