// The layers' import directions are Biome rules (biome.json overrides, run by `npm test`'s lint).
// This runs the real rule set on deliberately wrong (and right) imports in a scratch copy of the
// folder layout, so a rule that stops firing fails here.

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'bookwish-import-rules-'));
copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function lint(path: string, source: string): { ok: boolean; output: string } {
  const file = path.replace(/\.ts$/, `-${++n}.ts`);
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  writeFileSync(join(scratch, file), `${source}\nexport const used = x;\n`);
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--max-diagnostics=5', file], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const cases: [string, string, 'allowed' | 'refused'][] = [
  ['functions/src/app/use-case.ts', "import { x } from './ports.ts';", 'allowed'],
  ['functions/src/app/use-case.ts', "import { x } from '@bookwish/shared/domain/post';", 'allowed'],
  ['functions/src/app/use-case.ts', "import { dynamo as x } from '../aws/dynamo.ts';", 'refused'],
  ['functions/src/app/use-case.ts', "import { load as x } from '../store/event-store.ts';", 'refused'],
  ['functions/src/app/use-case.ts', "import { json as x } from '../http/respond.ts';", 'refused'],
  ['functions/src/app/use-case.ts', "import { GetCommand as x } from '@aws-sdk/lib-dynamodb';", 'refused'],
  [
    'functions/src/store/thing-store.ts',
    "import { GetCommand as x } from '@aws-sdk/lib-dynamodb';",
    'allowed',
  ],
  ['functions/src/store/thing-store.ts', "import { json as x } from '../http/respond.ts';", 'refused'],
  ['functions/src/handlers/thing.ts', "import { S3Client as x } from '@aws-sdk/client-s3';", 'refused'],
  ['functions/src/handlers/thing.ts', "import { offer as x } from '../app/offer.ts';", 'allowed'],
  ['functions/src/http/thing.ts', "import { handler as x } from '../handlers/wishlist-get.ts';", 'refused'],
  ['shared/src/domain/thing.ts', "import { readFileSync as x } from 'node:fs';", 'refused'],
  ['shared/src/domain/thing.ts', "import { S3Client as x } from '@aws-sdk/client-s3';", 'refused'],
  ['shared/src/domain/thing.ts', "import { messages as x } from './messages.ts';", 'allowed'],
];

describe('import directions (Biome noRestrictedImports)', () => {
  it.each(cases)('%s: %s is %s', (path, source, verdict) => {
    const result = lint(path, source);
    if (verdict === 'refused') {
      expect(result.ok, result.output).toBe(false);
      expect(result.output).toContain('lint/style/noRestrictedImports');
    } else {
      expect(result.output).not.toContain('noRestrictedImports');
    }
  });
});
