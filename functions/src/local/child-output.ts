// How a command a test runs ended, and what it printed: stdout and stderr together, as a person at a
// terminal reads them. Used by the tests of the deploy, the smoke check and cfn-lint.
import type { ChildProcess } from 'node:child_process';

export interface Finished {
  code: number | null;
  out: string;
  /** The command could not be started (not installed, say). */
  error?: Error;
}

/** Waits for the child to end, keeping everything it printed. */
export function finished(child: ChildProcess): Promise<Finished> {
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: null, out, error }));
    child.on('close', (code) => resolve({ code, out }));
  });
}
