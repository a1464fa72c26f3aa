import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRefused, MAX_INPUT_PIXELS, processImage } from './process-image.ts';
import { pngBomb, samplePhoto } from './sample-photo.ts';

const RED: [number, number, number] = [210, 30, 30];
const BLUE: [number, number, number] = [30, 50, 210];

async function pixelAt(body: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
}

describe('processImage', () => {
  it('turns a phone photo upright and writes WebP widths plus a 1200x630 preview, with no metadata', async () => {
    const photo = await samplePhoto({ width: 1200, height: 1600, top: RED, bottom: BLUE, grain: 30 });
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.length).toBeGreaterThan(100);
    expect(photo.length).toBeGreaterThan(300_000);

    const out = await processImage(photo, 'cover', 'processed/bookCovers/abc');
    expect(out.variants.map((v) => [v.key, v.width, v.height, v.use])).toEqual([
      ['processed/bookCovers/abc/w320.webp', 320, 427, 'card'],
      ['processed/bookCovers/abc/w640.webp', 640, 853, 'card'],
      ['processed/bookCovers/abc/w1024.webp', 1024, 1365, 'detail'],
      ['processed/bookCovers/abc/preview.jpg', 1200, 630, 'preview'],
    ]);
    for (const variant of out.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe(variant.contentType === 'image/webp' ? 'webp' : 'jpeg');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Upright: red on top, blue at the bottom (the stored pixels had them left and right).
    const card = out.variants[0];
    if (!card) throw new Error('no card');
    const top = await pixelAt(card.body, 160, 20);
    const bottom = await pixelAt(card.body, 160, 400);
    expect(top[0]).toBeGreaterThan(150);
    expect(bottom[2]).toBeGreaterThan(150);
    expect(Buffer.from(out.placeholder, 'base64').length).toBeLessThan(40);
  });

  it('never upscales a small picture and makes square avatars', async () => {
    const small = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const post = await processImage(small, 'thankYou', 'p');
    expect(post.variants.map((v) => [v.width, v.height])).toEqual([
      [200, 150],
      [1200, 630],
    ]);
    const photo = await samplePhoto({ width: 600, height: 800, top: RED, bottom: BLUE });
    const avatar = await processImage(photo, 'avatar', 'a');
    expect(avatar.variants.map((v) => [v.key, v.width, v.height])).toEqual([
      ['a/avatar-96.webp', 96, 96],
      ['a/avatar-256.webp', 256, 256],
    ]);
  });

  it('refuses a 20,000 x 20,000 PNG bomb from its header, before decoding', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(1_048_576);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const refusal = await processImage(bomb, 'cover', 'x').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ImageRefused);
    expect((refusal as ImageRefused).reason).toBe('pixels');
  });

  it('refuses bytes that only start like an image, and other formats', async () => {
    const truncated = (await samplePhoto({ width: 400, height: 300, top: RED, bottom: BLUE })).subarray(
      0,
      5000,
    );
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const bytes of [
      truncated,
      gif,
      Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
    ]) {
      const refusal = await processImage(bytes, 'cover', 'x').catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ImageRefused);
      expect((refusal as ImageRefused).reason).toBe('type');
    }
  });
});
