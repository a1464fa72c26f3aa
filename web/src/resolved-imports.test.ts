// The import directions of web/src checked on RESOLVED paths, over every real file. Biome's
// noRestrictedImports (import-rules.test.ts) matches the specifier as written, so
// `import './../contact/components/contact-form'` from another feature slips past it; resolving
// the path first leaves no spelling that does.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/** The layer a file under web/src belongs to: app -> pages -> features -> components/lib. */
function layerOf(path: string): string {
  const [top, name] = relative(src, path).split(sep);
  if (top === 'features') return `features/${name}`;
  if (top === 'app' || top === 'pages' || top === 'components' || top === 'lib') return top;
  return 'top';
}

/** Why `from` may not import `to` (both absolute), or undefined when it may. */
export function layerViolation(from: string, to: string): string | undefined {
  if (relative(src, to).startsWith('..')) return 'it reaches outside web/src';
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === 'top' || a === 'app' || a === b) return undefined;
  const allowed: Record<string, string[]> = {
    pages: ['features', 'components', 'lib', 'top'],
    components: ['lib'],
    lib: ['components'],
  };
  const may = a.startsWith('features/') ? ['components', 'lib', 'top'] : (allowed[a] ?? []);
  const kind = b.startsWith('features/') ? 'features' : b;
  return may.includes(kind) ? undefined : `${a} may not import ${b}`;
}

/** The relative specifiers a source file imports, statically, dynamically or for side effects. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/\b(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]*)['"]/g);
  return [...found].map((m) => (m[1] ?? '').replace(/\?.*$/, ''));
}

function violationsIn(file: string, source: string): string[] {
  return relativeImports(source).flatMap((spec) => {
    const why = layerViolation(file, resolve(dirname(file), spec));
    return why ? [`${relative(src, file)} imports ${spec}: ${why}`] : [];
  });
}

describe('web import directions on resolved paths', () => {
  const at = (path: string) => join(src, path);

  it.each([
    ['features/posts/x.tsx', "import { ContactForm } from './../contact/components/contact-form';"],
    ['features/posts/components/x.tsx', "import { a } from '../.././../features/auth/login-page.tsx';"],
    ['features/posts/x.tsx', "const p = () => import('./../../app/router.tsx');"],
    ['components/ui/x.tsx', "import { a } from '../ui/../../features/posts/api/get-post.ts';"],
    ['lib/x.ts', "import './../pages/home-page.tsx';"],
    ['pages/x.tsx', "import { a } from '../pages/../app/router.tsx';"],
  ])('refuses %s: %s', (file, source) => {
    expect(violationsIn(at(file), source)).toHaveLength(1);
  });

  it.each([
    ['features/posts/x.tsx', "import { a } from './components/./post-card.tsx';"],
    ['features/posts/components/x.tsx', "import { a } from '../../../components/form/form-fields.tsx';"],
    ['pages/x.tsx', "import { a } from '../features/posts/home-wishlists.tsx';"],
    ['app/x.tsx', "import { a } from '../features/profile/profile-page.tsx';"],
    ['lib/x.ts', "import Worker from './shrink-image.worker.ts?worker';"],
  ])('allows %s: %s', (file, source) => {
    expect(violationsIn(at(file), source)).toEqual([]);
  });

  it('holds for every file in web/src', () => {
    // The two rule tests hold deliberately wrong imports as text.
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/(import-rules|resolved-imports)\.test\.ts$/.test(f))
      .map((f) => join(src, f));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((f) => violationsIn(f, readFileSync(f, 'utf8')))).toEqual([]);
  });
});
