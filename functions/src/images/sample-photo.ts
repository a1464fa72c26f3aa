// Phone-like JPEGs made on the spot (no binary files in the repo): a portrait picture stored sideways
// with EXIF Orientation 6, as phones do, plus the phone's GPS position, a camera make and an embedded
// JPEG thumbnail, at a realistic size (grain keeps it from compressing to nothing). The tests and the
// seed both use it, so the seed's covers go through the same pipeline members' photos do.

import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { seededRandom } from '../seeded-random.ts';

export interface SamplePhotoOptions {
  /** Upright size as a person sees it (the stored pixels are this rotated a quarter turn). */
  width: number;
  height: number;
  /** Colour of the upper and the lower half of the upright picture. */
  top: [number, number, number];
  bottom: [number, number, number];
  /** Grain amplitude (0-127): more grain, more bytes. */
  grain?: number;
  quality?: number;
  /** Leave out the EXIF block entirely (a scanned or edited picture). */
  exif?: boolean;
  gps?: { lat: number; lon: number };
  seed?: number;
}

function uprightPixels(o: SamplePhotoOptions): Buffer {
  const next = seededRandom(o.seed ?? 1);
  const grain = o.grain ?? 40;
  const pixels = Buffer.alloc(o.width * o.height * 3);
  for (let y = 0; y < o.height; y++) {
    const base = y < o.height / 2 ? o.top : o.bottom;
    for (let x = 0; x < o.width; x++) {
      const i = (y * o.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = (base[c] ?? 0) + Math.round((next() * 2 - 1) * grain);
        pixels[i + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return pixels;
}

// --- EXIF (TIFF, little endian) written by hand: sharp can set tags but not embed a thumbnail. ---

interface Entry {
  tag: number;
  type: 2 | 3 | 4 | 5; // ASCII, SHORT, LONG, RATIONAL
  count: number;
  /** Inline value (SHORT/LONG) or the bytes stored elsewhere (ASCII > 4, RATIONAL). */
  value: number | Buffer;
}

function ascii(text: string): Entry['value'] {
  return Buffer.from(`${text}\0`, 'latin1');
}

function rationals(values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 8);
  values.forEach((v, i) => {
    out.writeUInt32LE(Math.round(v * 10000), i * 8);
    out.writeUInt32LE(10000, i * 8 + 4);
  });
  return out;
}

function dms(decimal: number): number[] {
  const abs = Math.abs(decimal);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = (abs - d - m / 60) * 3600;
  return [d, m, s];
}

/** Writes one IFD at `offset`; returns its bytes. `next` is the next IFD's offset (0 = none). */
function ifd(entries: Entry[], offset: number, next: number): Buffer {
  const head = 2 + entries.length * 12 + 4;
  const table = Buffer.alloc(head);
  const extra: Buffer[] = [];
  let extraAt = offset + head;
  table.writeUInt16LE(entries.length, 0);
  entries.forEach((e, i) => {
    const at = 2 + i * 12;
    table.writeUInt16LE(e.tag, at);
    table.writeUInt16LE(e.type, at + 2);
    table.writeUInt32LE(e.count, at + 4);
    if (typeof e.value === 'number') {
      if (e.type === 3) table.writeUInt16LE(e.value, at + 8);
      else table.writeUInt32LE(e.value, at + 8);
    } else if (e.value.length <= 4) {
      e.value.copy(table, at + 8);
    } else {
      table.writeUInt32LE(extraAt, at + 8);
      extra.push(e.value);
      extraAt += e.value.length + (e.value.length % 2);
      if (e.value.length % 2) extra.push(Buffer.alloc(1));
    }
  });
  table.writeUInt32LE(next, head - 4);
  return Buffer.concat([table, ...extra]);
}

function exifBlock(thumbnail: Buffer, gps: { lat: number; lon: number }): Buffer {
  const make = ascii('Bookwish Test Phone');
  const ifd0Entries = (gpsAt: number): Entry[] => [
    { tag: 0x010f, type: 2, count: (make as Buffer).length, value: make },
    { tag: 0x0112, type: 3, count: 1, value: 6 }, // Orientation: rotate 90° clockwise to view
    { tag: 0x8825, type: 4, count: 1, value: gpsAt },
  ];
  // Sizes first (entries' sizes do not depend on the offsets), then the real offsets.
  const ifd0Size = ifd(ifd0Entries(0), 8, 0).length;
  const gpsEntries: Entry[] = [
    { tag: 0x0001, type: 2, count: 2, value: ascii(gps.lat >= 0 ? 'N' : 'S') },
    { tag: 0x0002, type: 5, count: 3, value: rationals(dms(gps.lat)) },
    { tag: 0x0003, type: 2, count: 2, value: ascii(gps.lon >= 0 ? 'E' : 'W') },
    { tag: 0x0004, type: 5, count: 3, value: rationals(dms(gps.lon)) },
  ];
  const gpsAt = 8 + ifd0Size;
  const gpsIfd = ifd(gpsEntries, gpsAt, 0);
  const ifd1At = gpsAt + gpsIfd.length;
  const ifd1Entries = (thumbAt: number): Entry[] => [
    { tag: 0x0103, type: 3, count: 1, value: 6 }, // Compression: JPEG
    { tag: 0x0201, type: 4, count: 1, value: thumbAt },
    { tag: 0x0202, type: 4, count: 1, value: thumbnail.length },
  ];
  const thumbAt = ifd1At + ifd(ifd1Entries(0), ifd1At, 0).length;
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const tiff = Buffer.concat([
    header,
    ifd(ifd0Entries(gpsAt), 8, ifd1At),
    gpsIfd,
    ifd(ifd1Entries(thumbAt), ifd1At, 0),
    thumbnail,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([segment, payload]);
}

/** A JPEG as a phone writes it: sideways pixels + Orientation 6, GPS, make, embedded thumbnail. */
export async function samplePhoto(options: SamplePhotoOptions): Promise<Buffer> {
  const raw = uprightPixels(options);
  const input = { raw: { width: options.width, height: options.height, channels: 3 as const } };
  // Stored pixels are the upright picture turned a quarter left; Orientation 6 turns them back.
  const sideways = await sharp(raw, input).rotate(-90).raw().toBuffer({ resolveWithObject: true });
  const stored = sharp(sideways.data, {
    raw: { width: sideways.info.width, height: sideways.info.height, channels: 3 },
  });
  const jpeg = await stored
    .clone()
    .jpeg({ quality: options.quality ?? 85 })
    .toBuffer();
  if (options.exif === false) return jpeg;
  const thumbnail = await stored.clone().resize(160, 120, { fit: 'inside' }).jpeg({ quality: 70 }).toBuffer();
  const exif = exifBlock(thumbnail, options.gps ?? { lat: 49.2827, lon: -123.1207 });
  // Right after SOI (FF D8), where readers look for APP1.
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

/** A real decompression bomb: a valid 1-bit greyscale PNG of `side` x `side` white pixels. Its
 * ~50 KB of deflate become `side`² pixels (400 MP, 1.6 GB as RGBA) for a decoder that trusts it. */
export function pngBomb(side = 20_000): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed bits
  const rows = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) rows[y * rowBytes] = 0; // filter: none
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
