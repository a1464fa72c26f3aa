// Builds a wishlist or a treat up to a given status through the API itself, one member per role.

import { treatRoles, wishlistRoles } from '@bookwish/shared/domain/steps/roles';
import type { TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { call, expectOk, type Member, treatBody, wishlistBody } from './client.ts';

/** The statuses each kind moves through, as its steps' roles declare them. */
export const WISHLIST_STATUSES = wishlistRoles.statuses;
export const TREAT_STATUSES = treatRoles.statuses;

/** Private texts made unique per post, so a privacy scan can search response bodies for them. */
export function secrets(tag: string) {
  return {
    shippingAddress: `SECRET-ADDRESS-${tag} 12 Main St, Vancouver BC`,
    fulfillmentMessage: `SECRET-FULFIL-${tag} tracking 1Z999`,
    requestMessage: `SECRET-REQUEST-${tag} I would love this`,
    shippedMessage: `SECRET-SHIPPED-${tag} sent by post`,
  };
}

export async function wishlistAt(
  status: WishlistStatus,
  owner: Member,
  giver: Member,
  tag = Math.random().toString(36).slice(2, 8),
): Promise<string> {
  const s = secrets(tag);
  const created = expectOk(
    await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody(`Wish ${tag}`) }),
    'create wishlist',
  );
  const id: string = created.body.id;
  const steps: [WishlistStatus, () => Promise<unknown>][] = [
    ['offered', () => call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} })],
    [
      'confirmed',
      () =>
        call('POST', `/api/wishlists/${id}/confirm`, {
          token: owner.token,
          body: { shippingAddress: s.shippingAddress },
        }),
    ],
    [
      'fulfilled',
      () =>
        call('POST', `/api/wishlists/${id}/fulfil`, {
          token: giver.token,
          body: { fulfillmentMessage: s.fulfillmentMessage },
        }),
    ],
    [
      'closed',
      () =>
        call('POST', `/api/wishlists/${id}/close`, { token: owner.token, body: { thankYouNote: 'Thanks!' } }),
    ],
  ];
  const target = WISHLIST_STATUSES.indexOf(status);
  for (const [i, [name, step]] of steps.entries()) {
    if (i + 1 > target) break;
    expectOk((await step()) as never, `wishlist -> ${name}`);
  }
  return id;
}

export async function treatAt(
  status: TreatStatus,
  owner: Member,
  requester: Member,
  tag = Math.random().toString(36).slice(2, 8),
): Promise<string> {
  const s = secrets(tag);
  const created = expectOk(
    await call('POST', '/api/treats', { token: owner.token, body: treatBody(`Treat ${tag}`) }),
    'create treat',
  );
  const id: string = created.body.id;
  const steps: [TreatStatus, () => Promise<unknown>][] = [
    [
      'requested',
      () =>
        call('POST', `/api/treats/${id}/request`, {
          token: requester.token,
          body: { shippingAddress: s.shippingAddress, requestMessage: s.requestMessage },
        }),
    ],
    [
      'shipped',
      () =>
        call('POST', `/api/treats/${id}/ship`, {
          token: owner.token,
          body: { shippedMessage: s.shippedMessage },
        }),
    ],
    [
      'closed',
      () =>
        call('POST', `/api/treats/${id}/close`, {
          token: requester.token,
          body: { thankYouNote: 'Thank you!' },
        }),
    ],
  ];
  const target = TREAT_STATUSES.indexOf(status);
  for (const [i, [name, step]] of steps.entries()) {
    if (i + 1 > target) break;
    expectOk((await step()) as never, `treat -> ${name}`);
  }
  return id;
}
