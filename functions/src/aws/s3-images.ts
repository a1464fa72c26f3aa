// The images bucket behind the application's Images port.
// verify: before a form may refer to an uploaded image, the key is the caller's and for this purpose,
// the object exists, is at most 1 MB, and starts with a PNG or JPEG signature. Any failure is the
// spec's message for that image and the form stores nothing. Two reads: HeadObject, then 8 bytes.
// delete: when a post (or an account) goes, its images go too; a missing object is what we want.

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { IMAGE_MAX_BYTES, UPLOAD_FOLDERS, type UploadPurpose } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { AppError } from '../app/app-error.ts';
import type { Images } from '../app/ports.ts';
import { config } from '../config.ts';
import { imageUrl, isOwnImageKey } from '../images/image-keys.ts';
import { isPngOrJpeg, SIGNATURE_BYTES } from '../images/image-signature.ts';
import { s3 } from './s3.ts';

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

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Returns the /images/ URL to store, or throws a VALIDATION AppError. */
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

export async function deleteImages(s3: S3Client, bucket: string, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    if (batch.length === 0) continue;
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

async function avatarKeys(uid: string): Promise<string[]> {
  const { Contents } = await s3().send(
    new ListObjectsV2Command({ Bucket: config().imagesBucket, Prefix: `${UPLOAD_FOLDERS.avatar}/${uid}-` }),
  );
  return (Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
}

/** The Images port on the configured bucket. */
export const s3Images: Images = {
  verify: (check) => verifyImage({ ...check, s3: s3(), bucket: config().imagesBucket }),
  delete: (keys) => deleteImages(s3(), config().imagesBucket, keys),
  avatarKeys,
};
