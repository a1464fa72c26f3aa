// The line between the CDK app and the code it deploys, checked on RESOLVED paths over every real
// file: infra/ reads from functions/ only the route table and the handler entry points (what it
// bundles and wires), everything else both sides need is data in shared/; functions/ never imports
// infra/ (a deployed function must not carry the CDK app, and local runs what AWS runs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

const inside = (path: string, folder: string) => path.startsWith(`${folder}/`);

/** Why `from` may not import `to` (both relative to the repo root), or undefined when it may. */
export function boundaryViolation(from: string, to: string): string | undefined {
  if (inside(from, 'infra') && inside(to, 'functions')) {
    // The route table and the type-only map of the modules its functions start from.
    if (to === 'functions/src/routes.ts' || to === 'functions/src/route-entries.ts') return undefined;
    if (/^functions\/src\/handlers\/[^/]+\.ts$/.test(to) && !to.endsWith('.test.ts')) return undefined;
    // A test (never bundled) may wait for a command it runs with the suite's one helper for that.
    if (from.endsWith('.test.ts') && to === 'functions/src/local/child-output.ts') return undefined;
    return 'infra/ imports from functions/ only the route table and the handler entry points';
  }
  if (inside(from, 'functions') && inside(to, 'infra')) return 'functions/ imports nothing from infra/';
  return undefined;
}

/** Every module specifier of a source (static, side-effect, dynamic and re-exports), resolved to a
 * path relative to the repo root; bare packages other than the workspaces' are left out. */
export function resolvedImports(file: string, source: string): { spec: string; to: string }[] {
  const specs = source.matchAll(/\b(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g);
  return [...specs].flatMap(([, spec = '']) => {
    if (spec.startsWith('.')) return [{ spec, to: relative(root, resolve(root, dirname(file), spec)) }];
    const workspace = /^@bookwish\/(functions|infra|shared|web)\/(.*)$/.exec(spec);
    if (workspace) return [{ spec, to: `${workspace[1]}/src/${workspace[2]}.ts` }];
    return [];
  });
}

function violationsIn(file: string, source: string): string[] {
  return resolvedImports(file, source).flatMap(({ spec, to }) => {
    const why = boundaryViolation(file, to);
    return why ? [`${file} imports ${spec}: ${why}`] : [];
  });
}

const SELF = 'infra/src/import-boundaries.test.ts';

const filesOf = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.split('/').includes('node_modules'))
    .map((f) => `${dir}/${f}`)
    .filter((f) => f !== SELF);

describe('infra/ and functions/ import boundaries on resolved paths', () => {
  it.each([
    ['infra/src/x.ts', "import { x } from '../../functions/src/store/event-store.ts';"],
    ['infra/src/x.ts', "import { x } from '../../functions/src/handlers/../store/table.ts';"],
    ['infra/src/x.ts', "import { x } from './../../functions/src/local/front.ts';"],
    ['infra/src/x.test.ts', "const m = await import('../../functions/src/http/edge-cache.ts');"],
    ['infra/src/x.ts', "export { x } from '@bookwish/functions/app/timers';"],
    ['functions/src/local/x.ts', "import { x } from '../../../infra/src/security-headers.ts';"],
    ['functions/bench/x.ts', "import { x } from '@bookwish/infra/site';"],
  ])('refuses %s: %s', (file, source) => {
    expect(violationsIn(file, source)).toHaveLength(1);
  });

  it.each([
    ['infra/src/x.ts', "import { routes } from '../../functions/src/routes.ts';"],
    ['infra/src/x.ts', "import { handler } from '../../functions/src/handlers/wishlist-get.ts';"],
    ['infra/src/x.ts', "import { tableSchema } from '@bookwish/shared/storage/table-schema';"],
    ['functions/src/x.ts', "import { x } from '@bookwish/shared/web/security-headers';"],
  ])('allows %s: %s', (file, source) => {
    expect(violationsIn(file, source)).toEqual([]);
  });

  it('holds for every file in infra/ and functions/', () => {
    const files = [...filesOf('infra'), ...filesOf('functions')];
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap((f) => violationsIn(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
  });
});
