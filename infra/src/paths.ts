// Where the infra finds the rest of the repo, whatever the working directory (cdk, vitest, tsx).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** functions/src: where every function's entry module lives (route-entries.ts), and the asset root. */
export const functionsSrcDir = join(repoRoot, 'functions', 'src');
export const webDistDir = join(repoRoot, 'web', 'dist');
