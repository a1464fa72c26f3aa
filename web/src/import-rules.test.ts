// The import directions of web/src (biome.json overrides, noRestrictedImports): app -> pages/features ->
// components/lib, and no feature imports another feature, pages/ or app/. Each case is a real file
// linted by the repo's own biome.json in a scratch copy of the folder layout, so a loosened rule fails here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const biome = join(repo, 'node_modules/.bin/biome');

/** file (under web/src) -> the specifier it imports, and whether the rules must reject it. */
const cases: Array<{ file: string; spec: string; wrong: boolean }> = [
  { file: 'features/auth/components/a1.tsx', spec: '../../posts/api/get-post.ts', wrong: true },
  { file: 'features/profile/p1.tsx', spec: '../posts/components/my-posts.tsx', wrong: true },
  { file: 'features/support/s1.tsx', spec: '../../pages/home-page.tsx', wrong: true },
  { file: 'features/posts/components/x1.tsx', spec: '../../../app/router.tsx', wrong: true },
  { file: 'components/form/c1.tsx', spec: '../../features/posts/api/get-post.ts', wrong: true },
  { file: 'components/c2.tsx', spec: '../pages/about-page.tsx', wrong: true },
  { file: 'lib/l1.ts', spec: '../features/auth/login-page.tsx', wrong: true },
  { file: 'pages/g1.tsx', spec: '../app/router.tsx', wrong: true },
  { file: 'features/auth/components/ok1.tsx', spec: '../api/auth-api.ts', wrong: false },
  {
    file: 'features/auth/components/ok2.tsx',
    spec: '../../../components/form/form-fields.tsx',
    wrong: false,
  },
  { file: 'features/posts/ok3.tsx', spec: '../../lib/paths.ts', wrong: false },
  { file: 'features/posts/ok4.tsx', spec: './components/post-card.tsx', wrong: false },
  { file: 'components/form/ok5.tsx', spec: '../ui/button.tsx', wrong: false },
  { file: 'pages/ok6.tsx', spec: '../features/posts/home-wishlists.tsx', wrong: false },
  { file: 'app/ok7.tsx', spec: '../features/profile/profile-page.tsx', wrong: false },
];

let dir = '';
let flagged = new Set<string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bookwish-import-rules-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const c of cases) {
    const path = join(dir, 'web/src', c.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `import { x } from '${c.spec}';\n\nexport const y = x;\n`);
  }
  // A dynamic import (React.lazy) is an import too.
  writeFileSync(
    join(dir, 'web/src/features/auth/components/lazy1.tsx'),
    "export const load = () => import('../../posts/treat-page.tsx');\n",
  );
  const out = await promisify(execFile)(
    biome,
    ['lint', '--reporter=github', '--only=style/noRestrictedImports', 'web'],
    {
      cwd: dir,
    },
  ).catch((error: { stdout: string }) => error);
  flagged = new Set(
    [...out.stdout.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+)/g)].map((m) =>
      (m[1] ?? '').slice(join(dir, 'web/src').length + 1),
    ),
  );
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('web import directions (biome.json)', () => {
  it.each(cases.filter((c) => c.wrong))('rejects $file importing $spec', ({ file }) => {
    expect(flagged).toContain(file);
  });

  it.each(cases.filter((c) => !c.wrong))('allows $file importing $spec', ({ file }) => {
    expect(flagged).not.toContain(file);
  });

  it('rejects a lazy import of another feature', () => {
    expect(flagged).toContain('features/auth/components/lazy1.tsx');
  });
});
