import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SCHEMA_MODULES } from './import-boundaries.js';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

const importOf = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('the import boundaries that npm test lints', () => {
  it('refuses a cross-feature import nobody listed, and accepts a listed one', async () => {
    const refused = await boundaryErrors(
      'src/features/auth/components/new-file.tsx',
      importOf('@/features/plans/api/plan-keys'),
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toContain('features/auth may not import other features');
    expect(
      await boundaryErrors(
        'src/features/dashboard/components/new-file.tsx',
        importOf('@/features/plans/api/plan-keys'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/features/plans/components/new-file.tsx',
        importOf('@/features/plans/api/plan-keys'),
      ),
    ).toEqual([]);
  });

  it('keeps features out of pages and the app, and shared code out of features', async () => {
    expect(
      await boundaryErrors('src/features/plans/new-file.ts', importOf('@/pages/my-dates-page')),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/features/plans/new-file.ts', importOf('@/app/router'))).toHaveLength(1);
    expect(
      await boundaryErrors('src/lib/new-file.ts', importOf('@/features/auth/auth-context')),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/components/ui/new-file.tsx', importOf('@/pages/landing-page')),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/pages/new-page.tsx', importOf('@/app/router'))).toHaveLength(1);
    expect(
      await boundaryErrors('src/pages/new-page.tsx', importOf('@/features/plans/api/plan-keys')),
    ).toEqual([]);
  });

  it('closes the relative back doors and keeps test helpers in tests', async () => {
    expect(
      await boundaryErrors(
        'src/features/auth/components/new-file.tsx',
        importOf('../../plans/api/plan-keys'),
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/features/plans/new-file.ts', importOf('@/testing/render'))).toHaveLength(
      1,
    );
    expect(await boundaryErrors('src/features/plans/new-file.test.ts', importOf('@/testing/render'))).toEqual(
      [],
    );
  });

  it('lets the server and the SPA share only contract/', async () => {
    expect(await boundaryErrors('server/new-file.ts', importOf('@/lib/api-client'))).toHaveLength(1);
    expect(
      await boundaryErrors('server/routes/new-file.ts', importOf('../../src/lib/api-client')),
    ).toHaveLength(1);
    expect(
      (await boundaryErrors('src/lib/new-file.ts', importOf('../../server/app'))).map(
        (error) => error.message,
      ),
    ).toContainEqual(expect.stringContaining('Nothing outside server/ imports it'));
    expect(await boundaryErrors('contract/new-file.ts', importOf('@/lib/api-client'))).toHaveLength(1);
    expect(await boundaryErrors('server/new-file.ts', importOf('@contract/date-plans'))).toEqual([]);
  });

  it('lets the SPA take the contract’s schemas as types only, and its plain values from the -constants modules', async () => {
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'src/features/plans/new-file.ts' });
      return (result?.messages ?? []).filter(
        (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
      );
    };
    const refused = await lint(importOf('@contract/date-plans'));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.message).toContain('-constants modules');
    expect(await lint(importOf('zod'))).toHaveLength(1);
    expect(
      await lint("import type { PlanDetail } from '@contract/date-plans';\nexport type Used = PlanDetail;\n"),
    ).toEqual([]);
    expect(await lint(importOf('@contract/date-plans-constants'))).toEqual([]);
  });

  it('knows every contract module that declares schemas', () => {
    const contract = new URL('../contract/', import.meta.url);
    const withZod = readdirSync(contract)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /from 'zod'/.test(readFileSync(new URL(file, contract), 'utf8')))
      .map((file) => file.slice(0, -3));
    expect(withZod.sort()).toEqual([...SCHEMA_MODULES].sort());
  });
});
