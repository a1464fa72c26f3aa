// The layers of functions/ and shared/ checked on RESOLVED paths, over every real file. Biome's
// noRestrictedImports (import-rules.test.ts) matches the specifier as written, so `./../store/x`
// from the application layer slips past it; resolving the path first leaves no spelling that does.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Why `from` may not import `to` (both relative to the repo root), or undefined when it may. */
export function layerViolation(from: string, to: string): string | undefined {
  const inside = (path: string, folder: string) => path.startsWith(`${folder}/`);
  const test = /\.test\.ts$/.test(from);
  if (inside(from, 'shared') && !inside(to, 'shared')) return 'shared/ is the pure domain';
  if (!inside(from, 'functions/src')) return undefined;
  const part = from.split('/')[2];
  if (part === 'app' && !test && !from.endsWith('/test-deps.ts') && !inside(to, 'functions/src/app')) {
    return 'the application layer reaches adapters only through its ports';
  }
  if ((part === 'store' || part === 'aws') && /^functions\/src\/(http|handlers|local)\//.test(to)) {
    return 'adapters never reach up into http/, handlers/ or the local stack';
  }
  const outer = ['handlers', 'local', 'app', 'store', 'aws'].includes(part ?? '');
  if (!outer && !test && !from.endsWith('-adapter.ts') && inside(to, 'functions/src/handlers')) {
    return 'nothing imports a handler';
  }
  return undefined;
}

/** The route entries name every handler module by type only (nothing of it loads): those may stay. */
const ENTRIES = 'functions/src/route-entries.ts';

function violationsIn(file: string, source: string): string[] {
  const scanned = file === ENTRIES ? source.replace(/^import type [^;]+;$/gm, '') : source;
  const specs = scanned.matchAll(/\b(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]*)['"]/g);
  return [...specs].flatMap(([, spec = '']) => {
    const to = relative(root, resolve(root, dirname(file), spec));
    const why = layerViolation(file, to);
    return why ? [`${file} imports ${spec}: ${why}`] : [];
  });
}

describe('functions/ and shared/ layers on resolved paths', () => {
  it.each([
    ['functions/src/app/offer.ts', "import { x } from './../store/event-store.ts';"],
    ['functions/src/app/offer.ts', "import { x } from './ports/../../aws/dynamo.ts';"],
    ['functions/src/store/x.ts', "import { x } from './../http/respond.ts';"],
    ['functions/src/http/x.ts', "const h = () => import('./../handlers/wishlist-get.ts');"],
    ['shared/src/domain/x.ts', "import { x } from './../../../functions/src/config.ts';"],
    [ENTRIES, "import { handler } from './handlers/search.ts';"],
  ])('refuses %s: %s', (file, source) => {
    expect(violationsIn(file, source)).toHaveLength(1);
  });

  it.each([
    ['functions/src/app/offer.ts', "import { x } from './ports.ts';"],
    ['functions/src/handlers/x.ts', "import { x } from '../app/offer.ts';"],
    ['functions/src/store/x.ts', "import { x } from './table-schema.ts';"],
    ['shared/src/domain/x.ts', "import { x } from './../domain/messages.ts';"],
    [ENTRIES, "import type * as search from './handlers/search.ts';"],
  ])('allows %s: %s', (file, source) => {
    expect(violationsIn(file, source)).toEqual([]);
  });

  it('holds for every file in functions/ and shared/', () => {
    const files = ['functions/src', 'shared/src'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts') && !/(import-rules|resolved-imports)\.test\.ts$/.test(f))
        .map((f) => `${dir}/${f}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => violationsIn(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });
});
