import { defineConfig } from 'vitest/config';

// One test run, three projects: pure unit tests, integration tests against the emulators
// (started once on free ports by the global setup), and the CDK synth tests. Timeouts are ceilings
// for a hung test on a busy two-core machine, never what a pass depends on: tests wait for what a
// person would see, and speed is measured by the bench scripts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Vitest's 5 s default is tight for a React render or a property test when the cores are taken.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts'],
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
