// Replay for volunteers: every event with the state after it and what it changed. For every post in
// the table (the seed's when seeded, and posts in every status built here through the API, including
// ones corrected by volunteers), replaying all its events gives exactly the stored STATE.

import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPostIds } from '../local/demo-data.ts';
import { listAll, load } from '../store/event-store.ts';
import type { Page } from '../store/paging.ts';
import { listSupportReads } from '../store/support-audit.ts';
import { call, expectOk, type Member, member, volunteer } from './client.ts';
import { TREAT_STATUSES, treatAt, WISHLIST_STATUSES, wishlistAt } from './lifecycles.ts';

let val: Member;
const built: string[] = [];

async function everyPost(kind: PostKind): Promise<Post[]> {
  const all: Post[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Post> = await listAll(kind, { cursor });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

beforeAll(async () => {
  val = volunteer('Val Volunteer');
  const owner = member('Wendy Wisher');
  const other = member('Gil Giver');
  for (const status of WISHLIST_STATUSES) built.push(await wishlistAt(status, owner, other));
  for (const status of TREAT_STATUSES) built.push(await treatAt(status, owner, other));
  // Volunteer corrections are events too: they must replay like any other.
  const reopened = await wishlistAt('confirmed', owner, other);
  expectOk(
    await call('POST', `/api/support/posts/${reopened}/actions`, {
      token: val.token,
      body: { type: 'reopen', reason: 'Giver unreachable' },
    }),
    'reopen',
  );
  const corrected = await treatAt('requested', owner, other);
  expectOk(
    await call('POST', `/api/support/posts/${corrected}/actions`, {
      token: val.token,
      body: { type: 'correctAddress', shippingAddress: '1 New Rd, Halifax NS', reason: 'Member moved' },
    }),
    'correct address',
  );
  const removed = await wishlistAt('posted', owner, other);
  expectOk(
    await call('POST', `/api/support/posts/${removed}/actions`, {
      token: val.token,
      body: { type: 'remove', reason: 'Spam' },
    }),
    'remove',
  );
  built.push(reopened, corrected, removed);
});

describe('replay', () => {
  it('gives exactly the stored STATE for every post in the table', async () => {
    const ids = new Set([...(await everyPost('wishlist')), ...(await everyPost('treat'))].map((p) => p.id));
    for (const id of built) ids.add(id);
    expect(ids.size).toBeGreaterThanOrEqual(built.length);
    for (const id of ids) {
      const answer = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
      expect(answer.status, id).toBe(200);
      const stored = await load(id);
      expect(answer.body.consistent, id).toBe(true);
      expect(answer.body.stored, id).toEqual(stored);
      expect(answer.body.steps.at(-1).state, id).toEqual(stored);
      expect(answer.body.steps.map((s: { event: { seq: number } }) => s.event.seq)).toEqual(
        answer.body.steps.map((_: unknown, i: number) => i + 1),
      );
    }
  });

  it('gives exactly the stored STATE for every seeded demo post', async () => {
    // The integration stack seeds the demo data (BOOKWISH_TEST_SEED=1); without it there is nothing
    // to check, and that must fail rather than pass quietly.
    for (const id of Object.values(demoPostIds)) {
      const answer = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
      expect(answer.status, `seeded post ${id} (is the test stack seeded?)`).toBe(200);
      expect(answer.body.steps.length, id).toBe(answer.body.stored.version);
      expect(answer.body.steps.at(-1).state, id).toEqual(await load(id));
      expect(answer.body.consistent, id).toBe(true);
    }
  });

  it('shows each event unredacted with what it changed', async () => {
    const owner = member('Ada Asker');
    const giver = member('Ben Bringer');
    const id = await wishlistAt('confirmed', owner, giver, 'replay1');
    const answer = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
    const [posted, offered, confirmed] = answer.body.steps;
    expect(posted.event.type).toBe('WishPosted');
    expect(posted.state.status).toBe('posted');
    expect(offered.event).toMatchObject({ type: 'OfferMade', actorUid: giver.uid, actorName: 'Ben Bringer' });
    expect(offered.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'posted', after: 'offered' },
        { field: 'offerUID', after: giver.uid },
        { field: 'offerDisplayName', after: 'Ben Bringer' },
      ]),
    );
    // Volunteers see the address, in the event and in the state after it.
    expect(confirmed.event.data.shippingAddress).toContain('SECRET-ADDRESS-replay1');
    expect(confirmed.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'offered', after: 'confirmed' },
        { field: 'shippingAddress', after: expect.stringContaining('SECRET-ADDRESS-replay1') },
      ]),
    );
  });

  it('records who read a history, and when', async () => {
    const id = built[0] as string;
    const before = Date.now();
    const reader = volunteer('Rita Reader');
    expect((await call('GET', `/api/support/posts/${id}/events`, { token: reader.token })).status).toBe(200);
    const reads = await listSupportReads(id);
    const mine = reads.filter((r) => r.volunteerUid === reader.uid);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.volunteerName).toBe('Rita Reader');
    expect(mine[0]?.at).toBeGreaterThanOrEqual(before);
  });

  it('keeps only the tombstone of a deleted post', async () => {
    const owner = member('Dee Deleter');
    const id = await wishlistAt('posted', owner, member());
    expectOk(await call('DELETE', `/api/wishlists/${id}`, { token: owner.token, body: {} }), 'delete');
    const answer = await call('GET', `/api/support/posts/${id}/events`, { token: val.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ postId: id, kind: 'wishlist', stored: null, steps: [] });
    expect(typeof answer.body.deletedAt).toBe('number');
  });

  it('answers 404 with a clear message for an id no post ever had', async () => {
    const answer = await call('GET', '/api/support/posts/nope-never-existed/events', { token: val.token });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('NOT_FOUND');
  });
});
