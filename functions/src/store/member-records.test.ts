// Members' records and the erasure write against DynamoDB Local: the posts a member joined are
// recorded by the same transaction as their offer (a lost race records nothing) and survive a
// withdrawal; appendErasure rewrites and appends at once or not at all; the backfill records data
// written before the records existed; erasing the records keeps only the revocation mark.

import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { eraseMemberFromEvents } from '@bookwish/shared/domain/erasure';
import { decidePost, evolvePost, replay } from '@bookwish/shared/domain/post';
import type { Actor, MemberForgotten, Post, WishlistCommand } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { eraseSender, getContactMessage, putContactMessage } from './contact-store.ts';
import { append, appendErasure, history, load, partyRecord, postsJoinedBy } from './event-store.ts';
import { eraseMemberRecords } from './member-records.ts';
import { revokeSessions } from './member-sessions.ts';
import { backfillMemberRecords } from './migrations.ts';
import { setPrefs } from './notification-prefs-store.ts';

const member = (name: string): Actor => ({ uid: randomUUID(), name });

const wish = {
  title: 'Anne of Green Gables',
  author: 'L. M. Montgomery',
  coverURL: '',
  types: ['Fiction' as const],
  purchaseLink: 'https://example.com/anne',
  destination: 'Canada',
  price: 'CAD 12.00',
  message: '',
};

async function act(postId: string, state: Post | null, command: WishlistCommand, actor: Actor) {
  const decision = decidePost('wishlist', state, command, actor, { postId, now: Date.now() });
  if (!decision.ok || 'delete' in decision) throw new Error(`refused: ${JSON.stringify(decision)}`);
  return append(postId, state?.version ?? 0, decision.event, evolvePost(state, decision.event));
}

async function posted(owner: Actor): Promise<Post> {
  const result = await act(randomUUID(), null, { type: 'post', input: wish }, owner);
  if (!result.ok) throw new Error('lost');
  return result.post;
}

const item = async (key: { pk: string; sk: string }) =>
  (await dynamo().send(new GetCommand({ TableName: config().tableName, Key: key, ConsistentRead: true })))
    .Item;

/** An open message to the volunteers from this member, as the contact form stores it; its id. */
async function contactMessageFrom(from: { uid: string; name: string }, email: string, message: string) {
  const id = randomUUID();
  await putContactMessage({
    id,
    uid: from.uid,
    name: from.name,
    email,
    phone: '',
    message,
    createdAt: 1,
    status: 'open',
  });
  return id;
}

/** A wish with one offer by a new member, and that offer as their account deletion erases it: the
 * stream rewritten, and its MemberForgotten (neither stored yet). */
async function offerAndItsErasure(name: string) {
  const leaver = member(name);
  const post = await posted(member('Olive'));
  const offered = await act(post.id, post, { type: 'offer' }, leaver);
  if (!offered.ok) throw new Error('lost');
  const erased = eraseMemberFromEvents(await history(post.id), leaver.uid);
  const forgotten: MemberForgotten = {
    postId: post.id,
    seq: 3,
    at: Date.now(),
    actorUid: leaver.uid,
    actorName: 'Former member',
    type: 'MemberForgotten',
    data: {},
  };
  return { leaver, post, erased, forgotten };
}

describe('the posts a member joined', () => {
  it('are recorded with the offer that wins, never a lost one, and stay after a withdrawal', async () => {
    const post = await posted(member('Olive'));
    const givers = Array.from({ length: 10 }, (_, i) => member(`Giver ${i}`));
    const results = await Promise.all(givers.map((g) => act(post.id, post, { type: 'offer' }, g)));
    const winner = givers[results.findIndex((r) => r.ok)] as Actor;
    for (const giver of givers) {
      expect(await postsJoinedBy(giver.uid)).toEqual(giver === winner ? [post.id] : []);
    }
    const offered = await load(post.id);
    await act(post.id, offered as Post, { type: 'withdraw', reason: '' }, winner);
    expect(await postsJoinedBy(winner.uid)).toEqual([post.id]);
  });

  it('are recorded by the backfill for data written before records existed', async () => {
    const giver = member('Gwen Older');
    const post = await posted(member('Olive'));
    await act(post.id, post, { type: 'offer' }, giver);
    const { pk, sk } = partyRecord(giver.uid, post.id);
    await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: { pk, sk } }));
    const messageId = await contactMessageFrom(giver, 'gwen@example.org', 'Old message');
    await dynamo().send(
      new DeleteCommand({
        TableName: config().tableName,
        Key: { pk: `MEMBER#${giver.uid}`, sk: `CONTACT#${messageId}` },
      }),
    );
    expect(await postsJoinedBy(giver.uid)).toEqual([]);

    // Only this test's member: a run over the whole shared table rewrote every other file's records.
    expect(await backfillMemberRecords((uid) => uid === giver.uid)).toEqual({ parties: 1, messages: 1 });
    expect(await postsJoinedBy(giver.uid)).toEqual([post.id]);
    await eraseSender({ uid: giver.uid }, 5);
    expect(await getContactMessage(messageId)).toMatchObject({
      name: 'Former member',
      email: '',
      message: '',
      erasedAt: 5,
    });
  });
});

describe('the backfill after an account deletion', () => {
  it('gives no record back to a deleted member for their erased offer and message', async () => {
    const { leaver, post, erased, forgotten } = await offerAndItsErasure('Lia Leaving');
    const messageId = await contactMessageFrom(leaver, 'lia@example.org', 'A message before leaving');
    // The deletion as forget-member.ts makes it: the offer erased in the post, the message erased,
    // then the member's records dropped.
    const done = await appendErasure(post.id, 2, forgotten, replay([...erased, forgotten]), erased.slice(1));
    expect(done.ok).toBe(true);
    await eraseSender({ uid: leaver.uid }, 5);
    await eraseMemberRecords(leaver.uid);

    expect(await backfillMemberRecords((uid) => uid === leaver.uid)).toEqual({ parties: 0, messages: 0 });
    expect(await postsJoinedBy(leaver.uid)).toEqual([]);
    expect(await item({ pk: `MEMBER#${leaver.uid}`, sk: `CONTACT#${messageId}` })).toBeUndefined();
  });
});

describe('appendErasure', () => {
  it('rewrites the earlier events and appends in one write, or, on a stale version, does neither', async () => {
    const { post, erased, forgotten } = await offerAndItsErasure('Lena Leaving');
    const state = replay([...erased, forgotten]);
    const rewritten = erased.slice(1);

    const stale = await appendErasure(
      post.id,
      1,
      { ...forgotten, seq: 2 },
      { ...state, version: 2 },
      rewritten,
    );
    expect(stale).toMatchObject({ ok: false, conflict: true });
    expect(JSON.stringify(await history(post.id))).toContain('Lena Leaving');

    expect((await appendErasure(post.id, 2, forgotten, state, rewritten)).ok).toBe(true);
    const after = JSON.stringify([await history(post.id), await load(post.id)]);
    expect(after).not.toContain('Lena Leaving');
    expect((await history(post.id)).map((e) => e.type)).toEqual([
      'WishPosted',
      'OfferMade',
      'MemberForgotten',
    ]);
  });
});

describe('eraseMemberRecords', () => {
  it('drops settings and records, and keeps the revocation mark', async () => {
    const who = member('Rae Records');
    await setPrefs(who.uid, { turn: false });
    await dynamo().send(new PutCommand({ TableName: config().tableName, Item: partyRecord(who.uid, 'p1') }));
    await revokeSessions(who.uid);
    await eraseMemberRecords(who.uid);
    expect(await item({ pk: `MEMBER#${who.uid}`, sk: 'NOTIFY_PREFS' })).toBeUndefined();
    expect(await item({ pk: `MEMBER#${who.uid}`, sk: 'PARTY#p1' })).toBeUndefined();
    expect(await item({ pk: `MEMBER#${who.uid}`, sk: 'SESSION' })).toBeDefined();
  });
});
