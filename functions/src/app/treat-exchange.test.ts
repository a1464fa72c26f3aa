// Every rule of a treat's exchange, decided on the in-memory store: no database.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { createPost } from './create-post.ts';
import { getPost } from './get-post.ts';
import { gabriel, refusal, tessa, testDeps, treatInput, wendy } from './test-deps.ts';
import { transitionPost } from './transition-post.ts';

const request = {
  shippingAddress: 'Wendy Park, 123 Main St, Vancouver',
  requestMessage: 'For my book club.',
};

describe('treat exchange use cases', () => {
  it('asks a visitor to sign in before requesting; refuses a request on your own treat', async () => {
    const deps = testDeps();
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'request', { postId: treat.id, caller: null, body: request }),
      ),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.treat.signInToRequest,
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'request', { postId: treat.id, caller: tessa, body: request }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.treat.ownRequest,
    });
  });

  it('goes requested -> shipped -> closed; the request message stays between the two parties', async () => {
    const deps = testDeps();
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    await transitionPost(deps, 'treat', 'request', { postId: treat.id, caller: wendy, body: request });
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'request', { postId: treat.id, caller: gabriel, body: request }),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: messages.treat.alreadyRequested,
    });
    expect(await getPost(deps, 'treat', { postId: treat.id, caller: tessa })).toHaveProperty(
      'requestMessage',
      request.requestMessage,
    );
    expect(await getPost(deps, 'treat', { postId: treat.id, caller: gabriel })).not.toHaveProperty(
      'requestMessage',
    );
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'ship', { postId: treat.id, caller: wendy, body: {} }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.treat.onlyTreaterShips,
    });
    await transitionPost(deps, 'treat', 'ship', {
      postId: treat.id,
      caller: tessa,
      body: { shippedMessage: 'Posted today.' },
    });
    expect(
      await refusal(() =>
        transitionPost(deps, 'treat', 'close', { postId: treat.id, caller: tessa, body: {} }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      message: messages.treat.onlyRequesterCloses,
    });
    const closed = await transitionPost(deps, 'treat', 'close', {
      postId: treat.id,
      caller: wendy,
      body: { thankYouNote: 'Thank you!' },
    });
    expect(closed).toMatchObject({ status: 'closed', version: 4 });
    expect(deps.verified).toEqual([]);
  });

  it('a wishlist id under treats is simply not found', async () => {
    const deps = testDeps();
    const treat = await createPost(deps, 'treat', { caller: tessa, body: treatInput });
    expect(await refusal(() => getPost(deps, 'wishlist', { postId: treat.id, caller: null }))).toEqual({
      code: 'NOT_FOUND',
      message: messages.wishlist.notFound,
    });
  });
});
