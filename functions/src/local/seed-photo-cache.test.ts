// The seed's kept photos are the pipeline's own output: a seed from the cache uploads the same JPEG
// and stores the same variants, under the folder of its own attach, as a seed that made them.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processImage } from '../images/process-image.ts';
import { samplePhoto } from '../images/sample-photo.ts';
import { keptSeedPhoto } from './seed-photo-cache.ts';

const root = mkdtempSync(join(tmpdir(), 'bookwish-seed-photos-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cover = {
  top: [46, 125, 50],
  bottom: [200, 170, 90],
  width: 300,
  height: 400,
  exif: true,
  grain: 34,
  quality: 88,
  seed: 7,
} satisfies Parameters<typeof samplePhoto>[0];

describe('the seed photo cache', () => {
  it('hands out the JPEG and the variants the pipeline makes, under each attach its own folder', async () => {
    const made = await samplePhoto(cover);
    const fresh = await processImage(made, 'cover', 'processed/bookCovers/first');

    const first = await keptSeedPhoto(cover, 'cover', root);
    expect(first.bytes.equals(made)).toBe(true);
    expect(await first.processPhoto(first.bytes, 'cover', 'processed/bookCovers/first')).toEqual(fresh);
    expect(readdirSync(root)).toHaveLength(1);

    // Another stack's seed: the same bytes and variants, read back, under its own folder.
    const again = await keptSeedPhoto(cover, 'cover', root);
    expect(again.bytes.equals(made)).toBe(true);
    const kept = await again.processPhoto(again.bytes, 'cover', 'processed/bookCovers/second');
    expect(kept.placeholder).toBe(fresh.placeholder);
    expect(kept.variants.map((v) => v.key)).toEqual(
      fresh.variants.map((v) => v.key.replace('/first/', '/second/')),
    );
    expect(kept.variants.map((v) => [v.use, v.width, v.height, v.contentType])).toEqual(
      fresh.variants.map((v) => [v.use, v.width, v.height, v.contentType]),
    );
    expect(kept.variants.map((v) => v.body.toString('base64'))).toEqual(
      fresh.variants.map((v) => v.body.toString('base64')),
    );
  });

  it('processes anything else it is handed, and keeps other options apart', async () => {
    const other = { ...cover, top: [190, 60, 40] as [number, number, number] };
    const { bytes, processPhoto } = await keptSeedPhoto(other, 'cover', root);
    expect(readdirSync(root)).toHaveLength(2);
    // Not the bytes it handed out (an upload changed on the way): processed as they are.
    const changed = await samplePhoto({ ...other, seed: 8 });
    expect(changed.equals(bytes)).toBe(false);
    const processed = await processPhoto(changed, 'cover', 'processed/bookCovers/x');
    expect(processed).toEqual(await processImage(changed, 'cover', 'processed/bookCovers/x'));
  });
});
