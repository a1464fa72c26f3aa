// The stored search index: one object in the images bucket under search/ (never served: the front and
// CloudFront serve upload and processed keys only). Read with If-None-Match so an unchanged index
// costs a 304 and no bytes. Written only over the version the writer read (If-Match its ETag, or
// If-None-Match: * for the first): two indexer batches at once cannot both win, so neither's changes
// are lost (S3's conditional writes; the local emulator answers them the same, local/s3-local.ts).
//
// The search route only reads it, through a presigned GET (s3-presign.ts) and fetch: that route is a
// visitor's read, and the S3 client would be most of its cold start. The indexer, which writes the
// index, uses the client.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import type { StoredIndex } from '../search/index-cache.ts';
import { s3 } from './s3.ts';
import { presignObject } from './s3-presign.ts';

export const SEARCH_INDEX_KEY = 'search/index.json';

/** Long enough for the read it is made for, not more. */
const LINK_SECONDS = 60;

/** The stored index, 'unchanged' when `etag` is still its version, null when there is none yet. A
 * failed read throws: the index cache keeps its copy (or reads the table) and looks again later. */
export function fetchSearchIndex(etag?: string): ReturnType<StoredIndex['fetch']> {
  return fetchIndexAt(SEARCH_INDEX_KEY, etag);
}

async function fetchIndexAt(key: string, etag?: string): ReturnType<StoredIndex['fetch']> {
  const { imagesBucket, storeTimeouts } = config();
  const link = await presignObject({
    method: 'GET',
    operation: 'GetObject',
    bucket: imagesBucket,
    key,
    expiresIn: LINK_SECONDS,
  });
  const response = await fetch(link, {
    headers: etag ? { 'if-none-match': etag } : {},
    signal: AbortSignal.timeout(storeTimeouts.connectMs + storeTimeouts.requestMs),
  });
  if (response.status === 304 && etag) return 'unchanged';
  // A role that may only GetObject under search/ (the search route) is told 403, not 404, for a key
  // that is not there: before the indexer's first save, that is "no index yet".
  if (response.status === 404 || response.status === 403) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`The search index could not be read (S3 answered ${response.status})`);
  }
  return { json: await response.text(), etag: response.headers.get('etag') ?? '' };
}

/** S3's answers to a conditional PUT whose version is no longer the stored one: 412 (another write
 * came first), 409 ConditionalRequestConflict (one is being written now), 404 (If-Match on an index
 * removed meanwhile). */
function lostTheRace(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409 || status === 404;
}

/** An index stored at `key` under search/ (the one index; tests race writers on a key of their own). */
export function storedIndexAt(key: string): StoredIndex {
  return {
    fetch: (etag) => fetchIndexAt(key, etag),
    save: (json, over) => saveIndexAt(key, json, over),
  };
}

// An object literal, not storedIndexAt(...): a call at the top of the module would keep the S3 client
// in the search route's bundle, which only reads (fetchSearchIndex) and must not carry it.
export const s3SearchIndex: StoredIndex = {
  fetch: fetchSearchIndex,
  save: (json, over) => saveIndexAt(SEARCH_INDEX_KEY, json, over),
};

async function saveIndexAt(key: string, json: string, over: string | null): Promise<string | 'lost'> {
  try {
    const result = await s3().send(
      new PutObjectCommand({
        Bucket: config().imagesBucket,
        Key: key,
        Body: json,
        ContentType: 'application/json',
        ...(over === null ? { IfNoneMatch: '*' } : { IfMatch: over }),
      }),
    );
    return result.ETag ?? '';
  } catch (error) {
    if (lostTheRace(error)) return 'lost';
    throw error;
  }
}
