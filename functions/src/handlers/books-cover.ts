// GET /api/books/cover?isbn=: the found cover's bytes, fetched by the server from Open Library's
// covers host (the member's browser never asks Open Library: no hot-link, no member address shared).
// The form shows it as a picked photo; kept, it is uploaded and re-encoded like any other.

import { coverForIsbn } from '../app/book-lookup.ts';
import { systemClock } from '../app/ports.ts';
import { openLibrarySource } from '../books/open-library.ts';
import { config } from '../config.ts';
import { apiHandler } from '../http/api-handler.ts';
import { dynamoBookCache } from '../store/book-cache-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ query }) => {
  const cover = await coverForIsbn(
    { cache: dynamoBookCache, source: openLibrarySource(config().openLibrary), clock: systemClock },
    query,
  );
  return {
    statusCode: 200,
    // The member's own fetch only: the bytes are not ours to publish until re-encoded.
    headers: { 'content-type': cover.contentType, 'cache-control': 'private, max-age=3600' },
    body: cover.bytes.toString('base64'),
    isBase64Encoded: true,
  };
});
