// `npm test` after the browser check and Biome: the typecheck, the web build and the e2e stack's start
// side by side, Vitest once the build is written, then Playwright against the stack already started.
// Run one after the other (as `npm run typecheck && vitest run && npm run e2e` did), a core sat idle for
// most of tsc's half minute (TypeScript 5.9, one thread; 7's native tsc takes seconds), and the web build and the e2e stack's start (a core each,
// about 20 s together) came after Vitest's last file. The run still stops at the first failure:
// a type error stops Vitest at once; the e2e stack is stopped, and its data deleted, however it ends.
// `npm run e2e` alone is unchanged (it builds and lets Playwright start the stack).

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AWS_CALLS_FILE_ENV } from '@bookwish/shared/storage/aws-calls';
import { type CpuShare, cpuShare, describeRun, describeShare, readCpuTimes } from './machine-cpu.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const bin = (name: string) => path.join(REPO_ROOT, 'node_modules', '.bin', name);
/** As long as Playwright's webServer waited for the same stack (web/playwright.config.ts). */
const STACK_READY_TIMEOUT_MS = 180_000;
/** Enough of a failed page's snapshot to see its form and alerts, not a whole list page. */
const SNAPSHOT_CHARS = 6_000;

interface Finished {
  code: number;
  output: string;
}

interface Job {
  name: string;
  child: ChildProcess;
  done: Promise<Finished>;
}

const running = new Set<Job>();
/** Set once the run ends, well or not: a job stopped then is no failure of its own. */
let stopping = false;
/** Each phase's wall time, and how busy the machine's cores were meanwhile (all of it, phases side by
 * side included). */
const phases: [string, number, CpuShare | undefined][] = [];
/** One core's speed before anything starts, in ms: 400 MB through SHA-256, then a plain loop. The same
 * machine ran the same tree's `npm test` in 510 s and in 680 s, hours apart, as its CPU's speed
 * changed: printed beside the phases, this tells a slower run of the code from a slower machine. */
function speedProbe(): number {
  const megabyte = Buffer.alloc(1 << 20, 7);
  const began = performance.now();
  for (let i = 0; i < 400; i++) createHash('sha256').update(megabyte).digest();
  let sum = 0;
  for (let i = 0; i < 3e8; i++) sum += i % 7;
  // The sum is used, so the loop is never optimised away.
  return Math.round(performance.now() - began) + (sum < 0 ? 1 : 0);
}
const probe = speedProbe();
const t0 = Date.now();
const cpuAtStart = readCpuTimes();
const seconds = (from: number) => Math.round((Date.now() - from) / 1000);

/** A phase begins now; calling what this returns ends it, with its wall time and the machine's share busy. */
function beginPhase(name: string): () => void {
  const began = Date.now();
  const cpuAtBegin = readCpuTimes();
  return () => {
    phases.push([name, seconds(began), cpuShare(cpuAtBegin, readCpuTimes())]);
  };
}

/** A command in its own process group (so stopping it stops what it started); its output is either
 * passed through as it comes or kept to print as one block, so side-by-side jobs do not interleave. */
function start(
  name: string,
  command: string,
  args: string[],
  options: { live: boolean; env?: object; timed?: boolean },
): Job {
  const endPhase = options.timed === false ? undefined : beginPhase(name);
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.live ? 'inherit' : 'pipe', options.live ? 'inherit' : 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const job: Job = {
    name,
    child,
    done: new Promise((resolve) => {
      child.on('error', (error) => resolve({ code: 127, output: `${output}${error.message}\n` }));
      child.on('close', (code, signal) => {
        running.delete(job);
        endPhase?.();
        resolve({ code: code ?? (signal ? 128 : 1), output });
      });
    }),
  };
  running.add(job);
  return job;
}

function signalGroup(job: Job, signal: NodeJS.Signals): void {
  if (job.child.pid === undefined || job.child.exitCode !== null) return;
  try {
    process.kill(-job.child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM to every job still running (the e2e stack stops its emulators and deletes its data),
 * SIGKILL to what is left after 15 s. */
async function stopAll(): Promise<void> {
  stopping = true;
  const left = [...running];
  for (const job of left) signalGroup(job, 'SIGTERM');
  const force = setTimeout(() => {
    for (const job of left) signalGroup(job, 'SIGKILL');
  }, 15_000);
  await Promise.all(left.map((job) => job.done));
  clearTimeout(force);
}

/** Stops everything, prints why and exits; a second failure while stopping (a job stopped by the first)
 * waits for the first's exit. */
async function fail(job: string, finished: Finished): Promise<never> {
  if (stopping) return new Promise<never>(() => undefined);
  await stopAll();
  if (finished.output) process.stdout.write(finished.output);
  console.error(`\n${job} failed (exit ${finished.code}); the run stops here.`);
  process.exit(finished.code || 1);
}

/** The e2e stack (functions/src/local/e2e-server.ts on a free port) and the URL it prints when ready.
 * Not ready in time, it is stopped, which fails the run at once. */
function startE2eStack(): { job: Job; url: Promise<string> } {
  const job = start('e2e stack', bin('tsx'), ['functions/src/local/e2e-server.ts'], {
    live: false,
    env: { PORT: '0', E2E_QUIET: '1' },
    timed: false,
  });
  const endPhase = beginPhase('e2e stack start');
  const timer = setTimeout(() => {
    console.error(`The e2e stack was not ready within ${STACK_READY_TIMEOUT_MS / 1000} s.`);
    signalGroup(job, 'SIGTERM');
  }, STACK_READY_TIMEOUT_MS);
  const url = new Promise<string>((resolve) => {
    let seen = '';
    job.child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const found = /Bookwish e2e stack ready at (https?:\/\/[^\s/]+)/.exec(seen)?.[1];
      if (found) {
        clearTimeout(timer);
        endPhase();
        resolve(found);
      }
    });
  });
  void job.done.then(() => clearTimeout(timer));
  return { job, url };
}

// Every AWS call the functions make in the integration and browser suites, per function: the stacks
// they start inherit this, and the last phase evaluates each call against its function's role.
const awsCalls = path.join(tmpdir(), `bookwish-aws-calls-${process.pid}.jsonl`);
rmSync(awsCalls, { force: true });
process.env[AWS_CALLS_FILE_ENV] = awsCalls;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

const typecheck = start('typecheck (tsc)', bin('tsc'), ['-p', 'tsconfig.json'], { live: false });
const build = start('web build (vite)', 'npm', ['run', 'build', '-w', '@bookwish/web'], { live: false });
const stack = startE2eStack();

// A type error or a broken stack stops the run whatever else is running then.
const STACK = 'The e2e stack (functions/src/local/e2e-server.ts)';
void typecheck.done.then((finished) => finished.code === 0 || fail('npm run typecheck', finished));
void stack.job.done.then((finished) => fail(STACK, finished));

// Vitest reads web/dist (the infra synth's site assets, the front's SPA): only once it is written.
const built = await build.done;
process.stdout.write(built.output);
if (built.code !== 0) await fail('npm run build -w @bookwish/web', built);

// Vitest as one run, its two workers on the two cores, except the few files that must have an emulator
// stack to themselves (they move its clock, stall DynamoDB Local or replay the whole table: ALONE in
// vitest.config.ts): at the end of one run they took its last 35 s on one core while the other sat
// idle, so they run in a second Vitest beside it, one at a time, on a stack of their own (their waits
// leave the cores to the first).
// Two runs of two workers each side by side measured slower on a quiet two-core clean clone (365 s
// against 262-284 s): four workers on two cores.
const ALONE = ['--project', 'integration-alone'];
const alone = start('vitest (alone files)', bin('vitest'), ['run', ...ALONE], { live: false });
void alone.done.then((finished) => finished.code === 0 || fail(`vitest run ${ALONE.join(' ')}`, finished));
// With the files that keep their isolation (vitest.config.ts, sharedAndIsolated): `isolated-*`.
const rest = ['unit', 'app', 'integration', 'infra', 'isolated-*'].flatMap((name) => ['--project', name]);
const vitest = await start('vitest', bin('vitest'), ['run', ...rest], { live: true }).done;
if (vitest.code !== 0) await fail(`vitest run ${rest.join(' ')}`, vitest);
const aloneFinished = await alone.done;
process.stdout.write(aloneFinished.output);
if (aloneFinished.code !== 0) await fail(`vitest run ${ALONE.join(' ')}`, aloneFinished);
const checked = await typecheck.done;
if (checked.code !== 0) await fail('npm run typecheck', checked);

// Exiting before its ready line fails the run (above); this waits for that line.
const url = await stack.url;
const e2e = await start('playwright', bin('playwright'), ['test', '-c', 'web/playwright.config.ts'], {
  live: true,
  env: { BOOKWISH_E2E_URL: url },
}).done;
await stopAll();
// What the stack said past its ready line (an error a failing spec may explain).
const said = (await stack.job.done).output.replace(/^Bookwish e2e stack ready at \S+\n/m, '').trim();
if (said) console.log(`\n[e2e stack]\n${said}`);

// Each recorded call against its function's role in the synthesised app (infra/src/iam-check.ts): a
// call the role would deny fails the run, as does a recording with nothing in it.
const iam = await start('IAM check', bin('tsx'), ['infra/src/iam-check-run.ts', awsCalls], { live: true })
  .done;
rmSync(awsCalls, { force: true });

const wall = seconds(t0);
console.log(`\nWall time by phase (side by side where they overlap; ${wall} s in all):`);
console.log(`  (speed probe at the start: ${probe} ms; lower is a faster machine)`);
for (const [name, took, share] of phases) {
  console.log(`  ${name.padEnd(26)} ${String(took).padStart(4)} s   ${describeShare(share)}`.trimEnd());
}
// Near 100 % busy, only less work makes the run shorter; the host's share is time this machine lost.
const run = describeRun(cpuShare(cpuAtStart, readCpuTimes()), wall);
if (run) console.log(`  The machine: ${run}.`);
if (e2e.code !== 0) {
  printPageSnapshots();
  console.error(`\nplaywright failed (exit ${e2e.code}).`);
  process.exit(e2e.code);
}
if (iam.code !== 0) {
  console.error('\nThe IAM check failed: a role would deny a call above, or nothing was recorded.');
  process.exit(iam.code);
}

/** What the page showed when a spec failed (the accessibility snapshot in Playwright's
 * error-context.md), printed since a CI machine's test-results folder is gone with it. */
function printPageSnapshots(): void {
  const results = path.join(REPO_ROOT, 'test-results');
  let folders: string[] = [];
  try {
    folders = readdirSync(results);
  } catch {
    return;
  }
  const contexts = folders.flatMap((folder) => {
    try {
      return [{ folder, context: readFileSync(path.join(results, folder, 'error-context.md'), 'utf8') }];
    } catch {
      return []; // a passed test's folder, or a spec's own screenshot
    }
  });
  // A failure and its retry's are alike: the first attempts, a few of them.
  for (const { folder, context } of contexts
    .filter(({ folder }) => !folder.endsWith('-retry1'))
    .slice(0, 4)) {
    const snapshot = context.slice(Math.max(0, context.indexOf('```yaml')));
    console.log(`\n[page at failure: ${folder}]\n${snapshot.slice(0, SNAPSHOT_CHARS)}`);
  }
}
