// A presigned PUT whose signature covers the content type and the exact length the member declared,
// so the browser cannot upload a different type or a bigger file with it. Five minutes to use it.

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { UploadTicket } from '@bookwish/shared/api/responses';
import type { ImageType, UploadPurpose } from '@bookwish/shared/domain/constants';
import type { Uploads } from '../app/ports.ts';
import { clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { makeImageKey } from '../images/image-keys.ts';

export const UPLOAD_EXPIRY_SECONDS = 300;

export type { UploadTicket };

let presigningClient: S3Client | undefined;

/** A client only for signing: without WHEN_REQUIRED the SDK adds a CRC32 checksum of an empty body
 * to the URL, and the browser's real bytes would then fail it. */
export function presigner(): S3Client {
  if (!presigningClient) {
    const options = clientOptions('s3');
    presigningClient = new S3Client({
      ...options,
      forcePathStyle: options.endpoint !== undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }
  return presigningClient;
}

export async function presignUpload(
  presigner: S3Client,
  bucket: string,
  input: { purpose: UploadPurpose; contentType: ImageType; size: number; uid: string; nowMs: number },
): Promise<UploadTicket> {
  const key = makeImageKey(input.purpose, input.uid, input.contentType, input.nowMs);
  const command = new PutObjectCommand({
    Bucket: bucket,
    Key: key,
    ContentType: input.contentType,
    ContentLength: input.size,
  });
  const uploadUrl = await getSignedUrl(presigner, command, {
    expiresIn: UPLOAD_EXPIRY_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
  return { uploadUrl, key, headers: { 'Content-Type': input.contentType } };
}

/** The Uploads port on the configured bucket. */
export const s3Uploads: Uploads = {
  presign: (input) => presignUpload(presigner(), config().imagesBucket, input),
};
