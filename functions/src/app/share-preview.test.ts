// What a page's served HTML may carry: the visitor's view of a post and the first page of a
// list, exactly as the API answers a visitor, never a private field; nothing for a post that is gone.

import { listPageTags, postPageTags } from '@bookwish/shared/web/page-data';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { deletePost } from './delete-post.ts';
import { getPost } from './get-post.ts';
import { listPosts } from './list-posts.ts';
import { publicListPage, publicPostPage } from './share-preview.ts';
import { runSupportAction } from './support-action.ts';
import { gabriel, tessa, testDeps, treatInput, vera, wendy, wishInput } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

const SECRETS = ['SECRET-ADDRESS-9 Elm St', 'SECRET-SENT-NOTE', 'SECRET-TREAT-ADDRESS', 'SECRET-PLEASE'];

describe('the data a page carries', () => {
  it('is the visitor’s view of a post and the first page of cards, with no private field', async () => {
    const deps = testDeps();
    const wish = await createPost(deps, 'wishlist', { caller: wendy, body: wishInput });
    await transitionPost(deps, 'wishlist', 'offer', { postId: wish.id, caller: gabriel, body: {} });
    await transitionPost(deps, 'wishlist', 'confirm', {
      postId: wish.id,
      caller: wendy,
      body: { shippingAddress: SECRETS[0] },
    });
    await transitionPost(deps, 'wishlist', 'fulfil', {
      postId: wish.id,
      caller: gabriel,
      body: { fulfillmentMessage: SECRETS[1] },
    });
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(deps, 'treat', 'request', {
      postId: treat.id,
      caller: wendy,
      body: { shippingAddress: SECRETS[2], requestMessage: SECRETS[3] },
    });

    const wishPage = await publicPostPage(deps, 'wishlist', wish.id);
    const treatPage = await publicPostPage(deps, 'treat', treat.id);
    expect(wishPage?.view).toEqual(await getPost(deps, 'wishlist', { postId: wish.id, caller: null }));
    expect(treatPage?.view).toEqual(await getPost(deps, 'treat', { postId: treat.id, caller: null }));
    expect(wishPage?.view).toMatchObject({ viewer: 'visitor', status: 'fulfilled', title: wishInput.title });

    const lists = {
      wishlist: await publicListPage(deps, 'wishlist'),
      treat: await publicListPage(deps, 'treat'),
    };
    expect(lists.wishlist).toEqual(await listPosts(deps, 'wishlist', { limit: '30' }));
    expect(lists.treat.items.map((card) => card.id)).toEqual([treat.id]);

    const html = [
      postPageTags(wishPage?.view as never, 1),
      postPageTags(treatPage?.view as never, 1),
      listPageTags('wishlist', 30, lists.wishlist, 1),
      listPageTags('treat', 30, lists.treat, 1),
    ].join('\n');
    for (const secret of SECRETS) expect(html).not.toContain(secret);
    expect(html).not.toMatch(/shippingAddress|requestMessage|fulfillmentMessage|shippedMessage/);
    // The parties themselves still see theirs through the API.
    expect(await getPost(deps, 'wishlist', { postId: wish.id, caller: gabriel })).toMatchObject({
      shippingAddress: SECRETS[0],
    });
  });

  it('is nothing for a post that was deleted, taken down, never existed, or is of the other kind', async () => {
    const deps = testDeps();
    const [gone, removed, kept] = await Promise.all(
      ['Gone', 'Removed', 'Kept'].map((title) =>
        createPost(deps, 'wishlist', { caller: wendy, body: { ...wishInput, title } }),
      ),
    );
    if (!gone || !removed || !kept) throw new Error('three wishes expected');
    await deletePost(deps, 'wishlist', { postId: gone.id, caller: wendy, body: {} });
    await runSupportAction(deps, {
      postId: removed.id,
      caller: vera,
      body: { type: 'remove', reason: 'Spam' },
    });
    expect(await publicPostPage(deps, 'wishlist', gone.id)).toBeNull();
    expect(await publicPostPage(deps, 'wishlist', removed.id)).toBeNull();
    expect(await publicPostPage(deps, 'wishlist', 'no-such-post')).toBeNull();
    expect(await publicPostPage(deps, 'treat', kept.id)).toBeNull();
    expect((await publicListPage(deps, 'wishlist')).items.map((card) => card.title)).toEqual(['Kept']);
  });
});
