// Magic bytes: the browser's Content-Type is only a claim. PNG starts with 89 50 4E 47 0D 0A 1A 0A,
// JPEG with FF D8 FF.

export const SIGNATURE_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function isPngOrJpeg(head: Uint8Array): boolean {
  const startsWith = (sig: number[]) => head.length >= sig.length && sig.every((b, i) => head[i] === b);
  return startsWith(PNG) || startsWith(JPEG);
}
