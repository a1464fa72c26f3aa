// The stored search index: one object in the images bucket under search/ (never served: the front and
// CloudFront serve upload and processed keys only). Read with If-None-Match so an unchanged index
// costs a 304 and no bytes.
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
export async function fetchSearchIndex(etag?: string): ReturnType<StoredIndex['fetch']> {
  const { imagesBucket, storeTimeouts } = config();
  const link = await presignObject({
    method: 'GET',
    operation: 'GetObject',
    bucket: imagesBucket,
    key: SEARCH_INDEX_KEY,
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

export const s3SearchIndex: StoredIndex = {
  fetch: fetchSearchIndex,
  async save(json) {
    const result = await s3().send(
      new PutObjectCommand({
        Bucket: config().imagesBucket,
        Key: SEARCH_INDEX_KEY,
        Body: json,
        ContentType: 'application/json',
      }),
    );
    return result.ETag ?? '';
  },
};
