// Stored events for the impact tests: a wish posted, and one granted end to end, on given days.

import type { PostEvent } from './types.ts';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

/** A stored event with the fields every event carries (the data is the type's). */
export function ev(
  postId: string,
  seq: number,
  at: string,
  actorUid: string,
  type: string,
  data: object = {},
): PostEvent {
  return { postId, seq, at: day(at), actorUid, actorName: actorUid, type, data } as unknown as PostEvent;
}

export const wish = (
  postId: string,
  owner: string,
  at: string,
  destination = 'Canada',
  types = ['Fiction'],
) =>
  ev(postId, 1, at, owner, 'WishPosted', {
    title: 'Dune',
    author: 'Frank Herbert',
    coverURL: '',
    message: '',
    types,
    purchaseLink: 'https://example.org/dune',
    destination,
    price: 'CAD 20.00',
  });

/** A wish granted end to end: posted, offered, address, sent, received. */
export function grantedWish(
  postId: string,
  owner: string,
  giver: string,
  dates: string[],
  destination = 'Canada',
) {
  const [posted, offered, shared, sent, received] = dates as [string, string, string, string, string];
  return [
    wish(postId, owner, posted, destination),
    ev(postId, 2, offered, giver, 'OfferMade'),
    ev(postId, 3, shared, owner, 'AddressShared', { shippingAddress: '1 Main St' }),
    ev(postId, 4, sent, giver, 'GiftSent', { fulfillmentMessage: '' }),
    ev(postId, 5, received, owner, 'ReceiptConfirmed', { thankYouNote: 'Merci', thankYouPhotoURL: '' }),
  ];
}
