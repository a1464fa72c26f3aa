// The gratitude wall (/thanks): which closed posts carry their thank-you to the wall, who may take it
// off, and the card the wall shows. A thank-you is on the wall only while all hold: the exchange is
// closed, the recipient chose it at Book Received (`onWall`, off unless ticked: the note was written
// to the giver, so showing it to everyone is the recipient's own choice) and has not taken it off
// since, there is a note or a photo to show, and no volunteer took the post down. The store keeps
// the wall's index keys on the post's STATE from this rule, in the same write as the event that
// changes it, so a removal, a deletion or an erasure takes the card off at once.
// Pure: the store, the use cases and the web read the same rule.

import { accept, type DecideContext, eventMeta, refuse, staleVersion } from './decision.ts';
import type { EventOf } from './events.ts';
import { thanksWallMessages } from './messages.ts';
import { FORMER_MEMBER } from './timeline.ts';
import type { Actor, Decision, ImageVariant, Post, PostKind, StoredImage } from './types.ts';

/** The member who received the book: the wisher of a wishlist, the requester of a treat. */
export function recipientUid(post: Post): string | undefined {
  return post.kind === 'wishlist' ? post.uid : post.requestUID;
}

/** The member who gave the book: the giver who offered on a wishlist, the treater of a treat. */
export function giverUid(post: Post): string | undefined {
  return post.kind === 'wishlist' ? post.offerUID : post.uid;
}

/** When Book Received was pressed (epoch ms), from the state's history. */
export function closedAt(post: Post): number | null {
  for (let i = post.history.length - 1; i >= 0; i--) {
    const step = post.history[i];
    if (step?.type === 'ReceiptConfirmed') return step.at;
  }
  return null;
}

/** Whether the post's thank-you is on the wall now (the rule above). */
export function isOnWall(post: Post): boolean {
  return (
    post.status === 'closed' &&
    post.onWall === true &&
    post.removed !== true &&
    // A suspended member's post or thank-you (support.ts) is off the wall until a volunteer restores it.
    post.footprintHidden === undefined &&
    closedAt(post) !== null &&
    Boolean(post.thankYouNote?.trim() || post.thankYouPhotoURL)
  );
}

/** The recipient takes their thank-you off the wall (from their profile or the post). */
export function decideTakeOffWall(
  state: Post,
  actor: Actor,
  ctx: DecideContext,
): Decision<EventOf<'ThanksTakenOffWall'>> {
  if (actor.uid !== recipientUid(state)) return refuse('FORBIDDEN', thanksWallMessages.onlyRecipient);
  if (state.onWall !== true) return refuse('CONFLICT', thanksWallMessages.notOnWall);
  return (
    staleVersion(state, ctx) ??
    accept({ ...eventMeta(state, actor, ctx), type: 'ThanksTakenOffWall' as const, data: {} })
  );
}

/** ThanksTakenOffWall: the choice is undone; no Activity step (the post itself did not change). */
export function evolveTakenOffWall<P extends Post>(state: P, event: EventOf<'ThanksTakenOffWall'>): P {
  const { onWall: _w, ...rest } = state;
  return { ...rest, version: event.seq } as P;
}

/** A card on the wall: only what the closed post already shows everyone (no address, message, email
 * or member id), and of the photo only its light variants. */
export interface WallCard {
  id: string;
  kind: PostKind;
  title: string;
  author: string;
  note: string;
  /** The photo's card variants (WebP) and placeholder, or null when there is no photo. */
  photo: StoredImage | null;
  /** The photo as stored, for a photo without variants (older posts); '' when none. */
  photoURL: string;
  /** First names, as the post shows the names. */
  recipientName: string;
  giverName: string;
  /** When the book was received (epoch ms). */
  at: number;
}

/** The first word of a display name ("Wendy Park" -> "Wendy"); a deleted account's "Former member"
 * stays whole. */
export function firstName(displayName: string | undefined): string {
  if (displayName === FORMER_MEMBER) return displayName;
  return (displayName ?? '').trim().split(/\s+/)[0] ?? '';
}

const LIGHT: ReadonlySet<ImageVariant['use']> = new Set(['card']);

export function toWallCard(post: Post): WallCard {
  const recipient = post.kind === 'wishlist' ? post.userDisplayName : post.requestDisplayName;
  const giver = post.kind === 'wishlist' ? post.offerDisplayName : post.userDisplayName;
  const variants = post.thankYouPhoto?.variants.filter((v) => LIGHT.has(v.use)) ?? [];
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    author: post.author,
    note: post.thankYouNote ?? '',
    photo:
      post.thankYouPhoto && variants.length > 0
        ? { variants, placeholder: post.thankYouPhoto.placeholder }
        : null,
    // Without card variants the stored photo itself (our /images/ path; never someone else's file).
    photoURL: variants.length > 0 ? '' : (post.thankYouPhotoURL ?? ''),
    recipientName: firstName(recipient),
    giverName: firstName(giver),
    at: closedAt(post) ?? post.createdAt * 1000,
  };
}

/** A member's giving counts (closed exchanges), kept in their records by the close itself. */
export interface GivingCounts {
  booksGiven: number;
  booksReceived: number;
}
