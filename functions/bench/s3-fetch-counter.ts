// Counts the requests this process sends to the bucket's endpoint, by S3 operation: the route functions
// reach S3 only through signed fetches (aws/s3-objects.ts, aws/s3-presign.ts), which an S3 client's
// middleware never sees. The S3 client left in the process (the upload sweep, the search indexer)
// belongs to background work, not to the request being measured.

import { type CallCounter, tally } from '../src/store/call-counter.ts';

function operationOf(url: URL, method: string): string {
  if (method === 'GET' && url.searchParams.has('list-type')) return 'ListObjectsV2';
  const names: Record<string, string> = {
    GET: 'GetObject',
    HEAD: 'HeadObject',
    PUT: 'PutObject',
    DELETE: 'DeleteObject',
  };
  return names[method] ?? method;
}

/** Counts fetches to `endpoint` (the stack's s3rver) until detached. */
export function countS3Fetches(endpoint: string): CallCounter {
  const origin = new URL(endpoint).origin;
  const original = globalThis.fetch;
  const counter = tally(() => {
    globalThis.fetch = original;
  });
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input));
    if (url.origin === origin)
      counter.add(operationOf(url, (init?.method ?? request?.method ?? 'GET').toUpperCase()));
    return original(input, init);
  };
  return counter;
}
