// The CLI's table: one row per event, with the state after it; addresses on one line; a deleted
// post says only what its tombstone knows.

import { tell } from '@bookwish/shared/domain/story';
import type { Actor } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { replaySteps } from '../app/post-history.ts';
import { formatHistory } from './history-table.ts';

const wisher: Actor = { uid: 'aaaaaaaa-1111', name: 'Wendy Park' };
const giver: Actor = { uid: 'bbbbbbbb-2222', name: 'Gabriel Singh' };
const vera: Actor = { uid: 'cccccccc-3333', name: 'Vera Moreau', volunteer: true };

describe('formatHistory', () => {
  it('prints every event and the state after it, reopen included', () => {
    const { state, events } = tell('wishlist', 'w1', [
      {
        actor: wisher,
        command: {
          type: 'post',
          input: {
            title: 'The Secret Garden',
            author: 'Frances Hodgson Burnett',
            coverURL: '',
            types: ['Fiction'],
            purchaseLink: 'https://example.com/b',
            destination: 'Canada',
            price: 'CAD 12',
            message: '',
          },
        },
      },
      { actor: giver, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'confirm', shippingAddress: 'Wendy Park\n1 Main St\nVancouver' } },
      { actor: vera, command: { type: 'reopen', reason: 'Giver never shipped' } },
    ]);
    const text = formatHistory({
      postId: 'w1',
      kind: 'wishlist',
      deletedAt: null,
      stored: state,
      steps: replaySteps(events),
      consistent: true,
    });
    const lines = text.split('\n');
    expect(text).toContain('Wishlist w1: "The Secret Garden" by Frances Hodgson Burnett');
    expect(text).toContain('Replay: all events give exactly the stored STATE.');
    expect(lines.find((l) => l.startsWith('3 ') && l.includes('AddressShared'))).toContain(
      'shippingAddress: Wendy Park, 1 Main St, Vancouver',
    );
    expect(lines.find((l) => l.startsWith('4 ') && l.includes('PostReopened'))).toContain(
      'reason: Giver never shipped',
    );
    const stateRows = lines.slice(lines.indexOf('State after each event') + 3);
    expect(stateRows[1]).toMatch(/^2\s+offered\s+2\s+Gabriel Singh \(bbbbbbbb\)/);
    expect(stateRows[3]).toMatch(
      /^4\s+posted\s+4\s+-\s+-\s+status, offerUID, offerDisplayName, shippingAddress/,
    );
  });

  it('says a deleted post left only its tombstone', () => {
    const text = formatHistory({
      postId: 'gone',
      kind: 'treat',
      deletedAt: Date.UTC(2026, 0, 2, 3, 4),
      stored: null,
      steps: [],
      consistent: true,
    });
    expect(text).toBe(
      'Treat gone was deleted by its owner on 2026-01-02 03:04 UTC. Only its tombstone is kept: no events, no state.\n',
    );
  });
});
