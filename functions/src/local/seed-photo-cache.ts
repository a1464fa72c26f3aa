// The demo seed's photos, made and processed once per machine. Every fresh stack seeds the same eight
// phone-like JPEGs (npm start's first start, the test and e2e stacks, the stack tests: five seeds in one
// `npm test`), and making each JPEG and its variants with sharp was most of a seed's CPU (about half a
// second a photo). So the JPEG a photo's options make, and the variants the pipeline makes of it, are
// kept under node_modules/.cache (ignored by git and Biome, as the handler builds are), keyed by the
// options, the purpose and the code that makes them: a change to sample-photo.ts, process-image.ts or
// the sharp or thumbhash version makes them anew. What the seed uploads, stores and attaches is byte
// for byte what the pipeline made; only where it came from differs. Never used outside the seed.

import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadPurpose } from '@bookwish/shared/domain/constants';
import { type ProcessedImage, type ProcessedVariant, processImage } from '../images/process-image.ts';
import { type SamplePhotoOptions, samplePhoto } from '../images/sample-photo.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_ROOT = join(repoRoot, 'node_modules', '.cache', 'bookwish-seed-photos');

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** What the kept files depend on besides a photo's options: the code that makes and processes it. */
const CODE = (() => {
  // The installed versions (the packages export no package.json of theirs to resolve).
  const version = (name: string) =>
    (
      JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  const source = (file: string) => readFileSync(new URL(`../images/${file}`, import.meta.url), 'utf8');
  return sha256(
    JSON.stringify([
      source('sample-photo.ts'),
      source('process-image.ts'),
      version('sharp'),
      version('thumbhash'),
    ]),
  );
})();

interface KeptVariant extends Omit<ProcessedVariant, 'body' | 'key'> {
  /** The variant's name under its folder (`w640.webp`). */
  name: string;
  file: string;
}

interface Kept {
  placeholder: string;
  variants: KeptVariant[];
}

function read(dir: string): { photo: Buffer; processed?: Kept } | undefined {
  try {
    const photo = readFileSync(join(dir, 'photo.jpg'));
    let processed: Kept | undefined;
    try {
      processed = JSON.parse(readFileSync(join(dir, 'processed.json'), 'utf8')) as Kept;
    } catch {
      processed = undefined;
    }
    return { photo, processed };
  } catch {
    return undefined;
  }
}

/** Written beside the entry and renamed into place, so a stack seeding at the same time never reads
 * half a file. A cache that cannot be written (a read-only tree) only costs the next seed its time. */
function write(dir: string, name: string, data: string | Buffer): void {
  try {
    mkdirSync(dir, { recursive: true });
    const staging = join(dir, `.${name}-${randomUUID()}`);
    writeFileSync(staging, data);
    renameSync(staging, join(dir, name));
  } catch {
    // Not kept; made again next time.
  }
}

/** The seed's photo for these options, and how to process it: from the cache when this machine made
 * them before with the same code, else made now and kept. `processPhoto` has processImage's signature,
 * for attachImage (aws/s3-attach-image.ts). */
export async function keptSeedPhoto(
  options: SamplePhotoOptions,
  purpose: UploadPurpose,
  root = CACHE_ROOT,
): Promise<{
  bytes: Buffer;
  processPhoto: (bytes: Uint8Array, purpose: UploadPurpose, baseKey: string) => Promise<ProcessedImage>;
}> {
  const dir = join(root, sha256(JSON.stringify([CODE, options, purpose])).slice(0, 24));
  const kept = read(dir);
  const bytes = kept?.photo ?? (await samplePhoto(options));
  if (!kept) write(dir, 'photo.jpg', bytes);
  const processPhoto = async (
    upload: Uint8Array,
    as: UploadPurpose,
    baseKey: string,
  ): Promise<ProcessedImage> => {
    // Only the bytes this cache handed out, as the purpose they were kept for.
    const mine = as === purpose && Buffer.compare(Buffer.from(upload), bytes) === 0;
    if (mine && kept?.processed) {
      return {
        placeholder: kept.processed.placeholder,
        variants: kept.processed.variants.map(({ name, file, ...variant }) => ({
          ...variant,
          key: `${baseKey}/${name}`,
          body: readFileSync(join(dir, file)),
        })),
      };
    }
    const processed = await processImage(upload, as, baseKey);
    if (mine) {
      const variants = processed.variants.map(({ key, body, ...variant }, index) => {
        const file = `variant-${index}`;
        write(dir, file, body);
        return { ...variant, name: key.slice(baseKey.length + 1), file };
      });
      write(dir, 'processed.json', JSON.stringify({ placeholder: processed.placeholder, variants }));
    }
    return processed;
  };
  return { bytes, processPhoto };
}
