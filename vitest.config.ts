import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './web/i18n-catalogues.ts';

// One test run, four projects: pure unit tests, use cases in memory, integration tests against the emulators
// (started once on free ports by the global setup), and the CDK synth tests. Timeouts are ceilings
// for a hung test on a busy two-core machine, never what a pass depends on: tests wait for what a
// person would see, and speed is measured by the bench scripts.
export default defineConfig({
  test: {
    projects: [
      {
        // The web's catalogues as the build compiles them (web/src/i18n/i18n.ts imports them).
        plugins: [linguiCatalogues()],
        test: {
          name: 'unit',
          setupFiles: ['web/src/lib/i18n/test-setup.ts'],
          include: ['shared/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Vitest's 5 s default is tight for a React render or a property test when the cores are taken.
          testTimeout: 30_000,
        },
      },
      {
        // The use cases on the in-memory event store and a fake clock: no emulator needed.
        test: {
          name: 'app',
          include: ['functions/src/app/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts'],
          exclude: ['functions/src/app/**'],
          globalSetup: ['functions/src/local/test-stack.ts'],
          // Replaying every post in the table took 30 s at load 5 and 60 s at load 50 on two cores.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          testTimeout: 300_000,
          // Hooks synthesise the app (seconds, more when the machine is busy).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
