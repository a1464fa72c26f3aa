// The route functions' S3 calls, sent as presigned fetches, against the stack's real bucket (s3rver):
// what one writes the S3 client reads back as written, a missing key is nothing rather than an error,
// a big object is refused from its length, a list follows S3's pages, a delete of what is already gone
// is fine, and a bucket that refuses or a store that does not answer keeps the SDK's error shape.

import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { closedPort, useStackEnv } from '../api-tests/stack-env.ts';
import { clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { resetS3, s3 } from './s3.ts';
import { bucketObjects, listPage, ObjectTooLarge, S3Error } from './s3-objects.ts';

let folder: string;

beforeAll(() => {
  useStackEnv();
  resetS3();
  folder = `objects-test/${crypto.randomUUID()}/`;
});

const bytes = (size: number, fill = 7) => new Uint8Array(size).fill(fill);

describe('the bucket seen through presigned fetches', () => {
  it('writes an object the S3 client reads back with its type and cache policy, and reads it whole', async () => {
    const objects = bucketObjects();
    const key = `${folder}variants/640.webp`;
    const body = bytes(300_000, 42);
    await objects.put(key, body, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const head = await s3().send(new HeadObjectCommand({ Bucket: config().imagesBucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(300_000);
    expect(await objects.get(key)).toEqual(body);
  });

  it('answers null for a key that is not there, and refuses an object past the limit unread', async () => {
    const objects = bucketObjects();
    expect(await objects.get(`${folder}never-uploaded.jpg`)).toBeNull();
    const key = `${folder}uploads/too-big.jpg`;
    await s3().send(
      new PutObjectCommand({ Bucket: config().imagesBucket, Key: key, Body: bytes(1_048_577) }),
    );
    await expect(objects.get(key, { maxBytes: 1_048_576 })).rejects.toBeInstanceOf(ObjectTooLarge);
    expect((await objects.get(key, { maxBytes: 1_048_577 }))?.length).toBe(1_048_577);
  });

  it('lists every key under a prefix across pages, accents and spaces as written, and nothing beside it', async () => {
    const objects = bucketObjects();
    const names = ['a.jpg', 'b & c.jpg', 'café.webp', 'd<e>.png', 'z.avif'];
    await Promise.all(
      names.map((name) => objects.put(`${folder}list/${name}`, bytes(10), { contentType: 'image/jpeg' })),
    );
    await objects.put(`${folder}listed-not/x.jpg`, bytes(10), { contentType: 'image/jpeg' });
    const listed = await objects.list(`${folder}list/`);
    expect(listed.sort()).toEqual(names.map((name) => `${folder}list/${name}`).sort());
    expect(await objects.list(`${folder}nothing-here/`)).toEqual([]);
  });

  // s3rver answers every list in one page (it fails on max-keys), so S3's own page shapes are read here.
  it("follows a truncated list to S3's next page, and stops on the last", () => {
    const truncated = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>bucket</Name><Prefix>avatars/u1/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated><Contents><Key>avatars/u1/a/96.webp</Key><Size>10</Size></Contents><Contents><Key>avatars/u1/b &amp; c/96.webp</Key><Size>10</Size></Contents><NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken></ListBucketResult>`;
    expect(listPage(truncated)).toEqual({
      keys: ['avatars/u1/a/96.webp', 'avatars/u1/b & c/96.webp'],
      next: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
    });
    const last = `<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>only.jpg</Key></Contents></ListBucketResult>`;
    expect(listPage(last)).toEqual({ keys: ['only.jpg'] });
    expect(listPage('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      keys: [],
    });
  });

  it('deletes many keys, one of them already gone, and leaves the others of the folder alone', async () => {
    const objects = bucketObjects();
    const keys = Array.from({ length: 20 }, (_, i) => `${folder}delete/${i}.webp`);
    await Promise.all(keys.map((key) => objects.put(key, bytes(10), { contentType: 'image/webp' })));
    await objects.put(`${folder}delete/keep.webp`, bytes(10), { contentType: 'image/webp' });
    await objects.delete([...keys, `${folder}delete/already-gone.webp`]);
    expect(await objects.list(`${folder}delete/`)).toEqual([`${folder}delete/keep.webp`]);
  });

  it("keeps S3's refusal as the SDK names it, and a store that does not answer its socket's code", async () => {
    const refused = await bucketObjects('no-such-bucket-here')
      .put('x.jpg', bytes(1), { contentType: 'image/jpeg' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(S3Error);
    expect((refused as S3Error).name).toBe('NoSuchBucket');
    expect((refused as S3Error).$metadata.httpStatusCode).toBe(404);

    // A port nothing listens on: refused connections, retried, then the error mapper's 503.
    const closed = {
      ...clientOptions('s3'),
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      maxAttempts: 2,
    };
    const unreachable = await bucketObjects(config().imagesBucket, closed)
      .get('x.jpg')
      .catch((error: unknown) => error);
    // The socket's code, which the error mapper (http/api-error.ts) answers with a 503.
    expect((unreachable as { code?: string }).code).toBe('ECONNREFUSED');
  });
});
