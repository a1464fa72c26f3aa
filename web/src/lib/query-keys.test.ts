// One query-key convention: every key comes from the queryKeys table, so a mutation in one
// feature invalidates what another feature shows. A key written inline anywhere in web/src fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `queryKey: <expression>` where the expression does not start from the queryKeys table. */
export function inlineKeys(code: string): string[] {
  return [...code.matchAll(/queryKey:\s*([^,}\n]+)/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((expr) => !/^(\[\s*\.\.\.)?queryKeys\./.test(expr));
}

describe('query keys', () => {
  it('finds an inline key and accepts keys from the table', () => {
    expect(inlineKeys("useQuery({ queryKey: ['me', 'x'], queryFn })")).toEqual(["['me'"]);
    expect(inlineKeys('useQuery({ queryKey: KEY, queryFn })')).toEqual(['KEY']);
    expect(inlineKeys('useQuery({ queryKey: queryKeys.post(kind, id), queryFn })')).toEqual([]);
    expect(inlineKeys('useQuery({ queryKey: [...queryKeys.post(kind, id), uid] as const })')).toEqual([]);
  });

  it('every key in web/src comes from lib/query-keys.ts', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !file.endsWith(join('lib', 'query-keys.ts')))
      .flatMap((file) =>
        inlineKeys(readFileSync(file, 'utf8')).map((key) => `${relative(src, file)}: ${key}`),
      );
    expect(offenders).toEqual([]);
  });
});
