// A step's facts flow one way: the step modules (shared/src/domain/steps/*.ts) declare them, the
// registry (steps/index.ts) gathers them, and the tables built from it (timeline.ts, timers.ts,
// erasure.ts, step-routes.ts, ...) read it. A step module that imports one of those tables, even for
// a type, closes a circle in which no module can be read alone. The imports are read by rolldown's
// parser (oxc; the web build's bundler, so already installed and kept): TypeScript 7's compiler has no
// JavaScript API, and a regular expression would miss `export ... from` and multi-line imports. It
// lives here, beside the README's anatomy check, since shared/ imports no Node module. The same holds for
// every domain module, not only the steps': the modules form layers (constants, schemas, events, types,
// messages, ...), and a module never imports, even for a type, one that imports it back.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';

const domain = resolve(import.meta.dirname, '../../../shared/src/domain');
const registry = join(domain, 'steps/index.ts');

/** Every module of the shared code (tests left out), and the relative imports of each, type-only too. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const ast = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' });
    const imports: string[] = [];
    for (const node of ast.body) {
      const source = 'source' in node && node.source ? String(node.source.value) : '';
      const target = source.startsWith('.') ? resolve(dirname(file), source) : '';
      if (known.has(target)) imports.push(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The import path from `from` to the first module `stop` accepts, or null. */
function pathTo(
  graph: Map<string, string[]>,
  from: string,
  stop: (file: string) => boolean,
): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const next of graph.get(file) ?? []) {
      if (stop(next)) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(from, [from]);
}

/** One import circle through a module of the domain (the path back to where it started), or null. */
function firstCircle(graph: Map<string, string[]>, within: string): string[] | null {
  const done = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const next of graph.get(file) ?? []) {
      const back = path.indexOf(next);
      if (back >= 0) return [...path.slice(back), next];
      if (done.has(next)) continue;
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    if (!file.startsWith(within) || done.has(file)) continue;
    const found = walk(file, [file]);
    if (found) return found;
  }
  return null;
}

const graph = importGraph(resolve(domain, '..'));
const readsRegistry = (file: string) => file === registry || (graph.get(file) ?? []).includes(registry);
const stepModules = [...graph.keys()].filter(
  (file) => dirname(file) === join(domain, 'steps') && file !== registry,
);
const named = (path: string[]) => path.map((file) => relative(domain, file)).join(' -> ');

describe('the facts a step declares flow one way', () => {
  it('finds the registry, the step modules and the tables that read them', () => {
    expect(stepModules.map((file) => relative(domain, file))).toContain('steps/extend.ts');
    for (const table of ['timeline.ts', 'timers.ts', 'erasure.ts', 'step-routes.ts']) {
      expect(readsRegistry(join(domain, table)), table).toBe(true);
    }
  });

  it.each(stepModules.map((file) => [relative(domain, file), file]))(
    '%s imports neither the registry nor a table built from it',
    (_name, file) => {
      const path = pathTo(graph, file, readsRegistry);
      expect(path, path ? `a circle: ${named(path)} -> steps/index.ts` : '').toBeNull();
    },
  );
});

describe("the domain's modules form layers", () => {
  it('no domain module imports, even for a type, one that imports it back', () => {
    const circle = firstCircle(graph, `${domain}/`);
    expect(circle, circle ? `a circle: ${named(circle)}` : '').toBeNull();
  });
});
