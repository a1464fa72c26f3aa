import { describe, expect, it } from 'vitest';
import { isOwnImageKey, makeImageKey } from './image-keys.ts';
import { isPngOrJpeg } from './image-signature.ts';

const uid = '3f2b8c1e-0a4d-4e6f-9b7a-123456789012';
const other = '9a8b7c6d-0a4d-4e6f-9b7a-210987654321';

describe('upload keys', () => {
  it('are made under the spec folder with the caller uid and a seconds timestamp', () => {
    const key = makeImageKey('cover', uid, 'image/png', 1_700_000_000_123);
    expect(key).toMatch(new RegExp(`^bookCovers/${uid}-1700000000-[a-z0-9]+\\.png$`));
    expect(makeImageKey('avatar', uid, 'image/jpeg', 0)).toMatch(/^avatars\/.+\.jpg$/);
    expect(makeImageKey('thankYou', uid, 'image/png', 0)).toMatch(/^thankYouPhotos\//);
    expect(makeImageKey('treatCover', uid, 'image/png', 0)).toMatch(/^bookTreatImages\//);
  });

  it("accept only the caller's own key for the same purpose", () => {
    const key = makeImageKey('cover', uid, 'image/png', Date.now());
    expect(isOwnImageKey(key, 'cover', uid)).toBe(true);
    expect(isOwnImageKey(key, 'cover', other)).toBe(false);
    expect(isOwnImageKey(key, 'avatar', uid)).toBe(false);
    expect(isOwnImageKey(`bookCovers/../avatars/${uid}-1-a.png`, 'cover', uid)).toBe(false);
    expect(isOwnImageKey(`bookCovers/${uid}.png`, 'cover', uid)).toBe(false);
  });
});

describe('image signatures', () => {
  it('recognise PNG and JPEG magic bytes and nothing else', () => {
    expect(isPngOrJpeg(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isPngOrJpeg(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpeg(new TextEncoder().encode('hello, I am text'))).toBe(false);
    expect(isPngOrJpeg(Uint8Array.from([0x89, 0x50]))).toBe(false);
  });
});
