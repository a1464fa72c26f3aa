import { defineConfig } from 'vitest/config';

// One test run, three projects: pure unit tests, integration tests against the emulators
// (started once on free ports by the global setup), and the CDK synth tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts'],
          globalSetup: ['functions/src/local/test-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          testTimeout: 300_000,
        },
      },
    ],
  },
});
