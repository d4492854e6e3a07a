import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The planning engine's tests, run without isolation (the 'engine' project below); an engine test that
 * mocks a module is named *.isolated.test.ts and runs in the server project, so no mock leaks.
 */
const ENGINE_SHARED = ['server/generation/**/!(*.isolated).test.ts', 'eval/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup-tests.ts'],
            // Each file spends seconds building its jsdom and imports before a test runs; vitest's
            // default (one worker fewer than the cores) ran them one at a time on a 2-core CI host.
            maxWorkers: 2,
            // Projects with different worker limits must run as separate groups (vitest 4).
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: [
              'server/**/*.test.ts',
              'contract/**/*.test.ts',
              'eval/**/*.test.ts',
              'eslint/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ENGINE_SHARED,
            testTimeout: 20_000,
            hookTimeout: 60_000,
            pool: 'forks',
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            // The planning engine's tests are pure functions of their input over the same world data:
            // one module registry per worker loads that data once, not once for each of ~160 files.
            name: 'engine',
            environment: 'node',
            include: ENGINE_SHARED,
            testTimeout: 20_000,
            pool: 'forks',
            isolate: false,
            maxWorkers: 2,
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  }),
);
