import { describe, expect, it } from 'vitest';
import { postIdFrom } from './post-ref.ts';

describe('postIdFrom', () => {
  it('takes a bare id as it is', () => {
    expect(postIdFrom('  aB3_x-9 ')).toBe('aB3_x-9');
  });

  it('finds the id in a pasted page URL or path', () => {
    expect(postIdFrom('https://bookwish.ca/wishlist/abc123')).toBe('abc123');
    expect(postIdFrom('http://localhost:8080/treat/T-1?from=mail#top')).toBe('T-1');
    expect(postIdFrom('/wishlist/xyz/')).toBe('xyz');
  });

  it('refuses what names no post', () => {
    expect(postIdFrom('')).toBeNull();
    expect(postIdFrom('https://bookwish.ca/about')).toBeNull();
    expect(postIdFrom('not an id!')).toBeNull();
  });
});
