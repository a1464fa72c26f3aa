// Volunteers' use cases (actions, replay, inbox, member look-up) and the public lists, in memory.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { inboxPage, sendContactMessage, setContactStatus } from './contact.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { getPost } from './get-post.ts';
import { listPosts } from './list-posts.ts';
import { memberPosts } from './member-lookup.ts';
import { replayForVolunteer } from './post-history.ts';
import { runSupportAction } from './support-action.ts';
import { gabriel, refusal, testDeps, vera, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

describe('support use cases', () => {
  it('are for volunteers only: a member gets 403 with the spec text and nothing is recorded', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    const forbidden = { code: 'FORBIDDEN', message: messages.support.volunteersOnly };
    expect(await refusal(() => replayForVolunteer(deps, { postRef: wish.id, caller: wendy }))).toEqual(
      forbidden,
    );
    expect(
      await refusal(() =>
        runSupportAction(deps, { postId: wish.id, caller: gabriel, body: { type: 'remove', reason: 'x' } }),
      ),
    ).toEqual(forbidden);
    expect(await refusal(() => inboxPage(deps, { caller: null, query: {} }))).toEqual(forbidden);
    expect(deps.reads).toEqual([]);
  });

  it('reopens a stalled exchange so another member can offer; the replay matches the stored state', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    expect(
      await refusal(() =>
        runSupportAction(deps, { postId: wish.id, caller: vera, body: { type: 'reopen' } }),
      ),
    ).toMatchObject({
      code: 'VALIDATION',
    });
    const reopened = await runSupportAction(deps, {
      postId: wish.id,
      caller: vera,
      body: { type: 'reopen', reason: 'The giver stopped answering.' },
    });
    expect(reopened.status).toBe('posted');
    const history = await replayForVolunteer(deps, {
      postRef: `https://bookwish.ca/wishlist/${wish.id}`,
      caller: vera,
    });
    expect(history.consistent).toBe(true);
    expect(history.steps.map((s) => s.event.type)).toEqual(['WishPosted', 'OfferMade', 'PostReopened']);
    expect(deps.reads).toEqual([{ volunteer: vera.uid, subject: { post: wish.id } }]);
  });

  it('a removed post is gone for members with the takedown text, still there for volunteers', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    await runSupportAction(deps, { postId: wish.id, caller: vera, body: { type: 'remove', reason: 'Spam' } });
    expect(await refusal(() => getPost(deps, 'wishlist', { postId: wish.id, caller: wendy }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.post.removedByVolunteers,
    });
    expect((await getPost(deps, 'wishlist', { postId: wish.id, caller: vera })).removed).toBe(true);
    expect((await listPosts(deps, 'wishlist', {})).items).toEqual([]);
  });

  it('a deleted post answers with its deletion only; an unknown id is not found', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    await deletePost(deps, 'wishlist', { postId: wish.id, caller: wendy, body: {} });
    expect(
      await refusal(() =>
        runSupportAction(deps, { postId: wish.id, caller: vera, body: { type: 'remove', reason: 'x' } }),
      ),
    ).toEqual({ code: 'CONFLICT', message: messages.support.postDeleted });
    expect((await replayForVolunteer(deps, { postRef: wish.id, caller: vera })).deletedAt).toBe(
      deps.clock.now(),
    );
    expect(await refusal(() => replayForVolunteer(deps, { postRef: 'nope', caller: vera }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.support.postNotFound,
    });
  });

  it('the contact inbox: anyone writes, volunteers read (each read recorded) and resolve', async () => {
    const deps = testDeps();
    const { id } = await sendContactMessage(deps, {
      caller: null,
      body: { name: 'Zoé Tremblay', email: 'zoe@example.org', message: 'Où est mon livre ?' },
    });
    const page = await inboxPage(deps, { caller: vera, query: {} });
    expect(page.items).toEqual([
      expect.objectContaining({ id, uid: '', status: 'open', name: 'Zoé Tremblay' }),
    ]);
    expect(deps.reads).toEqual([{ volunteer: vera.uid, subject: { contact: id } }]);
    expect(await setContactStatus(deps, { id, caller: vera, body: { status: 'resolved' } })).toMatchObject({
      status: 'resolved',
    });
    expect(
      await refusal(() =>
        setContactStatus(deps, { id: 'unknownid12345', caller: vera, body: { status: 'open' } }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: messages.support.contactNotFound });
  });

  it('finds a member by email (recorded), refuses a malformed email, says when nobody has it', async () => {
    const deps = testDeps();
    await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    const found = await memberPosts(deps, { email: ' Wendy@Example.org ', caller: vera });
    expect(found.member.uid).toBe(wendy.uid);
    expect(found.own).toHaveLength(1);
    expect(found.own[0]).not.toHaveProperty('history');
    expect(deps.reads).toEqual([{ volunteer: vera.uid, subject: { member: wendy.uid } }]);
    expect(await refusal(() => memberPosts(deps, { email: 'not-an-email', caller: vera }))).toMatchObject({
      code: 'VALIDATION',
    });
    expect(await refusal(() => memberPosts(deps, { email: 'nobody@example.org', caller: vera }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.support.memberNotFound,
    });
  });
});

describe('lists', () => {
  it('pages newest first with a cursor, and refuses a forged cursor with the spec text', async () => {
    const deps = testDeps();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        (await createPost(deps, 'wishlist', { caller: wendy, body: { ...wishInput, title: `Book ${i}` } }))
          .id,
      );
      deps.advance(1000);
    }
    const first = await listPosts(deps, 'wishlist', { limit: '2' });
    expect(first.items.map((p) => p.title)).toEqual(['Book 4', 'Book 3']);
    expect(first.items[0]).not.toHaveProperty('history');
    const second = await listPosts(deps, 'wishlist', { limit: '2', cursor: first.nextCursor });
    expect(second.items.map((p) => p.title)).toEqual(['Book 2', 'Book 1']);
    const last = await listPosts(deps, 'wishlist', { limit: '2', cursor: second.nextCursor });
    expect(last).toEqual({ items: [expect.objectContaining({ title: 'Book 0' })], nextCursor: null });
    expect(await refusal(() => listPosts(deps, 'wishlist', { cursor: 'bm90LW91cnM' }))).toEqual({
      code: 'VALIDATION',
      message: messages.common.invalidCursor,
    });
  });

  it('filters the all lists by type, destination words and Open only, and refuses a filter off the list', async () => {
    const deps = testDeps();
    const wish = (title: string, types: string[], destination: string) => {
      deps.advance(1000);
      return createPost(deps, 'wishlist', {
        caller: wendy,
        body: { ...wishInput, title, types, destination },
      });
    };
    await wish('Atlas', ['Textbook'], 'Nairobi, Kenya');
    const novel = await wish('Novel', ['Fiction'], 'Lima, Perú');
    await wish('Essays', ['Nonfiction'], 'Peru');
    await transitionPost(deps, 'wishlist', 'offer', { postId: novel.id, caller: gabriel, body: {} });
    const titles = async (query: Record<string, string>) =>
      (await listPosts(deps, 'wishlist', query)).items.map((p) => p.title);
    expect(await titles({ destination: 'PERU' })).toEqual(['Essays', 'Novel']);
    expect(await titles({ destination: 'peru lima' })).toEqual(['Novel']);
    expect(await titles({ destination: 'peru', open: '1' })).toEqual(['Essays']);
    expect(await titles({ type: 'Textbook', open: '1' })).toEqual(['Atlas']);
    expect(await titles({ type: '', destination: '', open: '' })).toEqual(['Essays', 'Novel', 'Atlas']);
    expect(await refusal(() => listPosts(deps, 'wishlist', { type: 'Poetry' }))).toEqual({
      code: 'VALIDATION',
      message: messages.search.badFilter,
    });
  });
});

describe('the contact inbox filter and search', () => {
  it('passes status and search to the store, and refuses an unknown status', async () => {
    const deps = testDeps();
    for (const [name, message] of [
      ['Amara', 'My book never came.'],
      ['Chloé', 'Merci pour le livre'],
    ] as const) {
      await sendContactMessage(deps, { caller: null, body: { name, email: `${name}@example.org`, message } });
    }
    const [chloe] = deps.inbox;
    await setContactStatus(deps, { id: chloe?.id ?? '', caller: vera, body: { status: 'resolved' } });
    const open = await inboxPage(deps, { caller: vera, query: { status: 'open' } });
    expect(open.items.map((m) => m.name)).toEqual(['Amara']);
    const found = await inboxPage(deps, { caller: vera, query: { q: '  CHLOE ' } });
    expect(found.items.map((m) => m.name)).toEqual(['Chloé']);
    const all = await inboxPage(deps, { caller: vera, query: { status: 'all', q: '' } });
    expect(all.items).toHaveLength(2);
    expect(await refusal(() => inboxPage(deps, { caller: vera, query: { status: 'done' } }))).toMatchObject({
      code: 'VALIDATION',
      message: messages.common.badRequest,
    });
  });
});
