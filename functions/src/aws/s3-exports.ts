// The bucket behind the member export (app/member-export.ts): it reads the member's processed images
// and keeps the finished zip under exports/<uid>/, handed over as a presigned GET that downloads it
// (Content-Disposition: attachment) for EXPORT_LINK_SECONDS. Why a link and not the zip in the
// answer: a Lambda answer behind API Gateway is at most 6 MB, base64 makes that about 4.5 MB of zip,
// and one member's photos pass it easily; HTTP APIs cannot stream a Lambda's answer.

import { randomUUID } from 'node:crypto';
import { EXPORT_LINK_SECONDS, exportFolder } from '@bookwish/shared/storage/images-bucket';
import type { ExportFiles } from '../app/member-export.ts';
import { config } from '../config.ts';
import { avatarFolder } from '../images/served-image.ts';
import { bucketObjects } from './s3-objects.ts';
import { presignObject } from './s3-presign.ts';

/** An image named by a post or profile; null when it is gone since (a deleted avatar, an erased
 * photo): nothing to put in the zip. */
const read = (key: string) => bucketObjects().get(key);

const avatarKeys = (uid: string) => bucketObjects().list(avatarFolder(uid));

async function keep(uid: string, zip: Uint8Array, fileName: string, name?: string) {
  const Key = `${exportFolder(uid)}${name ?? randomUUID()}.zip`;
  await bucketObjects(config().imagesBucket).put(Key, zip, { contentType: 'application/zip' });
  return { ...(await link(Key, fileName)), objectKey: Key };
}

/** A short-lived download link to a kept archive. */
async function link(Key: string, fileName: string) {
  const Bucket = config().imagesBucket;
  const url = await presignObject({
    method: 'GET',
    operation: 'GetObject',
    bucket: Bucket,
    key: Key,
    query: {
      'response-cache-control': 'no-store',
      'response-content-disposition': `attachment; filename="${fileName}"`,
      'response-content-type': 'application/zip',
    },
    expiresIn: EXPORT_LINK_SECONDS,
  });
  return { url, expiresAt: Date.now() + EXPORT_LINK_SECONDS * 1000 };
}

export const s3ExportFiles: ExportFiles = { read, avatarKeys, keep, link };
