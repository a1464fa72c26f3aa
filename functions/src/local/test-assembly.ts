// The app synthesized once per Vitest run, as a production deploy with email on: every function,
// mapping, rule and trigger the template can have. Its workers (one process each, children of the run)
// share it: the first to claim the folder named after the run synthesizes (running esbuild too when a
// source changed since the last build), the others wait for its word. The folder (the staged bundles,
// about 170 MB with sharp) goes when the run ends (test-stack.ts's teardown, in the main process);
// a run that was killed leaves it to the next, which deletes the folders of runs that are gone.

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CloudAssembly,
  PRODUCTION_CONTEXT,
  readAssembly,
  synthesizeAssembly,
} from './cloud-assembly.ts';

/** A synth that ran esbuild for every function, at load 30 on two cores: three minutes and more. */
export const ASSEMBLY_TIMEOUT_MS = 400_000;

const PREFIX = 'bookwish-assembly-';

/** The folder of the run whose main process is `pid`. */
export const assemblyDirOf = (pid: number) => path.join(tmpdir(), `${PREFIX}${pid}`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes the assemblies of runs that ended. */
function pruneOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${PREFIX}(\\d+)$`).exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

async function claimOrWait(): Promise<CloudAssembly> {
  // The run's main process: every worker's parent.
  const dir = assemblyDirOf(process.ppid);
  const outdir = path.join(dir, 'assembly');
  const word = path.join(dir, 'done.json');
  let mine = false;
  try {
    mkdirSync(dir);
    mine = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  /** Written whole, then renamed: a waiter never reads half of it. */
  const say = (what: object) => {
    writeFileSync(`${word}.part`, JSON.stringify(what));
    renameSync(`${word}.part`, word);
  };
  if (mine) {
    try {
      const assembly = await synthesizeAssembly({ outdir, context: PRODUCTION_CONTEXT });
      say({ ok: true });
      return assembly;
    } catch (error) {
      say({ error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }
  const deadline = Date.now() + ASSEMBLY_TIMEOUT_MS;
  while (!existsSync(word)) {
    if (Date.now() > deadline)
      throw new Error(`No synthesized app in ${dir} after ${ASSEMBLY_TIMEOUT_MS} ms`);
    await sleep(500);
  }
  const said = JSON.parse(readFileSync(word, 'utf8')) as { ok?: true; error?: string };
  if (said.error) throw new Error(`Another worker's synth failed: ${said.error}`);
  return readAssembly(outdir);
}

let synthesized: Promise<CloudAssembly> | undefined;

export function testAssembly(): Promise<CloudAssembly> {
  synthesized ??= (async () => {
    pruneOrphans();
    return claimOrWait();
  })();
  return synthesized;
}
