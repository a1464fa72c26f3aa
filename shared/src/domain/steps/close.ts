// Book Received (spec section 4): the recipient closes the exchange once the book is on its way, with
// an optional thank-you note and photo, and may show them on the gratitude wall.

import { refuse } from '../decision.ts';
import type { EventOf } from '../events.ts';
import type { Post, ReceiptData, Treat, Wishlist } from '../types.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import { deciding, type Step } from './step.ts';

type Close = { type: 'close' } & ReceiptData;
type Receipt = EventOf<'ReceiptConfirmed'>;

function closing<P extends Post>(roles: ExchangeRoles<P>): Step<P, Close, Receipt> {
  const x = roles.texts;
  return {
    limit: 'transition',
    photo: true,
    ui: 'receipt',
    decide: deciding(
      (state, actor) => {
        const recipient = roles.recipient(state);
        if (!recipient || actor.uid !== recipient) return refuse('FORBIDDEN', x.onlyRecipientCloses);
        if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
        if (state.status !== roles.sent) return refuse('CONFLICT', x.notSentYet);
        return null;
      },
      (meta, command: Close) => ({
        ...meta,
        type: 'ReceiptConfirmed',
        data: {
          thankYouNote: command.thankYouNote,
          thankYouPhotoURL: command.thankYouPhotoURL,
          ...(command.thankYouPhoto ? { thankYouPhoto: command.thankYouPhoto } : {}),
          ...(command.onWall === true ? { onWall: true } : {}),
        },
      }),
    ),
  };
}

export const closeWish: Step<Wishlist, Close, Receipt> = closing(wishlistRoles);
export const closeTreat: Step<Treat, Close, Receipt> = closing(treatRoles);
