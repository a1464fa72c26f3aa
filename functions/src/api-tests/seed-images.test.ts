// The demo seed's covers and thank-you photos are real, realistic-size photos that
// went through the attach pipeline: served as processed variants, with no metadata, uploads gone.

import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UPLOAD_FOLDERS } from '@bookwish/shared/domain/constants';
import type { StoredImage } from '@bookwish/shared/domain/types';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetS3, s3 } from '../aws/s3.ts';
import { config } from '../config.ts';
import { samplePhoto } from '../images/sample-photo.ts';
import { demoCovers, demoPostIds, demoThankYouPhotos } from '../local/demo-data.ts';
import { load } from '../store/event-store.ts';
import { baseUrl, call } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => {
  useStackEnv();
  resetS3();
});

async function expectServedClean(image: StoredImage) {
  expect(image.variants.length).toBeGreaterThanOrEqual(2);
  for (const variant of image.variants) {
    const response = await fetch(`${baseUrl()}/images/${variant.key}`);
    expect(response.status, variant.key).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  }
}

describe('seeded photos', () => {
  it('are phone-like JPEGs of 300 KB to 1 MB before processing, some with GPS', async () => {
    const withGps = Object.values(demoCovers).filter((p) => p.exif && p.gps);
    expect(withGps.length).toBeGreaterThan(2);
    for (const [id, photo] of Object.entries(demoCovers).slice(0, 3)) {
      const bytes = await samplePhoto({ ...photo, grain: 34, quality: 88, seed: id.length });
      expect(bytes.length, id).toBeGreaterThan(300_000);
      expect(bytes.length, id).toBeLessThan(1_048_576);
    }
  });

  it('give the demo posts processed covers, served clean', async () => {
    for (const [id, kind] of [
      [demoPostIds.postedWishlist, 'wishlists'],
      [demoPostIds.postedTreat, 'treats'],
    ] as const) {
      const post = await call('GET', `/api/${kind}/${id}`);
      expect(post.status).toBe(200);
      expect(post.body.coverURL).toMatch(/^\/images\/processed\//);
      await expectServedClean(post.body.coverImage);
    }
    // Cards too: the list carries the variants and the placeholder.
    // (Other test files add posts to the same stack first, so read every page, not only the first.)
    const cards: { coverImage?: StoredImage }[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(
        'GET',
        `/api/wishlists${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      cards.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(cards.filter((p) => p.coverImage).length).toBeGreaterThan(3);
  });

  it('show a processed thank-you photo on closed demo posts', async () => {
    expect(Object.keys(demoThankYouPhotos)).toContain(demoPostIds.closedWishlist);
    const post = await call('GET', `/api/wishlists/${demoPostIds.closedWishlist}`);
    expect(post.body.thankYouPhotoURL).toMatch(/^\/images\/processed\/thankYouPhotos\//);
    await expectServedClean(post.body.thankYouPhoto);
  });

  it('leave no upload behind', async () => {
    const seededOwners = new Set<string>();
    for (const id of [demoPostIds.postedWishlist, demoPostIds.closedWishlist]) {
      // Visitors never get member ids: the owner is read from the table.
      const post = await load(id);
      if (post && 'uid' in post) seededOwners.add(post.uid);
    }
    for (const folder of Object.values(UPLOAD_FOLDERS)) {
      const listed = await s3().send(
        new ListObjectsV2Command({ Bucket: config().imagesBucket, Prefix: `${folder}/` }),
      );
      const leftovers = (listed.Contents ?? []).filter((o) =>
        [...seededOwners].some((uid) => o.Key?.startsWith(`${folder}/${uid}-`)),
      );
      expect(leftovers).toEqual([]);
    }
    expect(seededOwners.size).toBeGreaterThan(0);
  });
});
