// Account deletion erases what the member wrote into others' posts, on the
// in-memory store: their address, request message, giver's message, thank-you note and photo, the
// reason they withdrew with, an address a volunteer corrected for them; "Former member" for their
// name; found even where their exchange ended since. The other party's own data stays.

import { messages } from '@bookwish/shared/domain/messages';
import { FORMER_MEMBER, toView } from '@bookwish/shared/domain/timeline';
import type { Post } from '@bookwish/shared/domain/types';
import { describe, expect, it } from 'vitest';
import { sendContactMessage } from './contact.ts';
import { createPost } from './create-post.ts';
import { eraseFromPost, forgetMember } from './forget-member.ts';
import { isTombstone } from './ports.ts';
import { postHistory } from './post-history.ts';
import { runSupportAction } from './support-action.ts';
import {
  gabriel,
  takeSteps,
  tessa,
  testDeps,
  treatInput,
  vera,
  wendy,
  wendyGivesGabriel,
  wendyWithdraws,
  wishInput,
} from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

// What only Wendy wrote: none of it may survive her account.
const HER = {
  address: 'HER-ADDRESS 4 Cedar Lane, Burnaby',
  corrected: 'HER-CORRECTED 6 Cedar Lane, Burnaby',
  request: 'HER-REQUEST I would love to read it',
  fulfil: 'HER-FULFIL tracking 1Z42',
  note: 'HER-NOTE thank you so much',
  reason: 'HER-REASON my budget changed',
  contact: 'HER-CONTACT where is my book?',
};
// What the others wrote: all of it stays.
const THEIRS = {
  gabrielAddress: 'GABRIEL-ADDRESS 9 Elm St, Victoria',
  shipped: 'TESSA-SHIPPED sent by post',
  gabrielNote: 'GABRIEL-NOTE lovely, thanks',
};

async function world() {
  const deps = testDeps();
  // Wendy requests Tessa's treat; a volunteer corrects her address; Tessa ships; Wendy closes with a
  // note and a photo.
  const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
  await takeSteps(deps, 'treat', treat.id, [
    ['request', wendy, { shippingAddress: HER.address, requestMessage: HER.request }],
  ]);
  await runSupportAction(deps, {
    postId: treat.id,
    caller: vera,
    body: { type: 'correctAddress', shippingAddress: HER.corrected, reason: 'Member wrote in' },
  });
  await takeSteps(deps, 'treat', treat.id, [
    ['ship', tessa, { shippedMessage: THEIRS.shipped }],
    ['close', wendy, { thankYouNote: HER.note, thankYouPhotoKey: `thankYouPhotos/${wendy.uid}-1-abc.png` }],
  ]);
  // Wendy gives Gabriel his wish; Gabriel closes it.
  const given = await wendyGivesGabriel(deps, {
    address: THEIRS.gabrielAddress,
    fulfil: HER.fulfil,
    note: THEIRS.gabrielNote,
  });
  // Wendy offers on another wish of Gabriel's and withdraws; Tessa offers after her.
  const withdrawn = await wendyWithdraws(deps, HER.reason);
  // Her own wish, and a message to the volunteers; and someone else's message.
  const own = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
  await sendContactMessage(deps, {
    caller: wendy,
    body: { name: wendy.name, email: 'wendy@example.org', phone: '', message: HER.contact },
  });
  await sendContactMessage(deps, {
    caller: null,
    body: { name: 'Vic Visitor', email: 'vic@example.org', phone: '', message: 'Hello' },
  });
  return { deps, treat: treat.id, given, withdrawn, own: own.id };
}

const leaving = (deps: ReturnType<typeof testDeps>) => ({ ...wendy, authTime: deps.clock.now() / 1000 });

async function stored(deps: ReturnType<typeof testDeps>, id: string): Promise<Post> {
  const post = await deps.store.load(id);
  if (!post || isTombstone(post)) throw new Error(`post ${id} expected`);
  return post;
}

/** Everything the store holds of a post: its STATE and its events as written. */
async function everything(deps: ReturnType<typeof testDeps>, id: string): Promise<string> {
  return JSON.stringify([await deps.store.load(id), deps.store.storedEvents(id)]);
}

describe('erasure on account deletion', () => {
  it('leaves none of her name or words in any post of others, events and STATE alike', async () => {
    const w = await world();
    const thankYouPhoto = (await stored(w.deps, w.treat)).thankYouPhoto;
    expect(thankYouPhoto?.variants.length).toBeGreaterThan(0);

    await forgetMember(w.deps, leaving(w.deps));

    for (const id of [w.treat, w.given, w.withdrawn]) {
      const all = await everything(w.deps, id);
      for (const secret of [wendy.name, ...Object.values(HER)]) expect(all).not.toContain(secret);
      expect(all).toContain(FORMER_MEMBER);
      // The stored STATE is still exactly the replay of the stored events.
      expect((await postHistory(w.deps.store, id))?.consistent).toBe(true);
    }
    expect(isTombstone(await w.deps.store.load(w.own))).toBe(true);
  });

  it("keeps the other party's own address, messages and note, and the posts' status", async () => {
    const w = await world();
    await forgetMember(w.deps, leaving(w.deps));

    const treat = await stored(w.deps, w.treat);
    expect(treat).toMatchObject({
      status: 'closed',
      requestDisplayName: FORMER_MEMBER,
      shippedMessage: THEIRS.shipped,
    });
    expect(treat).not.toHaveProperty('shippingAddress');
    expect(treat).not.toHaveProperty('requestMessage');
    expect(treat).not.toHaveProperty('thankYouPhoto');
    expect(treat).toMatchObject({ thankYouNote: '', thankYouPhotoURL: '' });

    const given = await stored(w.deps, w.given);
    expect(given).toMatchObject({
      status: 'closed',
      offerDisplayName: FORMER_MEMBER,
      shippingAddress: THEIRS.gabrielAddress,
      thankYouNote: THEIRS.gabrielNote,
    });
    expect(given).not.toHaveProperty('fulfillmentMessage');
    const gabrielsEvents = w.deps.store.storedEvents(w.given).filter((e) => e.actorUid === gabriel.uid);
    expect(JSON.stringify(gabrielsEvents)).toContain(THEIRS.gabrielAddress);
  });

  it("finds the post whose offer she withdrew (no longer hers in any list) and leaves Tessa's exchange going", async () => {
    const w = await world();
    await forgetMember(w.deps, leaving(w.deps));

    const post = await stored(w.deps, w.withdrawn);
    expect(post).toMatchObject({ status: 'offered', offerUID: tessa.uid, offerDisplayName: tessa.name });
    const gabrielSees = toView(post, 'owner', gabriel.uid).timeline;
    const line = gabrielSees.find((s) => s.status === messages.timeline.statusOfferWithdrawn);
    expect(line?.actorName).toBe(FORMER_MEMBER);
    // Her reason was hers: gone; the line stays.
    expect(line?.details).toBeUndefined();
    // Tessa and Gabriel carry on from the new version.
    await transitionPost(w.deps, 'wishlist', 'confirm', {
      postId: w.withdrawn,
      caller: gabriel,
      body: { shippingAddress: THEIRS.gabrielAddress, expectedVersion: post.version },
    });
    expect((await stored(w.deps, w.withdrawn)).status).toBe('confirmed');
  });

  it('records the erasure as MemberForgotten, shown to volunteers in the replay, not in the Activity', async () => {
    const w = await world();
    const before = (await stored(w.deps, w.treat)).version;
    await forgetMember(w.deps, leaving(w.deps));

    const history = await postHistory(w.deps.store, w.treat);
    expect(history?.steps.at(-1)?.event).toMatchObject({
      type: 'MemberForgotten',
      seq: before + 1,
      actorUid: wendy.uid,
      actorName: FORMER_MEMBER,
    });
    const post = await stored(w.deps, w.treat);
    expect(post.history.map((s) => s.type)).not.toContain('MemberForgotten');
    // A volunteer sees the closed treat without an address and without "Something went wrong".
    const details = toView(post, 'volunteer').timeline.flatMap((s) => s.details ?? []);
    expect(details.map((d) => d.label)).not.toContain(messages.timeline.labels.shippingAddress);
    expect(JSON.stringify(details)).not.toContain(messages.post.missingAddress);
  });

  it('deletes her thank-you photo, her unattached uploads and avatars, her records; erases her messages only', async () => {
    const w = await world();
    const photoKeys = (await stored(w.deps, w.treat)).thankYouPhoto?.variants.map((v) => v.key) ?? [];
    await forgetMember(w.deps, leaving(w.deps));

    expect(w.deps.deletedImages).toEqual(expect.arrayContaining(photoKeys));
    expect(w.deps.deletedImages).toEqual(
      expect.arrayContaining([`avatars/${wendy.uid}-1.png`, `thankYouPhotos/${wendy.uid}-2-abc.png`]),
    );
    expect(w.deps.erasedRecords).toEqual([wendy.uid]);
    const hers = w.deps.inbox.find((m) => m.uid === wendy.uid);
    expect(hers).toMatchObject({ name: FORMER_MEMBER, email: '', phone: '', message: '' });
    expect(hers?.erasedAt).toBe(w.deps.clock.now());
    expect(w.deps.inbox.find((m) => m.uid === '')).toMatchObject({ name: 'Vic Visitor', message: 'Hello' });
    expect(w.deps.deletedUsers).toEqual([wendy.username]);
  });

  it('runs again without a second erasure event (a retry after a failure part way)', async () => {
    const w = await world();
    await forgetMember(w.deps, leaving(w.deps));
    const versions = await Promise.all([w.treat, w.given, w.withdrawn].map((id) => stored(w.deps, id)));
    for (const post of versions) await eraseFromPost(w.deps, post.id, wendy.uid);
    for (const post of versions) expect((await stored(w.deps, post.id)).version).toBe(post.version);
  });

  it('loses a race to an exchange moving on, and erases on the new version', async () => {
    const w = await world();
    const store = w.deps.store;
    let raced = false;
    const racing = Object.assign(Object.create(store), {
      appendErasure: async (...args: Parameters<typeof store.appendErasure>) => {
        if (!raced && args[0] === w.withdrawn) {
          raced = true; // Gabriel confirms between our read and our write.
          await transitionPost(w.deps, 'wishlist', 'confirm', {
            postId: w.withdrawn,
            caller: gabriel,
            body: { shippingAddress: THEIRS.gabrielAddress },
          });
        }
        return store.appendErasure(...args);
      },
    });
    await eraseFromPost({ ...w.deps, store: racing }, w.withdrawn, wendy.uid);
    const types = store.storedEvents(w.withdrawn).map((e) => e.type);
    expect(types.slice(-2)).toEqual(['AddressShared', 'MemberForgotten']);
    expect(await everything(w.deps, w.withdrawn)).not.toContain(wendy.name);
    expect((await stored(w.deps, w.withdrawn)).status).toBe('confirmed');
  });
});
