// Book Received (spec section 4): the recipient closes the exchange once the book is on its way, with
// an optional thank-you note and photo, and may show them on the gratitude wall.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Actor, Post, ReceiptData, Treat, Wishlist } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import { deciding, type EventMeta, type StepDecide, type StepFacts } from './step.ts';

type Close = { type: 'close' } & ReceiptData;
type Receipt = EventOf<'ReceiptConfirmed'>;

export const closeFacts = { limit: 'transition', photo: true, ui: 'receipt' } as const satisfies StepFacts;

const refusal =
  <P extends Post>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor) => {
    const x = roles.texts;
    const recipient = roles.recipient(state);
    if (!recipient || actor.uid !== recipient) return refuse('FORBIDDEN', x.onlyRecipientCloses);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    if (state.status !== roles.sent) return refuse('CONFLICT', x.notSentYet);
    return null;
  };

const receipt = (meta: EventMeta, command: Close): Receipt => ({
  ...meta,
  type: 'ReceiptConfirmed',
  data: {
    thankYouNote: command.thankYouNote,
    thankYouPhotoURL: command.thankYouPhotoURL,
    ...(command.thankYouPhoto ? { thankYouPhoto: command.thankYouPhoto } : {}),
    ...(command.onWall === true ? { onWall: true } : {}),
  },
});

export const decideCloseWish: StepDecide<Wishlist, Close, Receipt> = /* @__PURE__ */ deciding(
  /* @__PURE__ */ refusal(wishlistRoles),
  receipt,
);
export const decideCloseTreat: StepDecide<Treat, Close, Receipt> = /* @__PURE__ */ deciding(
  /* @__PURE__ */ refusal(treatRoles),
  receipt,
);
