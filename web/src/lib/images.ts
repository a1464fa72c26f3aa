// Images on their way to the bucket: type check, downscale of photos over 1 MB in a Web Worker (the
// page stays responsive, with progress and a cancel), then the presigned PUT from /api/uploads with
// upload progress (fetch cannot report upload progress; XHR can).
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type UploadPurpose } from '@bookwish/shared/domain/constants';
import { api } from './api.ts';
import type { ShrinkReply, ShrinkRequest } from './shrink-image.ts';

export type ImageFit = { ok: true; file: File } | { ok: false; reason: 'type' | 'size' | 'cancelled' };

export interface FitOptions {
  /** 0..1 while a big photo is being shrunk. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the shrinking at once (the worker is ended) and answers 'cancelled'. */
  signal?: AbortSignal;
}

/** The long side of a shrunk photo: above the server's widest variant (1200 px), a sharp detail. */
const MAX_SIDE = 1600;

export function isAllowedImageType(file: Pick<File, 'type'>): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** PNG or JPEG only; a photo over the limit is downscaled first (in a worker), and only if it still
 * does not fit is it refused. */
export async function fitImage(file: File, options: FitOptions = {}): Promise<ImageFit> {
  if (!isAllowedImageType(file)) return { ok: false, reason: 'type' };
  if (file.size <= IMAGE_MAX_BYTES) return { ok: true, file };
  if (options.signal?.aborted) return { ok: false, reason: 'cancelled' };
  let smaller: Blob | 'cancelled' | null;
  try {
    smaller = await shrinkInWorker(
      { file, maxBytes: Math.floor(IMAGE_MAX_BYTES * 0.95), maxSide: MAX_SIDE },
      options,
    );
  } catch {
    // No worker (an old browser) or a file the browser cannot decode: treated as too big, below.
    smaller = null;
  }
  if (smaller === 'cancelled') return { ok: false, reason: 'cancelled' };
  if (smaller && smaller.size <= IMAGE_MAX_BYTES && isAllowedImageType(smaller)) {
    return { ok: true, file: new File([smaller], renamed(file.name, smaller.type), { type: smaller.type }) };
  }
  return { ok: false, reason: 'size' };
}

/** photo.png shrunk to a JPEG is photo.jpg. */
function renamed(name: string, type: string): string {
  const ext = type === 'image/png' ? '.png' : '.jpg';
  const base = name.replace(/\.[^./]*$/, '');
  return `${base || 'photo'}${ext}`;
}

function shrinkInWorker(
  request: ShrinkRequest,
  { onProgress, signal }: FitOptions,
): Promise<Blob | 'cancelled'> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('no Web Worker'));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./shrink-image.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      finish();
      resolve('cancelled');
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.onmessage = ({ data }: MessageEvent<ShrinkReply>) => {
      if (data.type === 'progress') return onProgress?.(data.fraction);
      finish();
      if (data.type === 'done') resolve(data.blob);
      else reject(new Error(data.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'worker failed'));
    };
    worker.postMessage(request);
  });
}

interface UploadGrant {
  uploadUrl: string;
  key: string;
  headers?: Record<string, string>;
}

/** PUT with progress events (0..1). Rejects on any non-2xx answer or a dropped connection. */
function put(url: string, file: File, headers: Record<string, string>, onProgress?: (p: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      // The browser sets Content-Length itself and refuses to be told.
      if (name.toLowerCase() !== 'content-length') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`PUT ${xhr.status}`));
    xhr.onerror = () => reject(new Error('PUT failed'));
    xhr.send(file);
  });
}

/** The PUT's headers: the grant's own (the signature covers them), plus Content-Type only when the
 * grant does not name it in any case. Sending both 'content-type' and 'Content-Type' made XHR join
 * them into "image/jpeg, image/jpeg", a type the bucket then stored. */
export function uploadHeaders(type: string, granted: Record<string, string> = {}): Record<string, string> {
  const named = Object.keys(granted).some((name) => name.toLowerCase() === 'content-type');
  return named ? { ...granted } : { 'Content-Type': type, ...granted };
}

/** Asks for a presigned PUT, uploads the bytes, and returns the key the form sends along. */
export async function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const grant = await api<UploadGrant>('/api/uploads', {
    method: 'POST',
    body: { purpose, contentType: file.type, size: file.size },
  });
  onProgress?.(0);
  await put(grant.uploadUrl, file, uploadHeaders(file.type, grant.headers), onProgress);
  onProgress?.(1);
  return grant.key;
}
