// Shrinking one photo to fit the upload limit, as the worker runs it (shrink-image.worker.ts). Only
// the browser's own native codecs: createImageBitmap decodes (EXIF orientation applied) and
// OffscreenCanvas.convertToBlob encodes, both far faster than a JavaScript PNG encoder, and neither
// touches the page's thread because this file runs only in the worker.

export interface ShrinkRequest {
  file: File;
  maxBytes: number;
  /** The long side, in pixels, of the first try (the server's widest variant is 1200 px). */
  maxSide: number;
}

export type ShrinkReply =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; blob: Blob }
  | { type: 'failed'; message: string };

interface Attempt {
  /** Fraction of the first try's long side. */
  scale: number;
  type: 'image/png' | 'image/jpeg';
  quality: number;
}

/** Tries in order until one fits: the original type first (a screenshot stays a crisp PNG when it
 * can), then JPEG at falling quality, then smaller. Each try is one native encode, ~0.1-0.5 s. */
export function attemptsFor(type: string): Attempt[] {
  const jpeg: Attempt[] = [
    { scale: 1, type: 'image/jpeg', quality: 0.85 },
    { scale: 1, type: 'image/jpeg', quality: 0.72 },
    { scale: 0.75, type: 'image/jpeg', quality: 0.72 },
    { scale: 0.5, type: 'image/jpeg', quality: 0.7 },
  ];
  return type === 'image/png' ? [{ scale: 1, type: 'image/png', quality: 1 }, ...jpeg] : jpeg;
}

export function fittedSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export async function shrinkImage(
  { file, maxBytes, maxSide }: ShrinkRequest,
  progress: (fraction: number) => void,
): Promise<Blob> {
  progress(0.05);
  // The long step for a big photo: the full decode.
  const source = await createImageBitmap(file);
  progress(0.45);
  const attempts = attemptsFor(file.type);
  const first = fittedSize(source.width, source.height, maxSide);
  let last: Blob | undefined;
  for (const [index, attempt] of attempts.entries()) {
    const size = fittedSize(first.width, first.height, Math.max(first.width, first.height) * attempt.scale);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    if (attempt.type === 'image/jpeg') {
      // JPEG has no transparency: a transparent screenshot goes on white, not black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    last = await canvas.convertToBlob({ type: attempt.type, quality: attempt.quality });
    progress(0.45 + (0.5 * (index + 1)) / attempts.length);
    if (last.size <= maxBytes) break;
  }
  source.close();
  if (!last) throw new Error('nothing encoded');
  progress(1);
  return last;
}
