// A member's data archive, on the in-memory store, read against erasure: what each party finds in their
// own zip (only what they could see on each post), the volunteers' copy (recorded, refused to members),
// and nothing of a member once their account is deleted.

import { EXPORT_JSON, type ExportDocument } from '@bookwish/shared/api/export';
import { ADDRESS_ERASE_DAYS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { DEFAULT_SETTINGS } from './email-kinds.ts';
import { forgetMember } from './forget-member.ts';
import { buildExport, type ExportFiles, exportForMember, exportMyData } from './member-export.ts';
import {
  gabriel,
  refusal,
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
import { sweepTimers } from './timers.ts';

const HER = {
  address: 'HER-ADDRESS 4 Cedar Lane, Burnaby',
  request: 'HER-REQUEST I would love to read it',
  note: 'HER-NOTE thank you so much',
  fulfil: 'HER-FULFIL it is in the post',
  reason: 'HER-REASON my budget changed',
  report: 'HER-REPORT the link asks for a card number',
};
const THEIRS = {
  gabrielAddress: 'GABRIEL-ADDRESS 9 Elm St, Victoria',
  gabrielNote: 'GABRIEL-NOTE lovely, thanks',
  tessaMessage: 'TESSA-MESSAGE I can send it next week',
  shipped: 'TESSA-SHIPPED sent by post',
};

/** The bucket as the export reads it: every key has bytes naming it, until deletion took it. */
function bucket(deps: ReturnType<typeof testDeps>) {
  const kept: { uid: string; zip: Uint8Array }[] = [];
  const files: ExportFiles = {
    async read(key) {
      return deps.deletedImages.includes(key) ? null : new TextEncoder().encode(`bytes of ${key}`);
    },
    async avatarKeys(uid) {
      const key = `avatars/${uid}-1.png`;
      return deps.deletedImages.includes(key) ? [] : [key];
    },
    async keep(uid, zip, fileName, name) {
      kept.push({ uid, zip });
      const objectKey = `exports/${uid}/${name ?? kept.length}.zip`;
      return {
        url: `https://bucket.example/${uid}/${fileName}`,
        expiresAt: deps.clock.now() + 300_000,
        objectKey,
      };
    },
    async link(objectKey) {
      return { url: `https://bucket.example/${objectKey}`, expiresAt: deps.clock.now() + 300_000 };
    },
  };
  return { files, kept };
}

async function world() {
  const deps = testDeps();
  const { files, kept } = bucket(deps);
  const exportDeps = { ...deps, files, settings: { get: async () => DEFAULT_SETTINGS } };
  // Wendy requests Tessa's treat; Tessa ships; Wendy closes with a note and a photo.
  const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
  await takeSteps(deps, 'treat', treat.id, [
    ['request', wendy, { shippingAddress: HER.address, requestMessage: HER.request }],
    ['ship', tessa, { shippedMessage: THEIRS.shipped }],
    ['close', wendy, { thankYouNote: HER.note, thankYouPhotoKey: `thankYouPhotos/${wendy.uid}-1-abc.png` }],
  ]);
  // Wendy reports a treat of Tessa's, and so does Gabriel (his report is not hers to read).
  const reported = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
  await takeSteps(deps, 'treat', reported.id, [
    ['report', wendy, { reason: 'other', note: HER.report }],
    ['report', gabriel, { reason: 'other', note: 'GABRIEL-REPORT not a book' }],
  ]);
  // Wendy gives Gabriel his wish; Gabriel closes it.
  const given = await wendyGivesGabriel(deps, {
    address: THEIRS.gabrielAddress,
    fulfil: HER.fulfil,
    note: THEIRS.gabrielNote,
  });
  // Wendy offers on another wish of Gabriel's and withdraws; Tessa offers after her, Gabriel confirms
  // with his address and Tessa writes him at Fulfil.
  const withdrawn = await wendyWithdraws(deps, HER.reason);
  await takeSteps(deps, 'wishlist', withdrawn, [
    ['confirm', gabriel, { shippingAddress: THEIRS.gabrielAddress }],
    ['fulfil', tessa, { fulfillmentMessage: THEIRS.tessaMessage }],
  ]);
  // Her own wish, with a cover.
  const own = await createPost(deps, 'wishlist', {
    caller: wendy,
    body: { ...wishInput, coverKey: `bookCovers/${wendy.uid}-2-def.png` },
  });
  return { deps, exportDeps, kept, treat: treat.id, given, withdrawn, own: own.id };
}

/** The archive as the member opens it: the JSON and every file's text. */
function opened(zip: Uint8Array): { document: ExportDocument; files: Record<string, string> } {
  const entries = unzipSync(zip);
  const files = Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]));
  return { document: JSON.parse(files[EXPORT_JSON] ?? 'null') as ExportDocument, files };
}

describe("a member's data archive", () => {
  it('holds her account, settings, every post she made or joined, her thank-you note and her photos', async () => {
    const w = await world();
    const { document, files } = opened(
      (await buildExport(w.exportDeps, { uid: wendy.uid, name: wendy.name, email: 'wendy@example.org' })).zip,
    );
    expect(document.account).toEqual({ uid: wendy.uid, name: wendy.name, email: 'wendy@example.org' });
    expect(document.emailSettings).toEqual(DEFAULT_SETTINGS);
    expect(document.posts.map((p) => p.id)).toEqual([w.own]);
    expect(document.joined.map((p) => p.id).sort()).toEqual([w.treat, w.given, w.withdrawn].sort());
    // Her own words, where she can still read them.
    const treat = document.joined.find((p) => p.id === w.treat);
    expect(treat).toMatchObject({
      viewer: 'requester',
      shippingAddress: HER.address,
      thankYouNote: HER.note,
    });
    expect(document.thankYouNotes).toEqual([
      expect.objectContaining({ postId: w.treat, note: HER.note, photo: expect.stringMatching(/^photos\//) }),
    ]);
    // The photos she took, each stored variant as the bucket holds it; her avatar too.
    const photoFiles = document.photos.map((p) => p.file).sort();
    expect(photoFiles).toEqual(
      [
        `photos/processed/bookCovers/${wendy.uid}-2-def.png/w640.webp`,
        `photos/processed/thankYouPhotos/${wendy.uid}-1-abc.png/w640.webp`,
        `photos/avatars/${wendy.uid}-1.png`,
      ].sort(),
    );
    for (const file of photoFiles) expect(files[file]).toBe(`bytes of ${file.slice('photos/'.length)}`);
  });

  it('shows no field of the other party she could not see on the post', async () => {
    const w = await world();
    const text = JSON.stringify(
      opened((await buildExport(w.exportDeps, { uid: wendy.uid, name: wendy.name })).zip).document,
    );
    // Gabriel's address: she sent his book, and the sender no longer sees it once it arrived; on the
    // wish she withdrew from, Tessa is the giver now.
    expect(text).not.toContain(THEIRS.gabrielAddress);
    // Tessa's message to Gabriel at Fulfil, on the wish Wendy left.
    expect(text).not.toContain(THEIRS.tessaMessage);
    // What the other party wrote to her, she could read: it is hers to have.
    expect(text).toContain(THEIRS.shipped);
    // Nobody else's photos: only covers of her posts and thank-yous she took.
    const withdrawn = JSON.parse(text).joined.find((p: { id: string }) => p.id === w.withdrawn);
    expect(withdrawn).toMatchObject({ viewer: 'member' });
    // On a post she no longer takes part in, not even who the others are by id.
    expect(JSON.stringify(withdrawn)).not.toContain(gabriel.uid);
    expect(JSON.stringify(withdrawn)).not.toContain(tessa.uid);
  });

  it("drops the address from the recipient's own archive once the erasure after close ran", async () => {
    const w = await world();
    const gabrielsArchive = async () =>
      JSON.stringify(
        opened((await buildExport(w.exportDeps, { uid: gabriel.uid, name: gabriel.name })).zip).document,
      );
    // Right after close he still sees the address he gave, on the page and in his archive.
    expect(await gabrielsArchive()).toContain(THEIRS.gabrielAddress);
    w.deps.advance((ADDRESS_ERASE_DAYS + 1) * 24 * 60 * 60 * 1000);
    await sweepTimers(w.deps);
    const given = JSON.parse(await gabrielsArchive()).posts.find((p: { id: string }) => p.id === w.given);
    expect(given.shippingAddress ?? '').toBe('');
    expect(given.thankYouNote).toBe(THEIRS.gabrielNote);
  });

  it('gives a volunteer the same archive for a member who asked, recorded; members and visitors get 403', async () => {
    const w = await world();
    const deps = { ...w.exportDeps, members: w.deps.members, audit: w.deps.audit };
    for (const caller of [null, gabriel]) {
      expect(await refusal(() => exportForMember(deps, { email: 'wendy@example.org', caller }))).toEqual({
        code: 'FORBIDDEN',
        message: messages.support.volunteersOnly,
      });
    }
    expect(w.kept).toEqual([]);
    expect(await refusal(() => exportForMember(deps, { email: 'nobody@example.org', caller: vera }))).toEqual(
      {
        code: 'NOT_FOUND',
        message: messages.support.memberNotFound,
      },
    );
    const made = await exportForMember(deps, { email: 'wendy@example.org', caller: vera });
    expect(w.deps.reads).toEqual([{ volunteer: vera.uid, subject: { export: wendy.uid } }]);
    const mine = await exportMyData(w.exportDeps, { ...wendy, email: 'wendy@example.org' });
    expect(made.link.fileName).toMatch(/^bookwish-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const [byVolunteer, byHerself] = w.kept.map((k) => opened(k.zip).document);
    expect(byVolunteer).toEqual(byHerself);
    expect(mine.counts).toMatchObject({ posts: 1, joined: 3, photos: 3 });
    // The volunteer reads as a member would, never with a volunteer's view of others' posts.
    expect(JSON.stringify(byVolunteer)).not.toContain(THEIRS.tessaMessage);
  });

  it("lists the reports she made, and nobody else's", async () => {
    const w = await world();
    const { document } = opened((await buildExport(w.exportDeps, { uid: wendy.uid, name: wendy.name })).zip);
    expect(document.reports).toEqual([
      expect.objectContaining({ kind: 'treat', title: treatInput.title, reason: 'other', note: HER.report }),
    ]);
    expect(JSON.stringify(document)).not.toContain('GABRIEL-REPORT');
    expect(JSON.stringify(document.reports)).not.toContain(gabriel.uid);
  });

  it('finds nothing of a member once their account is deleted', async () => {
    const w = await world();
    await forgetMember(w.deps, { ...wendy, authTime: w.deps.clock.now() / 1000 });
    const { document, files } = opened(
      (await buildExport(w.exportDeps, { uid: wendy.uid, name: wendy.name })).zip,
    );
    expect(document.posts).toEqual([]);
    expect(document.thankYouNotes).toEqual([]);
    expect(document.photos).toEqual([]);
    expect(Object.keys(files)).toEqual([EXPORT_JSON]);
    const text = JSON.stringify({ ...document, account: null });
    for (const secret of [wendy.name, ...Object.values(HER)]) expect(text).not.toContain(secret);
    // The volunteers' route finds no member by her email any more.
    w.deps.members.findByEmail = async () => null;
    expect(
      await refusal(() =>
        exportForMember(
          { ...w.exportDeps, members: w.deps.members, audit: w.deps.audit },
          { email: 'wendy@example.org', caller: vera },
        ),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: messages.support.memberNotFound });
  });
});
