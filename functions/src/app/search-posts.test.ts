// Search over the real index (MiniSearch, built from the in-memory store as the indexer would): what a
// member finds, in what order, with which filters, and what never shows.

import { messages } from '@bookwish/shared/domain/messages';
import { PRIVATE_FIELDS } from '@bookwish/shared/domain/timeline';
import { describe, expect, it } from 'vitest';
import { docsFromStore } from '../search/index-cache.ts';
import { buildIndex, searchIndex } from '../search/search-index.ts';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { searchPosts } from './search-posts.ts';
import { runSupportAction } from './support-action.ts';
import { gabriel, refusal, tessa, testDeps, treatInput, vera, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

function searchDeps() {
  const deps = testDeps();
  const search = {
    async search(q: string, filter: Parameters<typeof searchIndex>[2]) {
      return searchIndex(buildIndex(await docsFromStore(deps.store)), q, filter);
    },
  };
  return { ...deps, search };
}

const titles = (page: { items: { title: string }[] }) => page.items.map((p) => p.title);

describe('search', () => {
  it('forgives typos, accents, word order, and finds a book by its author alone', async () => {
    const deps = searchDeps();
    await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'The Hobbit', author: 'J.R.R. Tolkien' },
    });
    await createPost(deps, 'wishlist', { caller: wendy, body: wishInput }); // Les Misérables
    await createPost(deps, 'treat', { caller: tessa, body: treatInput }); // Indian Horse

    expect(titles(await searchPosts(deps, { q: 'hobit' }))).toEqual(['The Hobbit']);
    expect(titles(await searchPosts(deps, { q: 'tolkein' }))).toEqual(['The Hobbit']);
    expect(titles(await searchPosts(deps, { q: 'miserables' }))).toEqual([wishInput.title]);
    expect(titles(await searchPosts(deps, { q: 'wagamese' }))).toEqual(['Indian Horse']);
    expect(titles(await searchPosts(deps, { q: 'horse indian' }))).toEqual(['Indian Horse']);
    const page = await searchPosts(deps, { q: 'miserables hugo' });
    expect(page.matches[page.items[0]?.id ?? '']).toEqual(expect.arrayContaining(['miserables', 'hugo']));
  });

  it('puts the best match first and the newer post first among equals', async () => {
    const deps = searchDeps();
    const older = await createPost(deps, 'treat', {
      caller: tessa,
      body: { ...treatInput, title: 'Beloved' },
    });
    deps.advance(60_000);
    const newer = await createPost(deps, 'treat', {
      caller: tessa,
      body: { ...treatInput, title: 'Beloved' },
    });
    await createPost(deps, 'treat', {
      caller: tessa,
      body: { ...treatInput, title: 'Belovedness and Other Essays', author: '' },
    });
    const page = await searchPosts(deps, { q: 'beloved' });
    expect(page.items.map((p) => p.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(page.items[2]?.title).toBe('Belovedness and Other Essays');
  });

  it('leaves out closed, removed and deleted posts, and never returns a private field', async () => {
    const deps = searchDeps();
    const requested = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(deps, 'treat', 'request', {
      postId: requested.id,
      caller: gabriel,
      body: { shippingAddress: '12 Oak St, Vancouver', requestMessage: 'For my class, thank you!' },
    });
    const removed = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await runSupportAction(deps, {
      postId: removed.id,
      caller: vera,
      body: { type: 'remove', reason: 'spam' },
    });
    const deleted = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await deletePost(deps, 'treat', { postId: deleted.id, caller: tessa, body: {} });
    const closed = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(deps, 'treat', 'request', {
      postId: closed.id,
      caller: gabriel,
      body: { shippingAddress: 'x', requestMessage: 'y' },
    });
    await transitionPost(deps, 'treat', 'ship', { postId: closed.id, caller: tessa, body: {} });
    await transitionPost(deps, 'treat', 'close', { postId: closed.id, caller: gabriel, body: {} });

    const page = await searchPosts(deps, { q: 'indian horse' });
    expect(page.items.map((p) => p.id)).toEqual([requested.id]);
    for (const field of PRIVATE_FIELDS) expect(page.items[0]).not.toHaveProperty(field);
    expect(JSON.stringify(page)).not.toContain('Oak St');
    // Open only: the requested treat is no longer waiting for a request.
    expect((await searchPosts(deps, { q: 'indian horse', open: '1' })).items).toEqual([]);
  });

  it('filters by kind, type and destination, and pages 30 at a time', async () => {
    const deps = searchDeps();
    for (let i = 0; i < 31; i++) {
      await createPost(deps, 'wishlist', {
        caller: wendy,
        body: { ...wishInput, title: `Calculus volume ${i}`, types: ['Textbook'], destination: 'US' },
      });
    }
    await createPost(deps, 'treat', { caller: tessa, body: { ...treatInput, title: 'Calculus made easy' } });
    const first = await searchPosts(deps, {
      q: 'calculus',
      kind: 'wishlist',
      type: 'Textbook',
      destination: 'us',
    });
    expect(first.items).toHaveLength(30);
    const second = await searchPosts(deps, { q: 'calculus', kind: 'wishlist', cursor: first.nextCursor });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(titles(await searchPosts(deps, { q: 'calculus', kind: 'treat' }))).toEqual(['Calculus made easy']);
    expect((await searchPosts(deps, { q: 'calculus', destination: 'Canada' })).items).toHaveLength(1);
  });

  it('filters by a destination of several words, whole words in any order', async () => {
    const deps = searchDeps();
    await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'Brooklyn stories', destination: 'New York, USA' },
    });
    await createPost(deps, 'wishlist', {
      caller: wendy,
      body: { ...wishInput, title: 'Brooklyn guide', destination: 'York, UK' },
    });
    expect(titles(await searchPosts(deps, { q: 'brooklyn', destination: 'new york' }))).toEqual([
      'Brooklyn stories',
    ]);
    expect(titles(await searchPosts(deps, { q: 'brooklyn', destination: 'York new' }))).toEqual([
      'Brooklyn stories',
    ]);
    expect(titles(await searchPosts(deps, { q: 'brooklyn', destination: 'new yo' }))).toEqual([]);
  });

  it('refuses a bad filter, a forged cursor and an over-long query with a clear message', async () => {
    const deps = searchDeps();
    expect(await refusal(() => searchPosts(deps, { q: 'x', kind: 'books' }))).toEqual({
      code: 'VALIDATION',
      message: messages.search.badFilter,
    });
    expect(await refusal(() => searchPosts(deps, { q: 'x', cursor: 'bm90IG91cnM' }))).toEqual({
      code: 'VALIDATION',
      message: messages.common.invalidCursor,
    });
    expect(await refusal(() => searchPosts(deps, { q: 'x'.repeat(201) }))).toEqual({
      code: 'VALIDATION',
      message: messages.search.tooLong,
    });
  });
});
