// README's "Anatomy of a change" tells a newcomer which files to open for a new step or email kind: a
// file renamed or moved without the list following would send them to nothing. Every path it names
// must exist (a bare name, like `treat.ts`, beside one of the full paths the section names).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const start = readme.indexOf('### Anatomy of a change');
const section = readme.slice(start, readme.indexOf('\n### ', start + 1));

/** Every `code` span that names a file: a path or a file name with its extension, no placeholder. */
const named = [
  ...new Set(
    [...section.matchAll(/`([^`\s]+\.(?:ts|tsx|json))`/g)]
      .map((match) => match[1] as string)
      .filter((path) => !/[<>{}*]/.test(path)),
  ),
];
const topLevel = /^(shared|functions|web|infra)\//;
const folders = [...new Set(named.filter((path) => topLevel.test(path)).map((path) => dirname(path)))];

describe("README's anatomy of a change", () => {
  it('names the files a new step and a new email kind touch', () => {
    expect(start).toBeGreaterThan(-1);
    for (const path of ['shared/src/domain/steps/index.ts', 'functions/src/app/email-kinds.ts']) {
      expect(named).toContain(path);
    }
  });

  it.each(named)('%s exists', (path) => {
    const candidates = topLevel.test(path) ? [path] : folders.map((folder) => join(folder, path));
    expect(
      candidates.some((candidate) => existsSync(join(root, candidate))),
      `${path} (looked for ${candidates.join(', ')})`,
    ).toBe(true);
  });
});
