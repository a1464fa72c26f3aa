import { IMAGE_MAX_BYTES } from '@bookwish/shared/domain/constants';
import { describe, expect, it } from 'vitest';
import { fitImage, isAllowedImageType } from './images.ts';

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
