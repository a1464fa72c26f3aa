// Where the infra finds the rest of the repo, whatever the working directory (cdk, vitest, tsx).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const handlersDir = join(repoRoot, 'functions', 'src', 'handlers');
export const webDistDir = join(repoRoot, 'web', 'dist');
