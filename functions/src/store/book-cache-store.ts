// Book lookups kept, one item per ISBN-13 in the single table: pk `BOOK#<isbn>`, sk `LOOKUP`, what
// Open Library answered (or that it knew nothing), and expiresAt (the table's TTL, epoch seconds). A
// popular ISBN costs one outside call a week. No index keys: in no list. TTL deletes late (up to two
// days), so a read also checks expiresAt itself.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BookCache, KeptLookup } from '../app/book-lookup.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';

const keyOf = (isbn: string) => ({ pk: `BOOK#${isbn}`, sk: 'LOOKUP' });

export const dynamoBookCache: BookCache = {
  async get(isbn, nowMs) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: config().tableName, Key: keyOf(isbn) }));
    if (!Item || Number(Item.expiresAt ?? 0) * 1000 <= nowMs) return null;
    if (Item.found !== true) return { found: false };
    return {
      found: true,
      book: {
        isbn,
        title: String(Item.title ?? ''),
        authors: Array.isArray(Item.authors) ? Item.authors.map(String) : [],
        coverUrl: typeof Item.coverUrl === 'string' ? Item.coverUrl : null,
      },
    } satisfies KeptLookup;
  },
  async put(isbn, answer, expiresAtMs) {
    await dynamo().send(
      new PutCommand({
        TableName: config().tableName,
        Item: {
          ...keyOf(isbn),
          entity: 'bookLookup',
          found: answer.found,
          ...(answer.found
            ? {
                title: answer.book.title,
                authors: answer.book.authors,
                coverUrl: answer.book.coverUrl ?? undefined,
              }
            : {}),
          expiresAt: Math.floor(expiresAtMs / 1000),
        },
      }),
    );
  },
};
