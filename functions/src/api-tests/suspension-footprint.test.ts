// A suspended member's public footprint, through the local front: their finished post and the
// thank-you they wrote on another member's treat leave the post pages, the lists and the gratitude
// wall at the suspension; the volunteers' replay still holds every event; a volunteer's restore brings
// each back.

import { randomUUID } from 'node:crypto';
import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectOk, type Member, signedUp, volunteer } from './client.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(useStackEnv);

/** Book Received with the thank-you put on the wall, by the recipient. */
async function closeOnWall(kind: 'wishlist' | 'treat', id: string, recipient: Member, note: string) {
  expectOk(
    await call('POST', `/api/${kind}s/${id}/close`, {
      token: recipient.token,
      body: { thankYouNote: note, onWall: true },
    }),
    `${kind} close`,
  );
}

/** The wall's notes as a visitor reads them, every page. */
async function wallNotes(): Promise<string[]> {
  const notes: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=30${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = expectOk(await call('GET', `/api/thanks?${query}`), 'wall page');
    notes.push(...(page.body.items as { note: string }[]).map((card) => card.note));
    cursor = page.body.nextCursor;
  } while (cursor);
  return notes;
}

/** The ids on the first page of a public list (newest first), as a visitor reads it. */
async function listedIds(kind: 'wishlists' | 'treats'): Promise<string[]> {
  const page = expectOk(await call('GET', `/api/${kind}?limit=30`), `${kind} list`);
  return (page.body.items as { id: string }[]).map((post) => post.id);
}

describe("suspending a member ends their public footprint, and a volunteer's restore brings it back", () => {
  it('takes their finished wish and their thank-you on a treat off the public pages, keeping the history', async () => {
    const tag = randomUUID().slice(0, 8);
    const [suspect, giver, treater] = await Promise.all([
      signedUp(`Sid Suspect ${tag}`),
      signedUp(`Gail Giver ${tag}`),
      signedUp(`Theo Treater ${tag}`),
    ]);
    const wishNote = `Wish thanks ${tag}`;
    const treatNote = `Treat thanks ${tag}`;
    const wishId = await wishlistAt('fulfilled', suspect, giver);
    await closeOnWall('wishlist', wishId, suspect, wishNote);
    const treatId = await treatAt('shipped', treater, suspect);
    await closeOnWall('treat', treatId, suspect, treatNote);

    expect((await call('GET', `/api/wishlists/${wishId}`)).status).toBe(200);
    expect(await wallNotes()).toEqual(expect.arrayContaining([wishNote, treatNote]));
    expect(await listedIds('wishlists')).toContain(wishId);

    const val = volunteer(`Val Footprint ${tag}`);
    const reason = `Phishing through messages ${tag}`;
    expectOk(
      await call('POST', `/api/support/members/${suspect.uid}/suspend`, {
        token: val.token,
        body: { reason },
      }),
      'suspend',
    );

    // A visitor and another member meet the takedown text; the wall and the list no longer show them.
    for (const token of [undefined, treater.token]) {
      const read = await call('GET', `/api/wishlists/${wishId}`, { token });
      expect([read.status, read.body.error?.message]).toEqual([404, messages.post.removedByVolunteers]);
    }
    const notes = await wallNotes();
    expect(notes).not.toContain(wishNote);
    expect(notes).not.toContain(treatNote);
    expect(await listedIds('wishlists')).not.toContain(wishId);
    // The treat is the treater's own: it stays public, only the suspended member's thank-you leaves.
    expect((await call('GET', `/api/treats/${treatId}`)).status).toBe(200);
    // The giver keeps their own exchange's page.
    expect((await call('GET', `/api/wishlists/${wishId}`, { token: giver.token })).status).toBe(200);

    // Nothing is lost: the volunteer's replay has the thank-you and the hiding, who and why.
    const replay = expectOk(
      await call('GET', `/api/support/posts/${wishId}/events`, { token: val.token }),
      'replay',
    );
    const events = (replay.body.steps as { event: { type: string; actorName: string; data: object } }[]).map(
      (step) => step.event,
    );
    expect(events.map((event) => event.type)).toEqual([
      'WishPosted',
      'OfferMade',
      'AddressShared',
      'GiftSent',
      'ReceiptConfirmed',
      'FootprintHidden',
    ]);
    expect(events[4]?.data).toMatchObject({ thankYouNote: wishNote });
    expect(events[5]).toMatchObject({
      actorName: `Val Footprint ${tag}`,
      data: { memberUid: suspect.uid, reason },
    });

    // A restore needs a reason, and only what is hidden can be restored.
    const noReason = await call('POST', `/api/support/posts/${wishId}/actions`, {
      token: val.token,
      body: { type: 'restoreFootprint', reason: '' },
    });
    expect([noReason.status, noReason.body.error?.message]).toEqual([400, messages.support.reasonRequired]);
    for (const [kind, id] of [
      ['wishlist', wishId],
      ['treat', treatId],
    ] as const) {
      expectOk(
        await call('POST', `/api/support/posts/${id}/actions`, {
          token: val.token,
          body: { type: 'restoreFootprint', reason: 'Suspension reviewed: a mistake' },
        }),
        `restore ${kind}`,
      );
    }
    const again = await call('POST', `/api/support/posts/${wishId}/actions`, {
      token: val.token,
      body: { type: 'restoreFootprint', reason: 'twice' },
    });
    expect([again.status, again.body.error?.message]).toEqual([409, messages.support.nothingToRestore]);

    expect((await call('GET', `/api/wishlists/${wishId}`)).status).toBe(200);
    expect(await wallNotes()).toEqual(expect.arrayContaining([wishNote, treatNote]));
    expect(await listedIds('wishlists')).toContain(wishId);
  });
});
