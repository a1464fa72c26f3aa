// The stored search index: one object in the images bucket under search/ (never served: the front and
// CloudFront serve upload and processed keys only). Read with If-None-Match so an unchanged index
// costs a 304 and no bytes.

import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import type { StoredIndex } from '../search/index-cache.ts';
import { s3 } from './s3.ts';

export const SEARCH_INDEX_KEY = 'search/index.json';

function isNotModified(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 304 || (error as Error).name === 'NotModified';
}

export const s3SearchIndex: StoredIndex = {
  async fetch(etag) {
    try {
      const object = await s3().send(
        new GetObjectCommand({ Bucket: config().imagesBucket, Key: SEARCH_INDEX_KEY, IfNoneMatch: etag }),
      );
      const json = (await object.Body?.transformToString('utf8')) ?? '';
      return { json, etag: object.ETag ?? '' };
    } catch (error) {
      if (etag && isNotModified(error)) return 'unchanged';
      if (error instanceof NoSuchKey || (error as Error).name === 'NoSuchKey') return null;
      // A role that may only GetObject under search/ (the search route) is told 403, not 404, for a
      // key that is not there: before the indexer's first save, that is "no index yet".
      if ((error as Error).name === 'AccessDenied') return null;
      throw error;
    }
  },
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
