// Before a form may refer to an uploaded image: the key is the caller's and for this purpose, the
// object exists, is at most 1 MB, and starts with a PNG or JPEG signature. Any failure is the spec's
// message for that image and the form stores nothing. Two reads: HeadObject, then 8 bytes of GetObject.

import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, type UploadPurpose } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { ApiError } from '../http/api-error.ts';
import { imageUrl, isOwnImageKey } from './image-keys.ts';
import { isPngOrJpeg, SIGNATURE_BYTES } from './image-signature.ts';

const TEXTS: Record<UploadPurpose, { type: string; size: string }> = {
  cover: { type: messages.wishlist.coverType, size: messages.wishlist.coverTooBig },
  treatCover: { type: messages.treat.coverType, size: messages.treat.coverTooBig },
  thankYou: { type: messages.post.thankYouPhotoType, size: messages.post.imageTooBig },
  avatar: { type: messages.auth.avatarType, size: messages.auth.avatarTooBig },
};

export interface ImageCheck {
  s3: S3Client;
  bucket: string;
  key: string;
  purpose: UploadPurpose;
  uid: string;
  /** The form field that named the key, for `fields`. */
  field: string;
}

function refuse(field: string, message: string): ApiError {
  return new ApiError('VALIDATION', message, { [field]: message });
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Returns the /images/ URL to store, or throws a VALIDATION ApiError. */
export async function verifyImage(check: ImageCheck): Promise<string> {
  const { s3, bucket, key, purpose, uid, field } = check;
  if (!isOwnImageKey(key, purpose, uid)) throw refuse(field, messages.post.invalidImage);
  let size: number;
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) throw refuse(field, messages.post.invalidImage);
    throw error;
  }
  if (size > IMAGE_MAX_BYTES) throw refuse(field, TEXTS[purpose].size);
  if (size < 3) throw refuse(field, TEXTS[purpose].type);
  const object = await s3.send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
  );
  const head = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  if (!isPngOrJpeg(head.subarray(0, SIGNATURE_BYTES))) throw refuse(field, TEXTS[purpose].type);
  return imageUrl(key);
}
