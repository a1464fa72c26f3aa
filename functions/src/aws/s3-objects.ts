// The route functions' own S3 calls (read an upload, write its processed variants, delete objects, list
// a member's folder) as requests presigned by the SDK's S3RequestPresigner (s3-presign.ts) and sent with
// fetch, as the search and uploads functions already read and sign. The S3 client registers every S3
// shape and error at load and brings its checksums, endpoint rules and XML protocol: about 185 KB of
// each image function's cold start, for five calls whose requests are a URL and a few headers.
// Answers keep the SDK's error shape where our code and the error mapper look: `name` is S3's error
// code and `$metadata.httpStatusCode` the status; a stall is a TimeoutError and a dropped connection
// keeps its socket code, so a store that does not answer is still a 503. Time limits and attempts are
// every client's (clientOptions): all five calls are idempotent (a delete, a put of a fresh key), so
// a retry never doubles anything. The S3 client stays for the indexer, the upload sweep and the tests.

import { parseXML } from '@aws-sdk/xml-builder';
import { type ClientOptions, clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { isNetworkTrouble, networkError, ServiceRefusal, withRetries } from './fetch-retries.ts';
import { type ObjectLink, presignObject } from './s3-presign.ts';

/** What S3 answered when it refused. */
export class S3Error extends ServiceRefusal {}

/** An object bigger than the caller's limit: refused from its length, its body never read. */
export class ObjectTooLarge extends Error {
  override readonly name = 'ObjectTooLarge';
}

/** The bucket's objects, as the image and export adapters use them. */
export interface BucketObjects {
  /** The object's bytes, or null when there is none; ObjectTooLarge past `maxBytes`. */
  get(key: string, limits?: { maxBytes?: number }): Promise<Uint8Array | null>;
  put(key: string, body: Uint8Array, headers: { contentType: string; cacheControl?: string }): Promise<void>;
  /** Deletes the objects; one already gone is what we wanted. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under the prefix (S3 answers 1,000 at most a page). */
  list(prefix: string): Promise<string[]>;
}

/** Links signed for this long only serve the call being made. */
const LINK_SECONDS = 60;
/** Deletes in flight at once (a post has a handful of variants; an account can have hundreds). */
const DELETE_CONCURRENCY = 8;
/** Statuses S3 gives for a moment's trouble (an overloaded or restarting node), worth another try. */
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

interface Call {
  link: Omit<ObjectLink, 'bucket' | 'expiresIn'>;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

function isTransient(error: Error): boolean {
  if (error instanceof S3Error) return TRANSIENT_STATUSES.has(error.$metadata.httpStatusCode);
  return isNetworkTrouble(error);
}

async function refusal(response: Response): Promise<S3Error> {
  const text = await response.text().catch(() => '');
  let code = '';
  let message = '';
  try {
    const error = (parseXML(text) as { Error?: { Code?: string; Message?: string } }).Error;
    code = error?.Code ?? '';
    message = error?.Message ?? '';
  } catch {
    // Not XML (a proxy's page, a HEAD-like empty body): the status says enough.
  }
  const name = code || (response.status === 404 ? 'NotFound' : `S3Status${response.status}`);
  return new S3Error(name, message, response.status);
}

/** One call, signed afresh for each attempt; a 2xx answer, or null for a missing key on a GET. */
async function send(options: ClientOptions, bucket: string, call: Call): Promise<Response | null> {
  const { storeTimeouts } = config();
  return withRetries(
    options.maxAttempts,
    async () => {
      const url = await presignObject({ ...call.link, bucket, expiresIn: LINK_SECONDS }, options);
      const response = await fetch(url, {
        method: call.link.method,
        headers: call.headers ?? {},
        // Our bodies (sharp's output, a zip) never sit in shared memory, which is all the type guards.
        ...(call.body ? { body: call.body as Uint8Array<ArrayBuffer> } : {}),
        signal: AbortSignal.timeout(storeTimeouts.connectMs + storeTimeouts.requestMs),
      }).catch((error: unknown) => {
        throw networkError(error, 'S3');
      });
      if (response.ok) return response;
      if (response.status === 404 && call.link.method === 'GET' && call.link.key !== '') {
        await response.body?.cancel();
        return null;
      }
      throw await refusal(response);
    },
    isTransient,
  );
}

/** The objects of `bucket`, signed with `options` (the configured bucket and options by default). */
export function bucketObjects(bucket?: string, options?: ClientOptions): BucketObjects {
  const where = () => ({ bucket: bucket ?? config().imagesBucket, options: options ?? clientOptions('s3') });

  async function deleteOne(key: string): Promise<void> {
    const { bucket, options } = where();
    const response = await send(options, bucket, {
      link: { method: 'DELETE', operation: 'DeleteObject', key },
    }).catch((error: unknown) => {
      // S3 answers 204 for a key that is not there; an emulator may say 404. Either way it is gone.
      if (error instanceof S3Error && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    });
    await response?.body?.cancel();
  }

  return {
    async get(key, limits = {}) {
      const { bucket, options } = where();
      const response = await send(options, bucket, { link: { method: 'GET', operation: 'GetObject', key } });
      if (!response) return null;
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (limits.maxBytes !== undefined && declared > limits.maxBytes) {
        await response.body?.cancel();
        throw new ObjectTooLarge(`${key} is ${declared} bytes`);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (limits.maxBytes !== undefined && bytes.length > limits.maxBytes) {
        throw new ObjectTooLarge(`${key} is ${bytes.length} bytes`);
      }
      return bytes;
    },

    async put(key, body, headers) {
      const { bucket, options } = where();
      const response = await send(options, bucket, {
        link: { method: 'PUT', operation: 'PutObject', key },
        headers: {
          'content-type': headers.contentType,
          ...(headers.cacheControl ? { 'cache-control': headers.cacheControl } : {}),
        },
        body,
      });
      await response?.body?.cancel();
    },

    async delete(keys) {
      const queue = [...keys];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) await deleteOne(key);
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
    },

    async list(prefix) {
      const { bucket, options } = where();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const response = await send(options, bucket, {
          link: {
            method: 'GET',
            operation: 'ListObjectsV2',
            key: '',
            query: {
              'list-type': '2',
              prefix,
              ...(token ? { 'continuation-token': token } : {}),
            },
          },
        });
        const page = listPage((await response?.text()) ?? '');
        keys.push(...page.keys);
        token = page.next;
      } while (token);
      return keys;
    },
  };
}

interface ListBucketResult {
  Contents?: { Key?: string } | { Key?: string }[];
  IsTruncated?: string;
  NextContinuationToken?: string;
}

/** One ListObjectsV2 answer: its keys (entities decoded) and the token of the next page, if any. */
export function listPage(xml: string): { keys: string[]; next?: string } {
  const page = (parseXML(xml) as { ListBucketResult?: ListBucketResult }).ListBucketResult;
  // The XML reader gives one <Contents> as an object and several as a list.
  const contents = page?.Contents ?? [];
  const keys = (Array.isArray(contents) ? contents : [contents]).flatMap((o) => (o.Key ? [o.Key] : []));
  const next = page?.IsTruncated === 'true' ? page.NextContinuationToken : undefined;
  return next ? { keys, next } : { keys };
}
