// One uploaded photo -> the images the site serves. Decoding is bounded (a pixel limit checked from the
// header before any pixel is decoded), the picture is turned upright from its EXIF orientation, and
// every output is re-encoded from pixels only: sharp writes no EXIF, GPS, XMP, IPTC or ICC block unless
// asked (we never ask), and converts to sRGB first. The long side is capped by the widest variant.
// Pure bytes in, bytes out: no S3 here (attach-image.ts stores them).

import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import type { ImageVariant, StoredImage } from '@bookwish/shared/domain/types';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';

/** 50 megapixels: any real phone photo under 1 MB, far below a decompression bomb (20,000² = 400 MP). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Card and detail widths (WebP): a list card shows 320 or 640 (2x), a detail 640 or 1024. */
export const POST_WIDTHS = [320, 640, 1024] as const;
/** Avatar squares (WebP): 96 for the header and timeline, 256 for the profile. */
export const AVATAR_SIZES = [96, 256] as const;
/** Link previews (Open Graph / Twitter summary_large_image). */
export const PREVIEW = { width: 1200, height: 630 } as const;

export type RefusalReason = 'type' | 'pixels';

/** The bytes are not an image we serve: not PNG/JPEG, undecodable, or too many pixels. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'ImageRefused';
  }
}

export interface ProcessedVariant extends ImageVariant {
  body: Buffer;
  contentType: 'image/webp' | 'image/jpeg';
}

export interface ProcessedImage {
  variants: ProcessedVariant[];
  placeholder: string;
}

/** What the post stores: the variants without their bytes. */
export function storedImage(processed: ProcessedImage): StoredImage {
  return {
    placeholder: processed.placeholder,
    variants: processed.variants.map(({ body: _body, contentType: _type, ...variant }) => variant),
  };
}

// sharp (libvips, a native module) is loaded on the first image, not at import: a handler that only
// refuses a key never loads it, and the Lambda bundle keeps it external (installed for linux-arm64
// beside the bundle, see infra/src/route-functions.ts).
type SharpFactory = typeof import('sharp').default;
let loaded: SharpFactory | undefined;

async function loadSharp(): Promise<SharpFactory> {
  loaded ??= (await import('sharp')).default;
  return loaded;
}

function sharp(...args: Parameters<SharpFactory>): Sharp {
  if (!loaded) throw new Error('sharp used before loadSharp()');
  return loaded(...args);
}

function decoder(bytes: Uint8Array): Sharp {
  // failOn 'error': a truncated or corrupt file is refused rather than half-decoded into grey.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
}

async function header(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused('type', 'undecodable image');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') {
    throw new ImageRefused('type', `format ${meta.format ?? 'unknown'}`);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRefused('type', 'no dimensions');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRefused('pixels', `${width}x${height}`);
  return { width, height };
}

/** Decode once, upright, sRGB, no metadata: every variant is cut from this. */
async function upright(bytes: Uint8Array): Promise<{ pixels: Buffer; info: OutputInfo }> {
  try {
    const { data, info } = await decoder(bytes)
      .autoOrient()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, info };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(text)) throw new ImageRefused('pixels', text);
    throw new ImageRefused('type', text);
  }
}

function fromRaw(pixels: Buffer, info: OutputInfo): Sharp {
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } });
}

async function encode(
  image: Sharp,
  format: 'webp' | 'jpeg',
): Promise<{ body: Buffer; width: number; height: number }> {
  const out =
    format === 'webp'
      ? image.webp({ quality: 78, effort: 4 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { body: data, width: info.width, height: info.height };
}

async function placeholderOf(pixels: Buffer, info: OutputInfo): Promise<string> {
  // ThumbHash wants at most 100x100 RGBA; ~25 bytes, base64 in the post.
  const { data, info: small } = await fromRaw(pixels, info)
    .resize(100, 100, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(small.width, small.height, data)).toString('base64');
}

/** Widths not wider than the picture itself (no upscaling), always at least one. */
function widthsFor(sourceWidth: number, widths: readonly number[]): number[] {
  const fitting = widths.filter((w) => w <= sourceWidth);
  const smallest = widths[0] ?? sourceWidth;
  return fitting.length > 0 ? fitting : [Math.min(sourceWidth, smallest)];
}

/**
 * Makes the variants for one upload; `baseKey` is the final folder (e.g. `processed/bookCovers/<id>`),
 * each variant's key is `<baseKey>/<name>`. Throws ImageRefused for bytes we do not serve.
 */
export async function processImage(
  bytes: Uint8Array,
  purpose: UploadPurpose,
  baseKey: string,
): Promise<ProcessedImage> {
  await loadSharp();
  await header(bytes);
  const { pixels, info } = await upright(bytes);
  const variants: ProcessedVariant[] = [];
  const add = async (name: string, use: ImageVariant['use'], image: Sharp, format: 'webp' | 'jpeg') => {
    const out = await encode(image, format);
    variants.push({
      key: `${baseKey}/${name}`,
      use,
      width: out.width,
      height: out.height,
      body: out.body,
      contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
    });
  };

  if (purpose === 'avatar') {
    for (const size of widthsFor(Math.min(info.width, info.height), AVATAR_SIZES)) {
      const square = fromRaw(pixels, info).resize(size, size, { fit: 'cover', position: 'attention' });
      await add(`avatar-${size}.webp`, 'avatar', square, 'webp');
    }
  } else {
    for (const width of widthsFor(info.width, POST_WIDTHS)) {
      // The long side is capped at twice the width: a 1:10 strip cannot make a 10,000 px tall file.
      const image = fromRaw(pixels, info).resize(width, width * 2, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      await add(`w${width}.webp`, width <= 640 ? 'card' : 'detail', image, 'webp');
    }
    const preview = fromRaw(pixels, info).resize(PREVIEW.width, PREVIEW.height, {
      fit: 'cover',
      position: 'attention',
    });
    await add('preview.jpg', 'preview', preview, 'jpeg');
  }
  return { variants, placeholder: await placeholderOf(pixels, info) };
}
