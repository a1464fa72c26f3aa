// A phone photo (EXIF GPS, Orientation 6,
// an embedded thumbnail, ~750 KB) attached for each purpose comes back upright with no metadata in
// any served variant, the upload is gone, a PNG bomb is a clear 400, a key attaches once, a re-PUT
// after attach changes nothing served, and deleting one post leaves another post's image alone.

import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { UPLOAD_FOLDERS, type UploadPurpose } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { StoredImage } from '@bookwish/shared/domain/types';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetS3, s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { pngBomb, samplePhoto } from '../images/sample-photo.ts';
import {
  baseUrl,
  call,
  expectOk,
  type Member,
  signedUp,
  treatBody,
  uploaded,
  wishlistBody,
} from './client.ts';
import { wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

const RED: [number, number, number] = [215, 35, 35];
const BLUE: [number, number, number] = [35, 55, 215];

let ana: Member;
let ben: Member;
let photo: Buffer;

beforeAll(async () => {
  useStackEnv();
  resetS3();
  [ana, ben] = await Promise.all([signedUp('Ana Photographe'), signedUp('Ben Łukasz')]);
  photo = await samplePhoto({ width: 1200, height: 1600, top: RED, bottom: BLUE, grain: 40 });
});

async function upload(who: Member, purpose: UploadPurpose, bytes: Buffer, contentType = 'image/jpeg') {
  return uploaded(who, purpose, bytes, contentType);
}

async function exists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: config().imagesBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function served(path: string): Promise<Buffer> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
  return Buffer.from(await response.arrayBuffer());
}

/** Every variant is served, carries no metadata block at all, and is upright (red on top). */
async function expectCleanUpright(image: StoredImage) {
  expect(image.placeholder.length).toBeGreaterThan(10);
  for (const variant of image.variants) {
    const bytes = await served(`/images/${variant.key}`);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    expect(meta.exif, variant.key).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // No trace of the GPS block or the camera make in the bytes either.
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('Bookwish Test Phone', 'latin1'))).toBe(false);
    if (variant.use !== 'preview') {
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
      expect(info.height, 'portrait after auto-orient').toBeGreaterThanOrEqual(info.width);
      expect(at(Math.floor(info.width / 2), 2), 'red on top').toBeGreaterThan(150);
      expect(at(Math.floor(info.width / 2), info.height - 3), 'blue at the bottom').toBeLessThan(100);
    }
  }
}

describe('a phone photo attached', () => {
  it('is a ~750 KB JPEG with GPS, orientation and a thumbnail before upload', async () => {
    const meta = await sharp(photo).metadata();
    expect(photo.length).toBeGreaterThan(500_000);
    expect(photo.length).toBeLessThanOrEqual(1_048_576);
    expect(meta.orientation).toBe(6);
    expect(meta.exif?.includes(Buffer.from('Bookwish Test Phone', 'latin1'))).toBe(true);
  });

  it('as a wishlist cover: WebP widths and a 1200x630 preview, clean and upright, upload deleted', async () => {
    const { key } = await upload(ana, 'cover', photo);
    const created = expectOk(
      await call('POST', '/api/wishlists', {
        token: ana.token,
        body: { ...wishlistBody('Cien años de soledad'), coverKey: key },
      }),
      'create',
    );
    const image: StoredImage = created.body.coverImage;
    expect(image.variants.map((v) => [v.use, v.width, v.height])).toEqual([
      ['card', 320, 427],
      ['card', 640, 853],
      ['detail', 1024, 1365],
      ['preview', 1200, 630],
    ]);
    expect(created.body.coverURL).toBe(`/images/${image.variants[1]?.key}`);
    expect(image.variants.every((v) => v.key.startsWith('processed/bookCovers/'))).toBe(true);
    await expectCleanUpright(image);
    expect(await exists(key)).toBe(false);
    // The upload key itself was never a served path.
    expect((await fetch(`${baseUrl()}/images/${key}`)).status).toBe(404);
    // A later read (list card, detail) carries the same variants.
    const detail = await call('GET', `/api/wishlists/${created.body.id}`);
    expect(detail.body.coverImage).toEqual(image);
  });

  it('as a treat picture', async () => {
    const { key } = await upload(ben, 'treatCover', photo);
    const created = expectOk(
      await call('POST', '/api/treats', { token: ben.token, body: { ...treatBody(), coverKey: key } }),
      'create',
    );
    expect(created.body.coverImage.variants[0].key).toMatch(/^processed\/bookTreatImages\//);
    await expectCleanUpright(created.body.coverImage);
    expect(await exists(key)).toBe(false);
  });

  it('as a thank-you photo on Book Received', async () => {
    const id = await wishlistAt('fulfilled', ana, ben);
    const { key } = await upload(ana, 'thankYou', photo);
    const closed = expectOk(
      await call('POST', `/api/wishlists/${id}/close`, {
        token: ana.token,
        body: { thankYouNote: 'Merci beaucoup ✨', thankYouPhotoKey: key },
      }),
      'close',
    );
    expect(closed.body.thankYouPhotoURL).toMatch(/^\/images\/processed\/thankYouPhotos\//);
    await expectCleanUpright(closed.body.thankYouPhoto);
    expect(await exists(key)).toBe(false);
    // Visitors see the photo on the closed timeline: the processed one.
    const visitor = await call('GET', `/api/wishlists/${id}`);
    expect(visitor.body.thankYouPhotoURL).toBe(closed.body.thankYouPhotoURL);
  });

  it('as an avatar: squares, clean', async () => {
    const { key } = await upload(ben, 'avatar', photo);
    const set = expectOk(await call('PUT', '/api/me/avatar', { token: ben.token, body: { key } }), 'avatar');
    expect(set.body.picture).toMatch(
      /^\/images\/processed\/avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/avatar-256\.webp$/,
    );
    const bytes = await served(set.body.picture);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([256, 256, undefined, undefined]);
    expect(await exists(key)).toBe(false);
  });
});

describe('refused and replayed uploads', () => {
  it('refuse a 20,000 x 20,000 PNG bomb with a clear message, create nothing, and drop the upload', async () => {
    const bomb = pngBomb(20_000);
    const { key } = await upload(ana, 'cover', bomb, 'image/png');
    const before = (await call('GET', '/api/me/wishlists?role=wisher', { token: ana.token })).body.items
      .length;
    const answer = await call('POST', '/api/wishlists', {
      token: ana.token,
      body: { ...wishlistBody('Bomb'), coverKey: key },
    });
    expect(answer.status).toBe(400);
    const message = messages.post.imageTooManyPixels;
    expect(answer.body.error).toEqual({ code: 'VALIDATION', message, fields: { coverKey: message } });
    const after = (await call('GET', '/api/me/wishlists?role=wisher', { token: ana.token })).body.items
      .length;
    expect(after).toBe(before);
    expect(await exists(key)).toBe(false);
    // The function survived: the next request is answered.
    expect((await call('GET', '/api/wishlists')).status).toBe(200);
  });

  it('attach a key once: a double-submitted form makes one post, the second gets "upload again"', async () => {
    const { key } = await upload(ana, 'cover', photo);
    const body = { ...wishlistBody('Double click'), coverKey: key };
    const answers = await Promise.all([
      call('POST', '/api/wishlists', { token: ana.token, body }),
      call('POST', '/api/wishlists', { token: ana.token, body }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.status === 400);
    expect(refused?.body.error.message).toBe(messages.post.invalidImage);
    // And again later, after the upload is gone.
    const again = await call('POST', '/api/wishlists', { token: ana.token, body });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(messages.post.invalidImage);
  });

  it('a re-PUT with the presigned URL after attach changes nothing served and cannot be attached', async () => {
    const { key, url } = await upload(ana, 'cover', photo);
    const created = expectOk(
      await call('POST', '/api/wishlists', { token: ana.token, body: { ...wishlistBody(), coverKey: key } }),
      'create',
    );
    const before = await served(created.body.coverURL);
    const swap = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#0f0' } })
      .jpeg()
      .toBuffer();
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/jpeg' }, body: swap });
    expect(put.status).toBe(200); // the URL is still valid for its 5 minutes...
    expect(await served(created.body.coverURL)).toEqual(before); // ...but nothing served changed
    expect((await fetch(`${baseUrl()}/images/${key}`)).status).toBe(404);
    const reuse = await call('POST', '/api/wishlists', {
      token: ana.token,
      body: { ...wishlistBody('Swapped'), coverKey: key },
    });
    expect(reuse.status).toBe(400);
  });

  it("deleting one post leaves another post's image", async () => {
    const first = await upload(ben, 'treatCover', photo);
    const second = await upload(ben, 'treatCover', photo);
    const a = expectOk(
      await call('POST', '/api/treats', {
        token: ben.token,
        body: { ...treatBody('A'), coverKey: first.key },
      }),
      'a',
    );
    const b = expectOk(
      await call('POST', '/api/treats', {
        token: ben.token,
        body: { ...treatBody('B'), coverKey: second.key },
      }),
      'b',
    );
    const aKeys = (a.body.coverImage as StoredImage).variants.map((v) => v.key);
    const bKeys = (b.body.coverImage as StoredImage).variants.map((v) => v.key);
    expect(aKeys.filter((k) => bKeys.includes(k))).toEqual([]);
    expectOk(
      await call('DELETE', `/api/treats/${a.body.id}`, {
        token: ben.token,
        body: { expectedVersion: a.body.version },
      }),
      'delete',
    );
    for (const key of aKeys) expect(await exists(key), key).toBe(false);
    for (const key of bKeys) expect(await exists(key), key).toBe(true);
    await expectCleanUpright(b.body.coverImage);
  });

  it('never serve the upload folders', async () => {
    for (const folder of Object.values(UPLOAD_FOLDERS)) {
      expect((await fetch(`${baseUrl()}/images/${folder}/${ana.uid}-1-abc.jpg`)).status).toBe(404);
    }
  });
});
