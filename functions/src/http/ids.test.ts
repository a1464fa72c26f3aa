import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('sorts by creation time, so posts made in the same second still list newest first', () => {
    vi.useFakeTimers();
    const ids: string[] = [];
    for (let ms = 0; ms < 50; ms++) {
      vi.setSystemTime(new Date(Date.UTC(2026, 10, 22, 12, 0, 0, ms * 20)));
      ids.push(newId());
    }
    expect([...ids].sort()).toEqual(ids);
  });

  it('is URL-safe, within the store pattern, and unique', () => {
    const ids = Array.from({ length: 1000 }, newId);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
