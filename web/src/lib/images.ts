// Images on their way to the bucket: type check, in-browser downscale of photos over 1 MB, then the
// presigned PUT from /api/uploads with upload progress (fetch cannot report upload progress; XHR can).
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type UploadPurpose } from '@bookwish/shared/domain/constants';
import { api } from './api.ts';

export type ImageFit = { ok: true; file: File } | { ok: false; reason: 'type' | 'size' };

export function isAllowedImageType(file: Pick<File, 'type'>): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** PNG or JPEG only; a photo over the limit is downscaled here first, and only if it still does not
 * fit is it refused. The compression library loads only when a big photo needs it. */
export async function fitImage(file: File): Promise<ImageFit> {
  if (!isAllowedImageType(file)) return { ok: false, reason: 'type' };
  if (file.size <= IMAGE_MAX_BYTES) return { ok: true, file };
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const smaller = await imageCompression(file, {
      maxSizeMB: (IMAGE_MAX_BYTES / 1_048_576) * 0.95,
      maxWidthOrHeight: 1600,
      maxIteration: 20,
      fileType: file.type,
      // The worker would fetch the library from a CDN; the main thread is fine for one photo.
      useWebWorker: false,
    });
    if (smaller.size <= IMAGE_MAX_BYTES && isAllowedImageType(smaller)) {
      return { ok: true, file: new File([smaller], file.name, { type: smaller.type }) };
    }
  } catch {
    // A file the browser cannot decode cannot be shrunk: treated as too big, below.
  }
  return { ok: false, reason: 'size' };
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
  await put(grant.uploadUrl, file, { 'content-type': file.type, ...grant.headers }, onProgress);
  onProgress?.(1);
  return grant.key;
}
