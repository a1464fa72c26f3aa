// The explore filters on the lists against DynamoDB Local: book type, destination words and
// Open only, alone and together, each page ONE Query; paging through short and empty pages with no
// post skipped or shown twice; a post leaves Open only with the write that offers or requests it; a
// removed post is in no filtered list; and the backfill gives older posts what the filters read.
// The posts are dated in 2102, so they are the newest of their kind whatever else the stack holds,
// and are deleted at the end.

import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decidePost, evolvePost } from '@bookwish/shared/domain/post';
import type {
  Actor,
  Post,
  PostKind,
  TreatCommand,
  TreatType,
  WishlistCommand,
  WishlistType,
} from '@bookwish/shared/domain/types';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListFilter } from '../app/ports.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { countStorageCalls } from './call-counter.ts';
import { decodeCursor } from './cursor.ts';
import { append, deletePost, listAll, load } from './event-store.ts';
import { backfillIndexKeys } from './migrations.ts';

const owner: Actor = { uid: randomUUID(), name: 'Olive Owner' };
const giver: Actor = { uid: randomUUID(), name: 'Gina Giver' };
const volunteer: Actor = { uid: randomUUID(), name: 'Val Volunteer', volunteer: true };

/** A word no other post's destination has (letters only: destinations split into words). */
const word = `qz${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 10)}`;

let clock = Date.UTC(2102, 0, 1);
const made: string[] = [];

async function act(
  kind: PostKind,
  state: Post | null,
  command: WishlistCommand | TreatCommand,
  actor: Actor,
) {
  const postId = state?.id ?? randomUUID();
  clock += 1000;
  const decision = decidePost(kind, state, command, actor, { postId, now: clock });
  if (!decision.ok || 'delete' in decision) throw new Error(`refused: ${JSON.stringify(decision)}`);
  const next = evolvePost(state, decision.event);
  const result = await append(postId, state?.version ?? 0, decision.event, next);
  if (!result.ok) throw new Error('lost a race');
  if (!state) made.push(postId);
  return result.post;
}

const wish = (title: string, types: WishlistType[], destination: string) =>
  act(
    'wishlist',
    null,
    {
      type: 'post',
      input: {
        title,
        author: 'An Author',
        coverURL: '',
        types,
        purchaseLink: 'https://example.com/book',
        destination,
        price: 'CAD 20.00',
        message: '',
      },
    },
    owner,
  );

const treat = (title: string, types: TreatType[], shippingDestination: string) =>
  act(
    'treat',
    null,
    {
      type: 'post',
      input: { title, author: 'An Author', coverURL: '', types, shippingDestination, message: '' },
    },
    owner,
  );

/** Every page of a filtered list down to the posts of this file (older ones are other tests'),
 * counting the storage calls of each page. */
async function allPages(kind: PostKind, filter: ListFilter, limit = 30, examine?: number) {
  const counter = countStorageCalls(dynamo());
  const pages: { titles: string[]; calls: Record<string, number>; next: boolean }[] = [];
  try {
    let cursor: string | null = null;
    do {
      counter.reset();
      const page = await listAll(kind, { limit, cursor }, filter, examine);
      pages.push({
        titles: page.items.map((p) => p.title),
        calls: counter.counts(),
        next: page.nextCursor !== null,
      });
      cursor = page.nextCursor;
    } while (cursor && decodeCursor(cursor).createdAt >= Date.UTC(2102, 0, 1) / 1000);
  } finally {
    counter.detach();
  }
  return pages;
}

const titles = async (kind: PostKind, filter: ListFilter) =>
  (await allPages(kind, filter)).flatMap((page) => page.titles);

afterAll(async () => {
  for (const id of made) {
    const post = await load(id);
    if (post && !('tombstone' in post)) await deletePost(id, post.version);
  }
});

describe('filtered lists', () => {
  it('filters by book type, destination words and Open only, alone and together, one Query a page', async () => {
    await wish('Lima novel', ['Fiction'], `Lima, Peru ${word}`);
    await wish('Nairobi textbook', ['Textbook'], `Nairobi, Kenya ${word}`);
    const offered = await wish('Offered both', ['Fiction', 'Textbook'], `Perú ${word}`);
    await act('wishlist', offered, { type: 'offer' }, giver);
    await wish('Lima essays', ['Nonfiction'], `${word.toUpperCase()} peru, lima`);
    const removed = await wish('Removed novel', ['Fiction'], `Peru ${word}`);
    await act('wishlist', removed, { type: 'remove', reason: 'Spam' }, volunteer);
    await treat('Peru treat', ['Fiction'], `Peru ${word}`);

    // Newest first; a removed post in none; treats only in the treats list.
    expect(await titles('wishlist', { destination: word })).toEqual([
      'Lima essays',
      'Offered both',
      'Nairobi textbook',
      'Lima novel',
    ]);
    // Every word asked for, in any order, whole words, accents and case folded.
    expect(await titles('wishlist', { destination: `peru ${word}` })).toEqual([
      'Lima essays',
      'Offered both',
      'Lima novel',
    ]);
    expect(await titles('wishlist', { destination: `PERÚ, Lima ${word}` })).toEqual([
      'Lima essays',
      'Lima novel',
    ]);
    expect(await titles('wishlist', { destination: `${word} per` })).toEqual([]);
    expect(await titles('wishlist', { destination: word, type: 'Textbook' })).toEqual([
      'Offered both',
      'Nairobi textbook',
    ]);
    expect(await titles('wishlist', { destination: word, open: true })).toEqual([
      'Lima essays',
      'Nairobi textbook',
      'Lima novel',
    ]);
    expect(await titles('wishlist', { destination: `peru ${word}`, type: 'Fiction', open: true })).toEqual([
      'Lima novel',
    ]);
    expect(await titles('treat', { destination: `peru ${word}`, type: 'Fiction', open: true })).toEqual([
      'Peru treat',
    ]);

    // Each page is one storage call: a Query.
    for (const filter of [
      { open: true },
      { type: 'Fiction' },
      { destination: word, type: 'Fiction', open: true },
    ]) {
      const [first] = await allPages('wishlist', filter);
      expect(first?.calls).toEqual({ QueryCommand: 1 });
    }
  });

  it('pages through short and empty pages without skipping or repeating a post', async () => {
    // Newest first: M1 M2 M3 N N N N N M4 N M5 M6 (M matches, N does not). Reading three posts a
    // page, two shown at most: [M1 M2] [M3] [] [M4 M5] [M6].
    const pattern = ['M6', 'M5', 'N', 'M4', 'N', 'N', 'N', 'N', 'N', 'M3', 'M2', 'M1'];
    for (const name of pattern) {
      if (name === 'N') await wish(`Elsewhere ${name}`, ['Fiction'], 'Elsewhere');
      else await wish(`Paged ${name}`, ['Fiction'], `Paged ${word}`);
    }
    const pages = await allPages('wishlist', { destination: `paged ${word}` }, 2, 3);
    const shown = pages.flatMap((page) => page.titles);
    expect(shown).toEqual(['Paged M1', 'Paged M2', 'Paged M3', 'Paged M4', 'Paged M5', 'Paged M6']);
    expect(pages.slice(0, 5).map((page) => page.titles.length)).toEqual([2, 1, 0, 2, 1]);
    // The empty page still leads on, and every page was one Query.
    expect(pages[2]?.next).toBe(true);
    for (const page of pages) expect(page.calls).toEqual({ QueryCommand: 1 });

    // Read in one batch (the default), the same posts in one page.
    expect(await titles('wishlist', { destination: `paged ${word}` })).toEqual(shown);
  });

  it('drops a post from Open only with the write that offers or requests it, and brings it back when it reopens', async () => {
    const open = { destination: `leaving ${word}`, open: true };
    const wished = await wish('Leaving wish', ['Fiction'], `Leaving ${word}`);
    const given = await treat('Leaving treat', ['Other'], `Leaving ${word}`);
    expect(await titles('wishlist', open)).toEqual(['Leaving wish']);
    expect(await titles('treat', open)).toEqual(['Leaving treat']);

    const offered = await act('wishlist', wished, { type: 'offer' }, giver);
    await act('treat', given, { type: 'request', shippingAddress: '1 Rue', requestMessage: 'Please' }, giver);
    expect(await titles('wishlist', open)).toEqual([]);
    expect(await titles('treat', open)).toEqual([]);
    // Still listed without Open only.
    expect(await titles('wishlist', { destination: `leaving ${word}` })).toEqual(['Leaving wish']);

    await act('wishlist', offered, { type: 'withdraw', reason: '' }, giver);
    expect(await titles('wishlist', open)).toEqual(['Leaving wish']);
  });
});

describe('backfillIndexKeys, for the filters', () => {
  it('gives a post stored before the filters what they read, once', async () => {
    const older = await wish('Stored before filters', ['Fiction'], `Before ${word}`);
    const { byOpen } = tableSchema.indexes;
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tableName,
        Key: { pk: `POST#${older.id}`, sk: 'STATE' },
        UpdateExpression: 'REMOVE #open, #words',
        ExpressionAttributeNames: { '#open': byOpen.partitionKey, '#words': 'destinationWords' },
      }),
    );
    const filter = { destination: `before ${word}`, open: true };
    expect(await titles('wishlist', filter)).toEqual([]);

    expect(await backfillIndexKeys()).toBeGreaterThanOrEqual(1);
    expect(await titles('wishlist', filter)).toEqual(['Stored before filters']);
    // The post itself is unchanged, and a second run finds nothing to do.
    expect(await load(older.id)).toEqual(older);
    expect(await backfillIndexKeys()).toBe(0);
  });
});
