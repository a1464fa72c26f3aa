// A presigned PUT whose signature covers the content type and the exact length the member declared,
// so the browser cannot upload a different type or a bigger file with it. Five minutes to use it.

import type { UploadTicket } from '@bookwish/shared/api/responses';
import type { ImageType, UploadPurpose } from '@bookwish/shared/domain/constants';
import type { Uploads } from '../app/ports.ts';
import { config } from '../config.ts';
import { makeImageKey } from '../images/image-keys.ts';
import { presignObject } from './s3-presign.ts';

export const UPLOAD_EXPIRY_SECONDS = 300;

export type { UploadTicket };

export async function presignUpload(
  bucket: string,
  input: { purpose: UploadPurpose; contentType: ImageType; size: number; uid: string; nowMs: number },
): Promise<UploadTicket> {
  const key = makeImageKey(input.purpose, input.uid, input.contentType, input.nowMs);
  const uploadUrl = await presignObject({
    method: 'PUT',
    operation: 'PutObject',
    bucket,
    key,
    headers: { 'content-type': input.contentType, 'content-length': String(input.size) },
    expiresIn: UPLOAD_EXPIRY_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { uploadUrl, key, headers: { 'Content-Type': input.contentType } };
}

/** The Uploads port on the configured bucket. */
export const s3Uploads: Uploads = {
  presign: (input) => presignUpload(config().imagesBucket, input),
};
