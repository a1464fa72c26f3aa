// s3rver 3.7.1 in-process: the images bucket on disk under the data directory, with CORS so the SPA
// can PUT to presigned URLs and GET images from its own origin(s), as the CDK bucket allows. Two
// layers make it answer as S3 does where the code depends on it: whole objects under concurrent PUTs
// (atomicObjects) and conditional PUTs (conditionalPuts).

import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import { oneAtATimePerKey } from '../one-at-a-time.ts';
import { freeLowPort } from './free-port.ts';

/** How long a stop waits for the requests being answered before it cuts their connections. */
const STOP_GRACE_MS = 5_000;

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

/** s3rver removes a folder a delete leaves empty. A PUT into that folder at that moment (one upload
 * attached and deleted while another is written beside it: the seed, members uploading) then opens its
 * file in a folder that is gone, on a write stream s3rver gives no error listener: an uncaught ENOENT
 * that ends the process. S3 has no folders to remove; here they stay (an empty one costs nothing). */
function keepEmptyFolders(server: S3rver): void {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) =>
        rm(store.getResourcePath(bucket, key, resource), { force: true }),
      ),
    );
  };
}

/** The conditions of the PUT being answered, from its headers to the store's write. */
interface PutConditions {
  ifMatch?: string;
  ifNoneMatch?: string;
}
const putConditions = new AsyncLocalStorage<PutConditions>();

/**
 * PutObject with If-Match (write only over that version) or If-None-Match: * (write only where there
 * is no object), as S3 answers them: 412 PreconditionFailed when the condition does not hold, 404
 * NoSuchKey for If-Match on a key with no object. s3rver ignores both headers (every PUT wins); the
 * search indexer's writes depend on them (two batches at once must not lose one's changes). The
 * headers are read here, before s3rver's routes, and checked by atomicObjects' write under the key's
 * lock, at the moment the new version replaces the old, as S3 checks at the end of the upload.
 */
function conditionalPuts(server: S3rver): void {
  server.middleware.unshift((ctx, next) => {
    const header = (name: string) => {
      const value = ctx.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const conditions = { ifMatch: header('if-match'), ifNoneMatch: header('if-none-match') };
    // A plain object PUT only (no ?uploadId, ?tagging...; the SDK's own ?x-id=PutObject names the
    // operation): the one S3 evaluates these on.
    const subresource = ctx.querystring.split('&').some((part) => part && !part.startsWith('x-id='));
    if (ctx.method !== 'PUT' || subresource || (!conditions.ifMatch && !conditions.ifNoneMatch)) {
      return next();
    }
    return putConditions.run(conditions, next);
  });
}

/** Throws S3's answer when the PUT's conditions do not hold for the object now stored. */
async function checkPutConditions(server: S3rver, bucket: string, key: string): Promise<void> {
  const conditions = putConditions.getStore();
  if (!conditions) return;
  const current = await server.store.getMetadata(bucket, key).then(
    (metadata) => metadata.etag,
    () => null,
  );
  if (conditions.ifNoneMatch !== undefined) {
    if (conditions.ifNoneMatch !== '*') {
      throw new S3Error('NotImplemented', 'If-None-Match on PutObject takes only *.');
    }
    if (current !== null) throw preconditionFailed('If-None-Match');
  }
  if (conditions.ifMatch !== undefined) {
    if (current === null) throw new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: key });
    if (!sameEtag(conditions.ifMatch, current)) throw preconditionFailed('If-Match');
  }
}

function preconditionFailed(condition: string): Error {
  return new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
    Condition: condition,
  });
}

/** ETags compare without their quotes (a client may send either form). */
const sameEtag = (a: string, b: string) => a.replace(/^"|"$/g, '') === b.replace(/^"|"$/g, '');

/**
 * A GET answers the object as it was or as it is after a PUT, never a mix, as S3 does. s3rver truncated
 * the object's file and wrote it in place, answering the PUT before the bytes were written, and wrote
 * the object's length and ETag after: a GET in between read part of one version to the other's length
 * (the search index, saved again while a function read it, came back as cut-off JSON). Here a PUT writes
 * a file beside the object's and renames it over it, and the rename and the metadata's write are one
 * step under a lock per key, which a GET holds while it reads the metadata and opens the file (an open
 * file keeps reading what it opened).
 */
function atomicObjects(server: S3rver): void {
  const { store } = server;
  const oneAtATime = oneAtATimePerKey();
  const underKeyLock = <T>(bucket: string, key: string, work: () => Promise<T>): Promise<T> =>
    oneAtATime(`${bucket}/${key}`, work);
  let written = 0;
  store.putObject = async (object) => {
    const target = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}-${++written}.part`;
    const md5 = createHash('md5');
    let size = 0;
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(content, count, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const digest = md5.digest('hex');
    await underKeyLock(object.bucket, object.key, async () => {
      try {
        await checkPutConditions(server, object.bucket, object.key);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, target);
      await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    });
    return { size, md5: digest };
  };
  const getObject = store.getObject.bind(store);
  store.getObject = (bucket, key, options) =>
    underKeyLock(bucket, key, () => getObject(bucket, key, options));
}

export async function startS3Local(options: {
  directory: string;
  bucket: string;
  origins: string[];
  quiet?: boolean;
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const port = await freeLowPort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: options.directory,
    // Path-style only (http://127.0.0.1:port/bucket/key): the clients use forcePathStyle locally.
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.origins)] }],
  });
  keepEmptyFolders(server);
  atomicObjects(server);
  conditionalPuts(server);
  await server.run();
  // A request still being answered when the stack stops (a stream handler reading a seed cover) reads
  // its file to the end before the server closes: cut off, s3rver's file read failed later, uncaught,
  // once the data folder was removed.
  const answering = new Set<Promise<void>>();
  server.httpServer?.on('request', (_request, response) => {
    const answered = new Promise<void>((resolve) => response.once('close', resolve));
    answering.add(answered);
    void answered.then(() => answering.delete(answered));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.httpServer?.closeIdleConnections();
      const closing = server.close();
      await Promise.race([
        Promise.all(answering),
        new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref()),
      ]);
      server.httpServer?.closeAllConnections();
      await closing;
    },
  };
}
