import { IMAGE_MAX_BYTES } from '@bookwish/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { fitImage, isAllowedImageType, uploadHeaders } from './images.ts';
import { attemptsFor, fittedSize } from './shrink-image.ts';

describe('fitImage: PNG or JPEG, and under 1 MB before anything is uploaded', () => {
  it('refuses anything but PNG and JPEG, whatever its size', async () => {
    expect(await fitImage(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(await fitImage(new File(['hello'], 'a.txt', { type: 'text/plain' }))).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(isAllowedImageType({ type: 'image/jpeg' })).toBe(true);
    expect(isAllowedImageType({ type: 'image/webp' })).toBe(false);
  });

  it('passes a small PNG through untouched', async () => {
    const file = new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' });
    const fit = await fitImage(file);
    expect(fit).toEqual({ ok: true, file });
  });

  it('a file over 1 MB that cannot be decoded (so cannot shrink) is too big', async () => {
    const file = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' });
    expect(await fitImage(file)).toEqual({ ok: false, reason: 'size' });
  });
});

describe('the presigned PUT', () => {
  it('sends Content-Type once, as the grant names it (two headers were joined into "a, a")', () => {
    const headers = uploadHeaders('image/jpeg', { 'Content-Type': 'image/jpeg' });
    expect(Object.keys(headers).filter((name) => name.toLowerCase() === 'content-type')).toEqual([
      'Content-Type',
    ]);
    expect(uploadHeaders('image/png', { 'content-type': 'image/png', 'x-amz-acl': 'private' })).toEqual({
      'content-type': 'image/png',
      'x-amz-acl': 'private',
    });
    // A grant without it: the file's own type.
    expect(uploadHeaders('image/png', {})).toEqual({ 'Content-Type': 'image/png' });
  });
});

describe('shrinking a big photo: the worker plan', () => {
  it('keeps a PNG a PNG when that fits, then falls back to JPEG, then to smaller', () => {
    expect(attemptsFor('image/png').map((a) => a.type)).toEqual([
      'image/png',
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
    ]);
    expect(attemptsFor('image/jpeg').every((a) => a.type === 'image/jpeg')).toBe(true);
    const scales = attemptsFor('image/jpeg').map((a) => a.scale);
    expect(scales).toEqual([...scales].sort((a, b) => b - a));
  });

  it('caps the long side, keeps the ratio, and never enlarges', () => {
    expect(fittedSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(1080, 2400, 1600)).toEqual({ width: 720, height: 1600 });
    expect(fittedSize(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
