import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { linguiCatalogues } from './web/i18n-catalogues.ts';

// One test run, five projects: pure unit tests, use cases in memory, integration tests against the
// emulators (one stack, started once on free ports by the global setup), the few integration files that
// must have that stack to themselves, and the CDK synth tests; the files of the first three that change
// shared state run apart, isolated (sharedAndIsolated). Timeouts are ceilings for a hung test on
// a busy two-core machine, never what a pass depends on: tests wait for what a person would see, and
// speed is measured by the bench scripts.
function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every test file's text, read once for the two searches by content below (ALONE, ISOLATED). */
const testFileTexts = ['shared', 'web/src', 'functions']
  .flatMap(testFilesUnder)
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

function testFilesWith(pattern: RegExp): string[] {
  return testFileTexts.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

/** Integration files that move the shared stack's test clock (POST /_dev/clock, through devClock),
 * stall the store, or replay every post in the table (the more the other files write meanwhile, the
 * longer: past its 180 s at load 36). A moved clock reaches every file running beside it: an inbox
 * read newest first came out of order when another file moved the clock ahead, then back, between
 * two of its posts. So a file that calls devClock is found by what it contains, as ISOLATED's are,
 * and runs alone without anyone listing it. */
const MOVES_CLOCK = /\bdevClock\(/;
const ALONE = [
  'functions/src/api-tests/support-replay.test.ts',
  'functions/src/api-tests/stalled-store.test.ts',
  ...testFilesWith(MOVES_CLOCK).filter((file) => file.startsWith('functions/')),
];

/** What a test file does that another file in the same module graph would see: a module mock, a stubbed
 * variable or global, a spy, fake timers, an environment variable set by hand or by a helper that does
 * (startProductionFront: the production rate limits for the rest of the file). */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|spyOn|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|\bstartProductionFront\b/;

/** The files that keep Vitest's isolation (a fresh module graph each), found by what they contain, so a
 * new test that mocks is isolated without anyone listing it. */
const ISOLATED = testFilesWith(CHANGES_SHARED_STATE);

/** A project's files in two sets: those that change nothing shared run in one module graph per worker
 * (the SDK, React, sharp and the stack's helpers imported once per worker, not once per file: 55 s of
 * the integration files' 205 s and 19 of the unit and use-case files' 33 s, on two cores), and those of
 * ISOLATED under `roots` keep their isolation, as the project `isolated-<name>`. */
function sharedAndIsolated(
  project: TestProjectInlineConfiguration,
  roots: string[],
): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  const exclude = test.exclude ?? configDefaults.exclude;
  const isolated = ISOLATED.filter((file) => roots.some((root) => file.startsWith(root)));
  const shared = { ...project, test: { ...test, isolate: false, exclude: [...exclude, ...isolated] } };
  if (isolated.length === 0) return [shared];
  return [
    shared,
    { ...project, test: { ...test, name: `isolated-${test.name}`, include: isolated, exclude } },
  ];
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1), so every file ran after the one before,
    // and an integration file waiting on the stack left a core idle. Two: the stack's emulators and
    // handlers run in the main process and Java, so a second worker fills the waits.
    maxWorkers: 2,
    projects: [
      ...sharedAndIsolated(
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
        ['shared/', 'web/src/'],
      ),
      ...sharedAndIsolated(
        {
          // The use cases on the in-memory event store and a fake clock: no emulator needed.
          test: {
            name: 'app',
            include: ['functions/src/app/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
          },
        },
        ['functions/src/app/'],
      ),
      ...sharedAndIsolated(
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
            // others' (another file may write between two reads). The isolated ones share the stack too
            // (test-stack.ts keeps one for every project that asks).
          },
        },
        ['functions/'],
      ),
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
