import { defineConfig } from 'vitest/config';
import { linguiCatalogues } from './web/i18n-catalogues.ts';

// One test run, five projects: pure unit tests, use cases in memory, integration tests against the
// emulators (one stack, started once on free ports by the global setup), the few integration files that
// must have that stack to themselves, and the CDK synth tests. Timeouts are ceilings for a hung test on
// a busy two-core machine, never what a pass depends on: tests wait for what a person would see, and
// speed is measured by the bench scripts.
/** Integration files that move the shared stack's test clock, stall the store, or replay every post in
 * the table (the more the other files write meanwhile, the longer: past its 180 s at load 36). */
const ALONE = [
  'functions/src/api-tests/support-replay.test.ts',
  'functions/src/api-tests/timers.test.ts',
  'functions/src/api-tests/emails-in-languages.test.ts',
  'functions/src/api-tests/stalled-store.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1), so every file ran after the one before,
    // and an integration file waiting on the stack left a core idle. Two: the stack's emulators and
    // handlers run in the main process and Java, so a second worker fills the waits.
    maxWorkers: 2,
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
          exclude: ['functions/src/app/**', ...ALONE],
          globalSetup: ['functions/src/local/test-stack.ts'],
          // Replaying every post in the table took 30 s at load 5 and 60 s at load 50 on two cores.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Side by side on the one shared stack: every file makes its own members, posts and messages,
          // and a check on a shared list (explore, the wall, the inbox) looks for its own among the
          // others' (another file may write between two reads).
        },
      },
      {
        test: {
          name: 'integration-alone',
          include: ALONE,
          globalSetup: ['functions/src/local/test-stack.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // These move the shared stack's clock (a sweep would lapse other files' offers), freeze
          // DynamoDB Local or read the whole table: one at a time, after every other file has finished.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          // One module graph per worker, so files asking for the same synth share it (test-app.ts):
          // twelve synths of the default app became one per worker. The files read the templates and
          // restore the environment variables they set.
          isolate: false,
          testTimeout: 300_000,
          // Hooks synthesise the app (seconds, more when the machine is busy).
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
