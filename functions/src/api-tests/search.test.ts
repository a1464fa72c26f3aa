// Search over the real emulators: posts reach the index through DynamoDB Local's stream (the search
// indexer beside the notifier, local/stream-reader.ts) and the stored index in s3rver; GET /api/search
// answers from it. Each test's books carry a made-up word of their own, so the other tests' posts in
// the same stack never crowd them out.

import { PRIVATE_FIELDS } from '@bookwish/shared/domain/timeline';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetS3 } from '../aws/s3.ts';
import { s3SearchIndex } from '../aws/s3-search-index.ts';
import { loadIndex } from '../search/search-index.ts';
import { call, expectOk, member, treatBody, volunteer, wishlistBody } from './client.ts';
import { secrets, treatAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => {
  useStackEnv();
  resetS3();
});

/** The ids the stored index holds (what the indexer saved from the stream, not the page's check). */
/** Which of these ids the stored index holds; null when the read was cut short or torn (the local S3
 * emulator can serve an object while the indexer rewrites it): the caller reads again. */
async function storedIds(ids: string[]): Promise<string[] | null> {
  try {
    const stored = await s3SearchIndex.fetch();
    if (stored === null || stored === 'unchanged') return [];
    const index = loadIndex(stored.json);
    return ids.filter((id) => index.has(id));
  } catch {
    return null;
  }
}

/** A word no other post has (letters only: the index splits on anything else). */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'q';
  for (let i = 0; i < 9; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

const search = async (params: Record<string, string>) => {
  const answer = await call('GET', `/api/search?${new URLSearchParams(params)}`);
  expect(answer.status).toBe(200);
  return answer.body as { items: { id: string; title: string }[]; nextCursor: string | null };
};

/** Searches again, as a person would, until `done` holds or a generous minute has passed. How fast the
 * index follows the stream is the bench's to measure (rule: speed is measured, not timed in tests). */
async function searchUntil(
  params: Record<string, string>,
  done: (ids: string[]) => boolean,
): Promise<{ ids: string[] }> {
  const start = Date.now();
  for (;;) {
    const ids = (await search(params)).items.map((p) => p.id);
    if (done(ids) || Date.now() - start > 60_000) return { ids };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('GET /api/search', () => {
  it('finds a book through a typo, without its accents, by its author alone and in any word order', async () => {
    const owner = member('Searcher Sam');
    const word = uniqueWord();
    const hobbit = expectOk(
      await call('POST', '/api/wishlists', {
        token: owner.token,
        body: { ...wishlistBody(`The Hobbit ${word}`), author: 'J.R.R. Tolkien' },
      }),
      'hobbit',
    ).body.id as string;
    const miserables = expectOk(
      await call('POST', '/api/treats', {
        token: owner.token,
        body: { ...treatBody(`Les Misérables ${word}`), author: 'Victor Hugo' },
      }),
      'misérables',
    ).body.id as string;
    const solitude = expectOk(
      await call('POST', '/api/wishlists', {
        token: owner.token,
        body: { ...wishlistBody(`One Hundred Years of Solitude ${word}`), author: 'Gabriel García Márquez' },
      }),
      'solitude',
    ).body.id as string;

    // Visitors search too: no token on any of these.
    expect((await searchUntil({ q: `hobit ${word}` }, (ids) => ids.includes(hobbit))).ids).toEqual([hobbit]);
    expect((await searchUntil({ q: `tolkein ${word}` }, (ids) => ids.includes(hobbit))).ids).toEqual([
      hobbit,
    ]);
    expect((await searchUntil({ q: `miserables ${word}` }, (ids) => ids.includes(miserables))).ids).toEqual([
      miserables,
    ]);
    expect((await searchUntil({ q: `garcia marquez ${word}` }, (ids) => ids.includes(solitude))).ids).toEqual(
      [solitude],
    );
    expect(
      (await searchUntil({ q: `${word} solitude years hundred` }, (ids) => ids.includes(solitude))).ids,
    ).toEqual([solitude]);
    // Filters narrow: treats only, then wishlists only.
    expect((await search({ q: word, kind: 'treat' })).items.map((p) => p.id)).toEqual([miserables]);
    expect(new Set((await search({ q: word, kind: 'wishlist' })).items.map((p) => p.id))).toEqual(
      new Set([hobbit, solitude]),
    );
  });

  it('reads the stored index through a signed link: the same version again costs a 304 and no bytes', async () => {
    await call('POST', '/api/wishlists', { token: member('Signed Link Sid').token, body: wishlistBody() });
    // The indexer may save between the two reads (other tests post too): read again until it did not.
    let answer: Awaited<ReturnType<typeof s3SearchIndex.fetch>> = null;
    for (const start = Date.now(); answer !== 'unchanged' && Date.now() - start < 60_000; ) {
      const stored = await s3SearchIndex.fetch().catch(() => null);
      if (stored !== null && stored !== 'unchanged') {
        expect(stored.etag).not.toBe('');
        expect(loadIndex(stored.json).documentCount).toBeGreaterThan(0);
        answer = await s3SearchIndex.fetch(stored.etag).catch(() => null);
      }
      if (answer !== 'unchanged') await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer).toBe('unchanged');
  });

  it('closed, removed and deleted posts leave the results and the stored index', async () => {
    const [owner, requester] = [member('Tessa Treats'), member('Rae Requester')];
    const word = uniqueWord();
    const post = async () =>
      expectOk(
        await call('POST', '/api/treats', { token: owner.token, body: treatBody(`Matilda ${word}`) }),
        'treat',
      ).body.id as string;
    const [toClose, toRemove, toDelete, staying] = [await post(), await post(), await post(), await post()];
    const all = [toClose, toRemove, toDelete, staying];
    await searchUntil({ q: `matilda ${word}` }, (ids) => all.every((id) => ids.includes(id)));

    for (const [path, body] of [
      ['request', { shippingAddress: '1 Elm St', requestMessage: 'Please' }],
      ['ship', {}],
    ] as const) {
      expectOk(
        await call('POST', `/api/treats/${toClose}/${path}`, {
          token: path === 'request' ? requester.token : owner.token,
          body,
        }),
        path,
      );
    }
    expectOk(
      await call('POST', `/api/treats/${toClose}/close`, { token: requester.token, body: {} }),
      'close',
    );
    expectOk(
      await call('POST', `/api/support/posts/${toRemove}/actions`, {
        token: volunteer().token,
        body: { type: 'remove', reason: 'Reported as spam' },
      }),
      'remove',
    );
    expect((await call('DELETE', `/api/treats/${toDelete}`, { token: owner.token, body: {} })).status).toBe(
      204,
    );

    const { ids } = await searchUntil({ q: `matilda ${word}` }, (found) => found.length === 1);
    expect(ids).toEqual([staying]);
    // And the stored index itself lets them go (the page's own check is not what removed them).
    const start = Date.now();
    let held = await storedIds(all);
    while ((held === null || held.length > 1) && Date.now() - start < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      held = await storedIds(all);
    }
    expect(held).toEqual([staying]);
  });

  it('never returns a private field, even for a post in the middle of an exchange', async () => {
    const tag = uniqueWord();
    const id = await treatAt('shipped', member('Owen Owner'), member('Rita Requester'), tag);
    // treatAt titles the treat "Treat <tag>".
    const { ids } = await searchUntil({ q: tag }, (found) => found.includes(id));
    expect(ids).toEqual([id]);
    const answer = await call('GET', `/api/search?q=${tag}`);
    for (const field of PRIVATE_FIELDS) expect(answer.body.items[0]).not.toHaveProperty(field);
    for (const secret of Object.values(secrets(tag))) expect(answer.text).not.toContain(secret);
  });

  it('refuses a bad filter or a forged cursor with a clear message and no 500', async () => {
    const bad = await call('GET', '/api/search?q=hobbit&kind=books');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please choose a filter from the list.');
    const forged = await call('GET', '/api/search?q=hobbit&cursor=bm90IG91cnM');
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields.cursor).toBeDefined();
  });
});
