// The bucket behind the member export (app/member-export.ts): it reads the member's processed images
// and keeps the finished zip under exports/<uid>/, handed over as a presigned GET that downloads it
// (Content-Disposition: attachment) for EXPORT_LINK_SECONDS. Why a link and not the zip in the
// answer: a Lambda answer behind API Gateway is at most 6 MB, base64 makes that about 4.5 MB of zip,
// and one member's photos pass it easily; HTTP APIs cannot stream a Lambda's answer.

import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { EXPORT_LINK_SECONDS, exportFolder } from '@bookwish/shared/storage/images-bucket';
import type { ExportFiles } from '../app/member-export.ts';
import { config } from '../config.ts';
import { avatarFolder } from '../images/served-image.ts';
import { s3 } from './s3.ts';
import { presignObject } from './s3-presign.ts';

async function read(key: string): Promise<Uint8Array | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: config().imagesBucket, Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : null;
  } catch (error) {
    // Gone since the post named it (a deleted avatar, an erased photo): nothing to put in the zip.
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

async function avatarKeys(uid: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({
        Bucket: config().imagesBucket,
        Prefix: avatarFolder(uid),
        ContinuationToken: token,
      }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

async function keep(uid: string, zip: Uint8Array, fileName: string) {
  const Key = `${exportFolder(uid)}${randomUUID()}.zip`;
  const Bucket = config().imagesBucket;
  await s3().send(new PutObjectCommand({ Bucket, Key, Body: zip, ContentType: 'application/zip' }));
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

export const s3ExportFiles: ExportFiles = { read, avatarKeys, keep };
