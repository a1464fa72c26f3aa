// Book Received (spec section 4): the recipient closes the exchange once the book is on its way, with
// an optional thank-you note and photo, and may show them on the gratitude wall.

import { MAX_LENGTH } from '../constants.ts';
import { refuse, withStep } from '../decision.ts';
import type { EventOf } from '../events.ts';
import { meetingMessages, timelineMessages } from '../messages.ts';
import {
  type AttachedPhoto,
  type Body,
  body,
  type CommandOfKind,
  expectedVersion,
  noLinkInMessage,
  onWall,
  optionalText,
  stepBody,
  thankYouPhotoKey,
} from '../step-bodies.ts';
import type { Actor, Post, PostKind, ReceiptData, Treat, Wishlist } from '../types.ts';
import { begun } from './meeting-guards.ts';
import { type ExchangeRoles, treatRoles, wishlistRoles } from './roles.ts';
import {
  capitalise,
  deciding,
  type EventFacts,
  type EventMeta,
  email,
  joined,
  type StepDecide,
  type StepEmailKinds,
  type StepFacts,
} from './step.ts';

type Close = { type: 'close' } & ReceiptData;
type Receipt = EventOf<'ReceiptConfirmed'>;

export const closeFacts = { limit: 'transition', photo: true, ui: 'receipt' } as const satisfies StepFacts;

const refusal =
  <P extends Post>(roles: ExchangeRoles<P>) =>
  (state: P, actor: Actor, meta: EventMeta) => {
    const x = roles.texts;
    const recipient = roles.recipient(state);
    if (!recipient || actor.uid !== recipient) return refuse('FORBIDDEN', x.onlyRecipientCloses);
    if (state.status === 'closed') return refuse('CONFLICT', x.alreadyClosed);
    // In person, the recipient may press Book Received once the agreed meeting has begun.
    if (state.kind === 'treat' && state.status === 'requested' && state.meeting) {
      return begun(state, meta.at) ? null : refuse('CONFLICT', meetingMessages.notBegunYet);
    }
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

const t = timelineMessages;

export const closeEmails = {
  wishThanked: { category: 'updates' },
  treatThanked: { category: 'updates' },
} as const satisfies StepEmailKinds;

/** Book Received closes the exchange, on either kind: the sender is thanked. */
export const receiptConfirmed = {
  evolve: <P extends Post>(state: P, event: Receipt): P =>
    withStep(state, event, {
      status: 'closed',
      closed: true,
      thankYouNote: event.data.thankYouNote,
      thankYouPhotoURL: event.data.thankYouPhotoURL,
      ...(event.data.thankYouPhoto ? { thankYouPhoto: event.data.thankYouPhoto } : {}),
      ...(event.data.onWall === true ? { onWall: true } : {}),
    } as Partial<P>),
  wait: 'ends',
  status: capitalise('closed'),
  line: ({ step, post, details }) => {
    step.text = t.bookArrived;
    // The thank-you note and photo are public: the spec shows them on the closed timeline.
    if (post.thankYouNote) details.push({ label: t.labels.thankYouNote, text: post.thankYouNote });
    if (post.thankYouPhotoURL) step.photoURL = post.thankYouPhotoURL;
    if (post.thankYouPhotoURL && post.thankYouPhoto) step.photo = post.thankYouPhoto;
    step.conclusion = post.kind === 'wishlist' ? t.wishlistFulfilled : t.treatGiven;
  },
  texts: { thankYouNote: 'everyone' },
  // The photo and the choice to show them on the wall go with the note.
  erase: (event, { mine }) => {
    if (mine) event.data = { thankYouNote: event.data.thankYouNote, thankYouPhotoURL: '' };
  },
  mail: (event, post) => {
    const party = joined(post, event.seq);
    if (!party) return [];
    return post.kind === 'wishlist'
      ? [email('wishThanked', party.uid, post.userDisplayName)]
      : [email('treatThanked', post.uid, party.name)];
  },
} satisfies EventFacts<Post, Receipt>;

const close = /* @__PURE__ */ body(() => ({
  thankYouNote: noLinkInMessage(optionalText(MAX_LENGTH.message)),
  thankYouPhotoKey,
  onWall,
  expectedVersion,
}));

/** Book Received: the note, the photo the image pipeline attached, and whether it goes on the wall. */
export const closeBody = <K extends PostKind>() =>
  stepBody<K, Body<typeof close>>(close, (value, photo: AttachedPhoto | null) => {
    const data: ReceiptData = {
      thankYouNote: value.thankYouNote,
      thankYouPhotoURL: photo?.url ?? '',
      ...(photo ? { thankYouPhoto: photo.image } : {}),
      ...(value.onWall === true ? { onWall: true } : {}),
    };
    return { type: 'close', ...data } as CommandOfKind<K>;
  });
