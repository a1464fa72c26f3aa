// The local bucket under the load the seed and a member's uploads put on it together: uploads written
// and deleted side by side in one folder, none failing and nothing thrown outside a request; and an
// object read while it is written again is one version or the other, whole, as S3 answers; and PUTs
// with If-Match / If-None-Match answered as S3 answers them.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Local, startS3Local } from './s3-local.ts';

const BUCKET = 'bookwish-images';
let s3local: S3Local;
let directory: string;
let client: S3Client;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'bookwish-s3-'));
  s3local = await startS3Local({ directory, bucket: BUCKET, origins: ['http://127.0.0.1'], quiet: true });
  client = new S3Client({
    region: 'ca-central-1',
    endpoint: s3local.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});

afterAll(async () => {
  client?.destroy();
  await s3local?.stop();
  await rm(directory, { recursive: true, force: true });
});

describe('the local bucket', () => {
  it('takes uploads written and deleted side by side in one folder without a failure', async () => {
    const thrown: unknown[] = [];
    const listen = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', listen);
    try {
      const body = new Uint8Array(2_000).fill(7);
      // Each worker writes an upload and deletes it at once, as attaching a photo does: the folder is
      // emptied and written into again and again, by several requests at the same moment.
      const worker = async (w: number) => {
        for (let i = 0; i < 150; i++) {
          const Key = `bookCovers/u${w}-${i}.jpg`;
          await client.send(
            new PutObjectCommand({ Bucket: BUCKET, Key, Body: body, ContentType: 'image/jpeg' }),
          );
          await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key }));
        }
      };
      await Promise.all(Array.from({ length: 3 }, (_, w) => worker(w)));
      const kept = 'bookCovers/kept.jpg';
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: kept, Body: body }));
      const read = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: kept }));
      expect((await read.Body?.transformToByteArray())?.length).toBe(2_000);
      // An error thrown by a stream of the emulator's shows a moment after its request.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('uncaughtException', listen);
    }
    expect(thrown).toEqual([]);
  });

  it('answers a read during a write with the old object or the new one, whole, never a mix', async () => {
    // The search index is saved again and again while functions read it: two versions of different
    // lengths, written in turn while reads run beside the writes.
    const Key = 'search/index.json';
    const versions = [1, 2].map((v) =>
      JSON.stringify({ version: v, words: Array.from({ length: 20_000 * v }, (_, i) => `w${v}-${i}`) }),
    );
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: versions[0] }));
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 40; i++) {
        await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: versions[(i + 1) % 2] }));
      }
      writing = false;
    })();
    const seen: string[] = [];
    const reader = async () => {
      while (writing) {
        const read = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
        const body = (await read.Body?.transformToString()) ?? '';
        seen.push(versions.includes(body) ? 'whole' : `a mix of ${body.length} characters`);
      }
    };
    await Promise.all([writer, reader(), reader()]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((what) => what !== 'whole')).toEqual([]);
  });

  it('writes a PUT with If-None-Match: * only where no object is, and one with If-Match only over that version', async () => {
    const Key = 'search/conditional.json';
    const status = (error: unknown) =>
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const put = (Body: string, conditions: { IfMatch?: string; IfNoneMatch?: string }) =>
      client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body, ...conditions }));
    const read = async () =>
      (await client
        .send(new GetObjectCommand({ Bucket: BUCKET, Key }))
        .then((r) => r.Body?.transformToString())) ?? '';

    // If-Match on a key with no object: S3's 404, nothing written.
    await expect(put('never', { IfMatch: '"0123"' }).catch(status)).resolves.toBe(404);
    const first = await put('first', { IfNoneMatch: '*' });
    expect(first.ETag).toBeTruthy();
    // There is one now: a second create loses.
    await expect(put('second create', { IfNoneMatch: '*' }).catch(status)).resolves.toBe(412);
    const second = await put('second', { IfMatch: first.ETag as string });
    // The version it was read at is gone: the write that read it loses, and what is stored stays.
    await expect(put('stale', { IfMatch: first.ETag as string }).catch(status)).resolves.toBe(412);
    expect(await read()).toBe('second');
    // An unconditional PUT still always writes.
    await put('plain', {});
    expect(await read()).toBe('plain');
    expect(second.ETag).not.toBe(first.ETag);
  });
});
