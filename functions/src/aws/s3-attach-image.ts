// Attach: the step where a form's upload key becomes the post's image. Synchronous, inside the create /
// close / avatar call, rather than on an S3 event: the member's answer already carries the processed
// variants (a usable image at once, no "processing" state for the web to poll), a refused file (a
// pixel bomb, not an image) is a 400 on the form with nothing written, and the only URL ever stored
// is a processed one. A 1 MB upload is a few hundred ms of sharp work in a 512 MB function.
//
// Steps: the key is the caller's own for this purpose (else "upload again"); the key is claimed once
// (conditional put in the table: a double-submitted form cannot make two posts share one image);
// the upload is read (<= 1 MB), processed, and the variants written under a server-named folder
// `processed/<folder>/<random id>/` that no presigned URL can reach; then the upload is deleted.
// A re-PUT with the old presigned URL only recreates an upload nothing serves and the sweep expires.

import { randomUUID } from 'node:crypto';
import { DeleteCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { IMAGE_MAX_BYTES, UPLOAD_FOLDERS, type UploadPurpose } from '@bookwish/shared/domain/constants';
import {
  authMessages,
  postMessages,
  treatMessages,
  wishlistMessages,
} from '@bookwish/shared/domain/messages';
import type { StoredImage } from '@bookwish/shared/domain/types';
import { AppError } from '../app/app-error.ts';
import type { Images } from '../app/ports.ts';
import { config } from '../config.ts';
import { imageUrl, isOwnImageKey } from '../images/image-keys.ts';
import { ImageRefused, processImage, storedImage } from '../images/process-image.ts';
import { avatarFolder } from '../images/served-image.ts';
import { dynamo } from './dynamo.ts';
import { s3ImageStore } from './s3-images.ts';
import { type BucketObjects, bucketObjects, ObjectTooLarge } from './s3-objects.ts';

/** Where processed images live: the only prefix the site serves under /images/. */
export const PROCESSED_PREFIX = 'processed/';

const TEXTS: Record<UploadPurpose, { type: string; size: string }> = {
  cover: { type: wishlistMessages.coverType, size: wishlistMessages.coverTooBig },
  treatCover: { type: treatMessages.coverType, size: treatMessages.coverTooBig },
  thankYou: { type: postMessages.thankYouPhotoType, size: postMessages.imageTooBig },
  avatar: { type: authMessages.avatarType, size: authMessages.avatarTooBig },
};

export interface AttachRequest {
  objects: BucketObjects;
  db: DynamoDBDocumentClient;
  table: string;
  key: string;
  purpose: UploadPurpose;
  uid: string;
  /** The form field that named the key, for `fields`. */
  field: string;
  nowMs: number;
  /** How the upload becomes its variants: processImage, unless the demo seed hands in its kept ones
   * (local/seed-photo-cache.ts). */
  process?: typeof processImage;
}

export interface AttachedImage {
  /** The URL the web shows today (the detail-sized WebP; the avatar's largest square). */
  url: string;
  image: StoredImage;
}

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

function claimKey(uploadKey: string) {
  return { pk: `UPLOAD#${uploadKey}`, sk: 'CLAIM' };
}

/** True when this call is the first to attach `uploadKey`; the claim stays forever (a few bytes). */
async function claim(request: AttachRequest, finalFolder: string): Promise<boolean> {
  try {
    await request.db.send(
      new PutCommand({
        TableName: request.table,
        Item: { ...claimKey(request.key), uid: request.uid, finalFolder, claimedAt: request.nowMs },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** A failure that is ours, not the member's (S3 down): the key may be attached on a retry. */
async function release(request: AttachRequest): Promise<void> {
  await request.db
    .send(new DeleteCommand({ TableName: request.table, Key: claimKey(request.key) }))
    .catch(() => undefined);
}

async function readUpload(request: AttachRequest): Promise<Uint8Array> {
  const { objects, key, purpose, field } = request;
  try {
    // The length S3 declares refuses a big file unread; the bytes we hold are what counts after that.
    const bytes = await objects.get(key, { maxBytes: IMAGE_MAX_BYTES });
    if (!bytes) throw refuse(field, postMessages.invalidImage);
    return bytes;
  } catch (error) {
    if (error instanceof ObjectTooLarge) throw refuse(field, TEXTS[purpose].size);
    throw error;
  }
}

function pickUrl(image: StoredImage): string {
  const byWidth = [...image.variants].filter((v) => v.use !== 'preview').sort((a, b) => a.width - b.width);
  // The 640 WebP serves today's cards and details well; avatars take their largest square.
  const chosen = byWidth.find((v) => v.width >= 640) ?? byWidth.at(-1) ?? image.variants[0];
  return chosen ? imageUrl(chosen.key) : '';
}

/** Processes and stores the upload named by `key`; throws a VALIDATION AppError for a member's mistake. */
export async function attachImage(request: AttachRequest): Promise<AttachedImage> {
  const { objects, key, purpose, uid, field } = request;
  if (!isOwnImageKey(key, purpose, uid)) throw refuse(field, postMessages.invalidImage);
  // Avatars sit under their member's folder so account deletion finds every one of them.
  const finalFolder =
    purpose === 'avatar'
      ? `${avatarFolder(uid)}${randomUUID()}`
      : `${PROCESSED_PREFIX}${UPLOAD_FOLDERS[purpose]}/${randomUUID()}`;
  if (!(await claim(request, finalFolder))) throw refuse(field, postMessages.invalidImage);
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    const bytes = await readUpload(request);
    processed = await (request.process ?? processImage)(bytes, purpose, finalFolder);
  } catch (error) {
    if (error instanceof ImageRefused) {
      // A refused upload is deleted at once; nothing else was written (the claim keeps it refused).
      await objects.delete([key]).catch(() => undefined);
      const message = error.reason === 'pixels' ? postMessages.imageTooManyPixels : TEXTS[purpose].type;
      throw refuse(field, message);
    }
    if (!(error instanceof AppError)) await release(request);
    throw error;
  }
  try {
    await Promise.all(
      processed.variants.map((variant) =>
        objects.put(variant.key, variant.body, {
          contentType: variant.contentType,
          // A key is never rewritten (each attach makes a new folder): cache it for good.
          cacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  } catch (error) {
    await release(request);
    throw error;
  }
  await objects.delete([key]);
  const image = storedImage(processed);
  return { url: pickUrl(image), image };
}

/** The Images port on the configured bucket: the image store plus attach (which carries sharp). */
export const s3Images: Images = {
  ...s3ImageStore,
  attach: (check) =>
    attachImage({
      ...check,
      objects: bucketObjects(),
      db: dynamo(),
      table: config().tableName,
      nowMs: Date.now(),
    }),
};
