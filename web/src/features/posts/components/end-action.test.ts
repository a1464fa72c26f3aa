// The withdraw / decline button shows for the two parties at the exchange's first step only.
import { describe, expect, it } from 'vitest';
import type { PostView } from '../api/post-types.ts';
import { endActionFor } from './end-action.ts';

const view = (kind: 'wishlist' | 'treat', status: string, viewer: string) =>
  ({ kind, status, viewer }) as unknown as PostView<'wishlist'>;

describe('endActionFor', () => {
  it('offers withdraw to the giver/requester and decline to the owner while offered/requested', () => {
    expect(endActionFor(view('wishlist', 'offered', 'giver'))).toBe('withdraw');
    expect(endActionFor(view('wishlist', 'offered', 'owner'))).toBe('decline');
    expect(endActionFor(view('treat', 'requested', 'requester'))).toBe('withdraw');
    expect(endActionFor(view('treat', 'requested', 'owner'))).toBe('decline');
  });

  it('shows nothing to others, or once the address is shared or the book shipped', () => {
    for (const viewer of ['visitor', 'member', 'volunteer']) {
      expect(endActionFor(view('wishlist', 'offered', viewer))).toBeNull();
      expect(endActionFor(view('treat', 'requested', viewer))).toBeNull();
    }
    expect(endActionFor(view('wishlist', 'confirmed', 'giver'))).toBeNull();
    expect(endActionFor(view('wishlist', 'posted', 'owner'))).toBeNull();
    expect(endActionFor(view('treat', 'shipped', 'owner'))).toBeNull();
  });
});
