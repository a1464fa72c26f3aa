// "Download my data" against the emulators, by persona: a visitor gets 401; a member gets their own
// archive as a short-lived link to a zip (their posts and exchanges as they see them, their cover in
// every stored variant, never the other party's address once the book arrived); the volunteers' route
// refuses members, gives a volunteer the member's archive and records that it did; after the account
// is deleted nothing of the member is left to export, by either route.

import { EXPORT_JSON, type ExportDocument } from '@bookwish/shared/api/export';
import { messages } from '@bookwish/shared/domain/messages';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { listExportReads } from '../store/support-audit.ts';
import {
  call,
  expectOk,
  type Member,
  member,
  signedUp,
  uploadedPicture,
  volunteer,
  wishlistBody,
} from './client.ts';
import { secrets, treatAt, wishlistAt } from './lifecycles.ts';
import { expectLookupRefusals } from './member-lookup.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(useStackEnv);

const uploadCover = (who: Member) =>
  uploadedPicture(who, 'cover', { width: 40, height: 60, background: '#3a5' });

/** Follows the link as the browser does and opens the zip. */
async function download(link: { url: string; fileName: string }) {
  const answer = await fetch(link.url);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${link.fileName}"`);
  const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  const document = JSON.parse(strFromU8(entries[EXPORT_JSON] ?? new Uint8Array())) as ExportDocument;
  return { document, entries, text: strFromU8(entries[EXPORT_JSON] ?? new Uint8Array()) };
}

describe('GET /api/me/export', () => {
  let emma: Member;
  let friend: Member;
  let ownWish: string;
  let theirWish: string;
  let theirTreat: string;

  beforeAll(async () => {
    [emma, friend] = await Promise.all([signedUp('Emma Export'), signedUp('Fern Friend')]);
    const coverKey = await uploadCover(emma);
    ownWish = expectOk(
      await call('POST', '/api/wishlists', {
        token: emma.token,
        body: { ...wishlistBody('Emma wishes'), coverKey },
      }),
      'own wish',
    ).body.id;
    // Emma gives Fern her wish (Fern's address goes to Emma until the book arrives), and requests
    // Fern's treat and thanks her for it.
    theirWish = await wishlistAt('closed', friend, emma, 'fernwish');
    theirTreat = await treatAt('closed', friend, emma, 'ferntreat');
  });

  it('answers 401 to a visitor, with nothing made', async () => {
    const answer = await call('GET', '/api/me/export');
    expect(answer.status).toBe(401);
    expect(answer.body.url).toBeUndefined();
  });

  it("gives a member their own archive: account, posts, exchanges as they see them, their cover's variants", async () => {
    const answer = expectOk(await call('GET', '/api/me/export', { token: emma.token }), 'export');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      fileName: expect.stringMatching(/^bookwish-data-\d{4}-\d{2}-\d{2}\.zip$/),
      bytes: expect.any(Number),
      expiresAt: expect.any(Number),
    });
    const { document, entries, text } = await download(answer.body);
    expect(document.account).toMatchObject({ uid: emma.uid, name: 'Emma Export' });
    expect(document.emailSettings).toMatchObject({ turn: true, updates: true, alerts: true });
    expect(document.posts.map((p) => p.id)).toEqual([ownWish]);
    expect(document.joined.map((p) => [p.id, p.viewer]).sort()).toEqual(
      [
        [theirWish, 'giver'],
        [theirTreat, 'requester'],
      ].sort(),
    );
    // Her own address on the treat she received; her thank-you note for it.
    expect(text).toContain(secrets('ferntreat').shippingAddress);
    expect(document.thankYouNotes).toEqual([
      expect.objectContaining({ postId: theirTreat, note: 'Thank you!' }),
    ]);
    // Fern's address: Emma sent the book, and the sender no longer sees it once it has arrived.
    expect(text).not.toContain(secrets('fernwish').shippingAddress);
    // The cover in every stored variant, as the bucket holds it.
    const covers = document.photos.filter((p) => p.what === 'cover');
    expect(covers.length).toBeGreaterThan(1);
    for (const photo of covers) {
      const bytes = entries[photo.file];
      expect(bytes?.byteLength, photo.file).toBeGreaterThan(0);
      const meta = await sharp(Buffer.from(bytes ?? [])).metadata();
      expect([meta.width, meta.height], photo.file).toEqual([photo.width, photo.height]);
    }
  });

  it("refuses the volunteers' route to members (403) and records nothing", async () => {
    const answer = await call(
      'GET',
      `/api/support/members/export?email=${encodeURIComponent(emma.account?.email ?? '')}`,
      { token: member('Max Member').token },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: 'FORBIDDEN', message: messages.support.volunteersOnly });
    expect(await listExportReads(emma.uid)).toEqual([]);
  });

  it("gives a volunteer the member's own archive for their email, and records the read", async () => {
    const val = volunteer('Val Volunteer');
    const answer = expectOk(
      await call(
        'GET',
        `/api/support/members/export?email=${encodeURIComponent(emma.account?.email ?? '')}`,
        {
          token: val.token,
        },
      ),
      'volunteer export',
    );
    const { document, text } = await download(answer.body);
    expect(document.account.uid).toBe(emma.uid);
    expect(document.joined.map((p) => p.viewer).sort()).toEqual(['giver', 'requester']);
    // What Emma sees, not what a volunteer sees: still no Fern's address.
    expect(text).not.toContain(secrets('fernwish').shippingAddress);
    expect(await listExportReads(emma.uid)).toEqual([{ volunteerUid: val.uid, at: expect.any(Number) }]);
    await expectLookupRefusals('/api/support/members/export', val);
  });

  it('after the account is deleted, leaves nothing to export: no route finds the member, no archive stays', async () => {
    const kept = expectOk(await call('GET', '/api/me/export', { token: emma.token }), 'export').body;
    expect((await fetch(kept.url)).status).toBe(200);
    expect((await call('DELETE', '/api/me', { token: emma.token })).status).toBe(204);
    // Her archives went with the account, even one whose link still runs.
    expect((await fetch(kept.url)).status).toBe(404);
    expect((await call('GET', '/api/me/export', { token: emma.token })).status).toBe(401);
    const byVolunteer = await call(
      'GET',
      `/api/support/members/export?email=${encodeURIComponent(emma.account?.email ?? '')}`,
      { token: volunteer().token },
    );
    expect(byVolunteer.status).toBe(404);
    expect(byVolunteer.body.error.message).toBe(messages.support.memberNotFound);
    // Fern's own archive still holds her exchanges with Emma, with "Former member" for Emma.
    const ferns = await download(
      expectOk(await call('GET', '/api/me/export', { token: friend.token }), 'fern').body,
    );
    expect(ferns.text).not.toContain('Emma Export');
    expect(ferns.document.posts.map((p) => p.id).sort()).toEqual([theirWish, theirTreat].sort());
  });
});
