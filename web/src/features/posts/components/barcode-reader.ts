// Reads a book's ISBN barcode (an EAN-13 starting 978 or 979) from a photo or a camera frame: the
// browser's own BarcodeDetector where it has one for EAN-13 (Chrome on Android, ChromeOS, macOS),
// else ZXing-C++ compiled to WebAssembly (zxing-wasm), fetched only now, on the member's tap, from our
// own origin. Chosen by measurement (web/README.md, "Book lookup and barcode scan"): of zxing-wasm, @zxing/library and
// quagga2, only zxing-wasm read a photo held at 28 degrees; quagga2 read none of the photos.

import { normalIsbn } from '@bookwish/shared/domain/isbn';
import type { ReadResult } from 'zxing-wasm/reader';

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let native: Promise<NativeDetector | null> | undefined;

function nativeDetector(): Promise<NativeDetector | null> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes('ean_13') ? new Detector({ formats: ['ean_13'] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

type Reader = (pixels: ImageData) => Promise<ReadResult[]>;
let wasm: Promise<Reader> | undefined;

/** The WebAssembly reader, loaded once (its JS and the .wasm file, hashed assets of our build). The
 * .wasm is fetched and compiled here, not on the first read: zxing-wasm keeps its instance's promise,
 * a failed one too, so a file that did not arrive would fail every read after it. A failure forgets
 * that instance, and its error names the file (so lib/app-version.ts can tell a build that is gone). */
export function loadWasmReader(): Promise<Reader> {
  wasm ??= (async () => {
    const [zxing, wasmUrl] = await Promise.all([
      import('zxing-wasm/reader'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    const overrides = {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl.default : prefix + path,
    };
    try {
      await zxing.prepareZXingModule({ overrides, fireImmediately: true });
    } catch (cause) {
      zxing.purgeZXingModule();
      const address = new URL(wasmUrl.default, location.href).href;
      throw new Error(`The barcode reader's file did not arrive: ${address}`, { cause });
    }
    return (pixels: ImageData) =>
      zxing.readBarcodes(pixels, { formats: ['EAN13'], tryHarder: true, maxNumberOfSymbols: 4 });
  })();
  // A failed load (offline, a dropped file) is tried again on the next tap.
  wasm.catch(() => {
    wasm = undefined;
  });
  return wasm;
}

/** The first book ISBN among what was read (a price add-on or another product's code is skipped). */
function firstIsbn(texts: readonly string[]): string | null {
  for (const text of texts) {
    const isbn = normalIsbn(text);
    if (isbn) return isbn;
  }
  return null;
}

/** The long side a frame is read at: a phone photo's 4000 px gives no better read, only a slower one. */
const MAX_SIDE = 1600;

function pixelsOf(source: ImageBitmap | HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.width;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.height;
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** Whether reading will need the WebAssembly reader (so the UI can say it is getting it ready). */
export async function needsWasm(): Promise<boolean> {
  return (await nativeDetector()) === null;
}

/** The ISBN in this picture or frame, or null when none is readable. */
export async function readIsbn(
  source: ImageBitmap | HTMLVideoElement,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): Promise<string | null> {
  const detector = await nativeDetector();
  if (detector) {
    const codes = await detector.detect(source);
    return firstIsbn(codes.map((code) => code.rawValue));
  }
  const read = await loadWasmReader();
  const pixels = pixelsOf(source, canvas);
  if (!pixels) return null;
  const results = await read(pixels);
  return firstIsbn(results.filter((result) => result.isValid).map((result) => result.text));
}

/** The ISBN in a photo file (from the gallery or the camera app). */
export async function readIsbnFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    return await readIsbn(bitmap);
  } finally {
    bitmap.close();
  }
}
