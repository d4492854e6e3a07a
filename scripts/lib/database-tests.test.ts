import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.mjs';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'database-tests-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('databaseTestFiles', () => {
  it('finds the tests whose run-time imports reach the database opener, through any depth and cycle', () => {
    const root = project({
      'server/db/client.ts': 'export const openDatabase = 1;',
      'server/testing/test-app.ts': "import { openDatabase } from '../db/client';",
      'server/fuzz/target.ts': "import { a } from './cycle';\nexport const b = 1;",
      'server/fuzz/cycle.ts': "import { b } from './target';\nimport { x } from '../testing/test-app';",
      'server/routes/fuzz.test.ts': "import { b } from '../fuzz/target';",
      'server/routes/me.test.ts': "const app = await import('../testing/test-app');",
      'server/generation/plan.test.ts': "import { plan } from './plan';",
      'server/generation/plan.ts':
        "import type { Db } from '../db/client';\nexport type { Db } from '../db/client';",
      'eval/checks.test.ts': "import { plan } from '../server/generation/plan';",
    });
    expect(databaseTestFiles(root).sort()).toEqual([
      'server/routes/fuzz.test.ts',
      'server/routes/me.test.ts',
    ]);
  });

  it('on this repository, keeps the route and session tests and leaves the engine out', () => {
    const files = databaseTestFiles(new URL('../../', import.meta.url).pathname);
    expect(files).toContain('server/routes/security/sessions.test.ts');
    expect(files).toContain('server/routes/security/fuzz.test.ts');
    expect(files).toContain('server/generation/places/places-cache.test.ts');
    expect(files).not.toContain('server/generation/understand/understand.test.ts');
    expect(files).not.toContain('server/generation/generated-descriptions.test.ts');
  });
});
