import { describe, expect, it } from 'vitest';
import { actionsOf, exchangeStep, actionsFor as withSchemas } from './exchange-steps.ts';
import { actionsFor, stepProbes } from './step-actions.ts';
import { type StoryStep, tell } from './story.ts';
import type { Actor, Post, PostKind } from './types.ts';

const NOW = Date.UTC(2026, 10, 1);
const owner = { uid: 'u-w', name: 'Wendy Park' };
const party = { uid: 'u-g', name: 'Gabriel Singh' };
const other = { uid: 'u-o', name: 'Zoë Ødegaard' };
const volunteer = { uid: 'u-v', name: 'Vera Volunteer', volunteer: true };
const book = { title: 'Les Misérables', author: 'Victor Hugo', coverURL: '', message: '' };
const wish = {
  ...book,
  types: ['Fiction' as const],
  purchaseLink: 'https://example.org/b',
  destination: 'Canada',
  price: '$25',
};
const treat = { ...book, types: ['Fiction' as const], shippingDestination: 'Canada' };
const close = { type: 'close', thankYouNote: 'Merci', thankYouPhotoURL: '' } as const;

/** Each kind's exchange, step by step; every prefix is a post at one stage. */
const exchanges: Record<PostKind, StoryStep[]> = {
  wishlist: [
    { actor: owner, command: { type: 'post', input: wish } },
    { actor: party, command: { type: 'offer' } },
    { actor: owner, command: { type: 'confirm', shippingAddress: '1 Main St' } },
    { actor: party, command: { type: 'fulfil', fulfillmentMessage: 'Sent' } },
    { actor: owner, command: close },
  ],
  treat: [
    { actor: owner, command: { type: 'post', input: treat } },
    { actor: party, command: { type: 'request', shippingAddress: '1 Main St', requestMessage: 'Hi' } },
    { actor: owner, command: { type: 'ship', shippedMessage: 'Sent' } },
    { actor: party, command: close },
  ],
};
const ended: Record<PostKind, StoryStep[]> = {
  wishlist: [
    ...exchanges.wishlist.slice(0, 2),
    { actor: party, command: { type: 'withdraw', reason: 'Sorry' } },
  ],
  treat: [...exchanges.treat.slice(0, 2), { actor: owner, command: { type: 'decline', reason: 'Sorry' } }],
};

function stages(kind: PostKind): Post[] {
  const posts: Post[] = [];
  for (const story of [exchanges[kind], ended[kind]]) {
    for (let n = 1; n <= story.length; n++) posts.push(tell(kind, `${kind}-1`, story.slice(0, n)).state);
  }
  return posts;
}

describe('the steps a reader may take, without the body schemas', () => {
  it.each(['wishlist', 'treat'] as const)('probes each %s step with the command of an empty body', (kind) => {
    const probes = stepProbes[kind] as Record<string, unknown>;
    expect(Object.keys(probes)).toEqual(actionsOf(kind));
    for (const action of actionsOf(kind)) {
      expect(probes[action], action).toStrictEqual(exchangeStep(kind, action).command({} as never, null));
    }
  });

  it.each(['wishlist', 'treat'] as const)('answers as the step table does at every stage of a %s', (kind) => {
    const readers: Array<Actor | null> = [null, owner, party, other, volunteer];
    for (const post of stages(kind)) {
      for (const reader of readers) {
        for (const now of [NOW, NOW + 400 * 24 * 3600 * 1000]) {
          const label = `${post.status} as ${reader?.name ?? 'a visitor'}`;
          expect(actionsFor(post, reader, now), label).toStrictEqual(withSchemas(post, reader, now));
        }
      }
    }
  });
});
