// The READMEs send a reader to files: shared/README.md's "Anatomy of a change" tells a newcomer which
// files to open for a new step or email kind, and every README names the code behind what it says. A
// file renamed or moved without the text following would send them to nothing. Every path a README
// names must exist (a bare name, like `treat.ts`, in a folder the same README names, or beside the
// README). The root README stays one a newcomer finishes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;

/** Every README.md of the repository: the root's, each workspace's, each catalogue's. */
function readmesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      // Dependencies, build output and the local stack's data are not the repository's text.
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name === 'dist') return [];
      return readmesUnder(join(dir, entry.name));
    }
    return entry.name === 'README.md' ? [relative(root, join(dir, entry.name))] : [];
  });
}
const readmes = readmesUnder(root);

/** Names in code spans that are not files of the repository, each for its reason. */
const notRepositoryFiles = new Set([
  'bookwish-data.json', // the file inside a member's data archive
  'search/index.json', // the search index's key in the images bucket
  '.data/vapid-keys.json', // made in the local stack's data folder on first start
  'web/dist/_shells/post.html', // written by the web build
  'config.json', // the site's settings, written to the site bucket by a deploy
]);

/** Every `code` span that names a file: a path or a file name with its extension, no placeholder. */
function namedFiles(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(/`([^`\s]+\.(?:ts|tsx|mjs|json|md|yaml))`/g)]
        .map((match) => match[1] as string)
        .filter((path) => !/[<>{}*]/.test(path))
        // A URL path (`/config.json`) or a file outside the repository (`../shared/DESIGN.md`).
        .filter((path) => !path.startsWith('/') && !path.startsWith('../'))
        .filter((path) => !notRepositoryFiles.has(path)),
    ),
  ];
}
const topLevel = /^(shared|functions|web|infra)\//;

/** The folders a README names, with a placeholder segment (`<locale>`) read as each folder there. */
function namedFolders(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] as string);
  const folders = spans
    .filter((span) => topLevel.test(span))
    .map((span) => (span.endsWith('/') ? span.slice(0, -1) : dirname(span)));
  return folders.flatMap(expandPlaceholders);
}

function expandPlaceholders(folder: string): string[] {
  const at = folder.split('/').findIndex((segment) => /^<[^>]+>$/.test(segment));
  if (at === -1) return [folder];
  const segments = folder.split('/');
  const parent = segments.slice(0, at).join('/');
  if (!existsSync(join(root, parent))) return [];
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => expandPlaceholders([parent, entry.name, ...segments.slice(at + 1)].join('/')));
}

/** Each folder and the folders above it, up to its workspace. */
function withParents(folder: string): string[] {
  const parents = [folder];
  for (let up = dirname(folder); up !== '.'; up = dirname(up)) parents.push(up);
  return parents;
}

/** Where a named file may be: a full path from the root; else beside the README, at the root, or in
 * (or above) a folder the same README names. */
function candidates(readme: string, text: string, path: string): string[] {
  if (topLevel.test(path)) return [path];
  const folders = new Set([dirname(readme), '.', ...namedFolders(text).flatMap(withParents)]);
  return [...folders].map((folder) => join(folder, path));
}

const anatomyReadme = readFileSync(join(root, 'shared', 'README.md'), 'utf8');
const start = anatomyReadme.indexOf('### Anatomy of a change');
const anatomy = anatomyReadme.slice(start, anatomyReadme.indexOf('\n### ', start + 1));

describe("shared/README.md's anatomy of a change", () => {
  it('names the files a new step and a new email kind touch', () => {
    expect(start).toBeGreaterThan(-1);
    const named = namedFiles(anatomy);
    for (const path of ['shared/src/domain/steps/index.ts', 'functions/src/app/email-kinds.ts']) {
      expect(named).toContain(path);
    }
  });
});

describe('every README', () => {
  it('is found: the root one and each workspace one', () => {
    for (const readme of [
      'README.md',
      'shared/README.md',
      'functions/README.md',
      'web/README.md',
      'infra/README.md',
    ]) {
      expect(readmes).toContain(readme);
    }
  });

  const paths = readmes.flatMap((readme) => {
    const text = readFileSync(join(root, readme), 'utf8');
    return namedFiles(text).map((path) => [readme, path, candidates(readme, text, path)] as const);
  });

  it.each(paths)('%s: %s exists', (_readme, path, places) => {
    expect(
      places.some((place) => existsSync(join(root, place))),
      `${path} (looked for ${places.join(', ')})`,
    ).toBe(true);
  });
});

describe('the root README, for the people who run Bookwish', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('is short enough to finish: 250 lines at most', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('gives the two commands: run it, test it', () => {
    expect(readme).toContain('```sh\nnpm install && npm start\n```');
    expect(readme).toContain('```sh\nnpm test\n```');
  });
});
