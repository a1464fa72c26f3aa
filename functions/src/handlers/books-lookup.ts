// GET /api/books/lookup?isbn=: title, authors and whether a cover exists, for a member filling Make a
// Wish or Give a Treat. Kept lookups answer from the table; a new ISBN asks Open Library once.

import { lookupBook } from '../app/book-lookup.ts';
import { systemClock } from '../app/ports.ts';
import { openLibrarySource } from '../books/open-library.ts';
import { config } from '../config.ts';
import { apiHandler } from '../http/api-handler.ts';
import { json } from '../http/respond.ts';
import { dynamoBookCache } from '../store/book-cache-store.ts';

export const handler = apiHandler({ auth: 'required' }, async ({ query }) =>
  json(
    200,
    await lookupBook(
      { cache: dynamoBookCache, source: openLibrarySource(config().openLibrary), clock: systemClock },
      query,
    ),
  ),
);
