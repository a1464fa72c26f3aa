import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { decidePackingSlip } from './packing-slip.ts';
import type { Actor, Treat, TreatStatus } from './types.ts';

const treat = (status: TreatStatus): Treat => ({
  kind: 'treat',
  id: 't1',
  uid: 'treater',
  userDisplayName: 'Tessa',
  title: 'Matilda',
  author: 'Roald Dahl',
  coverURL: '',
  message: '',
  types: ['Fiction'],
  shippingDestination: 'Canada',
  requested: status !== 'posted',
  closed: status === 'closed',
  createdAt: 1,
  status,
  version: 2,
  history: [],
  ...(status === 'posted'
    ? {}
    : { requestUID: 'reader', requestDisplayName: 'Rae', shippingAddress: '1 Main St' }),
});

const treater: Actor = { uid: 'treater', name: 'Tessa' };

function outcome(actor: Actor | null, post: Treat | null = treat('requested')): string {
  const d = decidePackingSlip(post, actor, { postId: 't1' });
  return d.ok ? 'ok' : `${d.error.code}: ${d.error.message}`;
}

describe('the packing slip', () => {
  it("is the treater's at Requested: the recipient, the address, the book and the post", () => {
    expect(decidePackingSlip(treat('requested'), treater, { postId: 't1' })).toEqual({
      ok: true,
      slip: {
        postId: 't1',
        title: 'Matilda',
        author: 'Roald Dahl',
        recipientName: 'Rae',
        shippingAddress: '1 Main St',
        postPath: '/treat/t1',
      },
    });
  });

  it('is refused to the requester, another member, a volunteer and a visitor, and at any other status', () => {
    expect(outcome(null)).toBe(`UNAUTHENTICATED: ${messages.common.signInRequired}`);
    const forbidden = `FORBIDDEN: ${messages.parcel.onlyTreaterPrints}`;
    expect(outcome({ uid: 'reader', name: 'Rae' })).toBe(forbidden);
    expect(outcome({ uid: 'other', name: 'Oz' })).toBe(forbidden);
    expect(outcome({ uid: 'vera', name: 'Vera', volunteer: true })).toBe(forbidden);
    for (const status of ['posted', 'shipped', 'closed'] as const) {
      expect(outcome(treater, treat(status))).toBe(`CONFLICT: ${messages.parcel.slipNotNow}`);
    }
    expect(outcome(treater, null)).toBe(`NOT_FOUND: ${messages.treat.notFound}`);
  });
});
