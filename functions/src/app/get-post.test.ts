// A wish's detail says when a member is giving its book away (book alerts), in memory.

import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { getPost } from './get-post.ts';
import { publicPostPage } from './share-preview.ts';
import { gabriel, tessa, testDeps, treatInput, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

const hobbitWish = { ...wishInput, title: 'The Hobbit', author: 'J.R.R. Tolkien' };
const hobbitTreat = { ...treatInput, title: 'Hobbit: or There and Back Again', author: 'Tolkien, J. R. R.' };

describe('getPost and the book a member is giving away', () => {
  it('points an open wish at an open treat of the same book, never at the wisher’s own', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: hobbitWish });
    await createPost(deps, 'treat', { caller: wendy, body: hobbitTreat });
    await createPost(deps, 'treat', { caller: gabriel, body: { ...treatInput, author: 'Tolkien' } });
    expect((await getPost(deps, 'wishlist', { postId: wish.id, caller: null })).givenAway).toBeUndefined();

    const treat = await createPost(deps, 'treat', { caller: gabriel, body: hobbitTreat });
    expect((await getPost(deps, 'wishlist', { postId: wish.id, caller: null })).givenAway).toEqual({
      treatId: treat.id,
    });

    // The first view a post page's HTML carries says the same.
    expect((await publicPostPage(deps, 'wishlist', wish.id))?.view).toEqual(
      await getPost(deps, 'wishlist', { postId: wish.id, caller: null }),
    );

    // Once the wish has an offer it is not waiting any more: no hint.
    await transitionPost(deps, 'wishlist', 'offer', { postId: wish.id, caller: tessa, body: {} });
    expect((await getPost(deps, 'wishlist', { postId: wish.id, caller: wendy })).givenAway).toBeUndefined();
  });

  it('still shows the wish when the match index cannot be read', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: hobbitWish });
    await createPost(deps, 'treat', { caller: gabriel, body: hobbitTreat });
    deps.store.listOpenMatches = () => Promise.reject(new Error('index is being created'));
    const view = await getPost(deps, 'wishlist', { postId: wish.id, caller: null });
    expect(view.title).toBe('The Hobbit');
    expect(view.givenAway).toBeUndefined();
  });
});
