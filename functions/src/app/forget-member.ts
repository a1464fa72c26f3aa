// Account deletion (DELETE /api/me): only with a fresh sign-in. Refused, naming the posts, while the
// member is a party to an exchange in progress, so nobody is left with a book in the post and no one
// at the other end. Otherwise their posts and images go; in every post of others they ever joined
// (even an offer withdrawn since) their name becomes "Former member" and what they wrote is erased,
// events and STATE alike (shared/src/domain/erasure.ts), their thank-you photo with it; their contact
// messages, unattached uploads, avatars and member records go, and every drawn giveaway forgets whose
// their entries were (giveaway-erasure.ts); the user is deleted last. Each step
// can run again, so a failure part way is finished by a retry.

import { eraseMemberFromEvents } from '@bookwish/shared/domain/erasure';
import { authMessages, commonMessages } from '@bookwish/shared/domain/messages';
import { replay } from '@bookwish/shared/domain/post';
import { nobodyDependsOn } from '@bookwish/shared/domain/post-decider';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import type { MemberForgotten, Post, PostEvent, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { forgetEntrant, type GiveawayOwners } from './giveaway-erasure.ts';
import { imageKeysOf, imageKeysOfEvents } from './image-keys-of.ts';
import {
  type Clock,
  type ContactMessages,
  type EventStore,
  type ImageStore,
  isTombstone,
  type MemberRecords,
  type Members,
  type Page,
  type PageRequest,
} from './ports.ts';

export const RECENT_SIGN_IN_SECONDS = 5 * 60;

const KINDS: readonly PostKind[] = ['wishlist', 'treat'];

async function everyPage(read: (page: PageRequest) => Promise<Page<Post>>): Promise<Post[]> {
  const all: Post[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Post> = await read({ cursor });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export interface MemberPosts {
  /** Their own posts in the lists. */
  own: Post[];
  /** Their own posts that volunteers took down: nobody waits on them, they go whatever the status. */
  removed: Post[];
  /** Others' posts where the member is the giver or the requester. */
  involved: Post[];
}

/** The store calls that find a member's posts. */
type MemberPostsStore = Pick<EventStore, 'listByOwner' | 'listByParty' | 'listRemovedByOwner'>;

/** Every store call a member's deletion makes (its function carries no other). */
export type ForgetStore = MemberPostsStore &
  Pick<EventStore, 'deletePost' | 'postsJoinedBy' | 'postsReportedBy' | 'load' | 'history' | 'appendErasure'>;

export async function postsOfMember(store: MemberPostsStore, uid: string): Promise<MemberPosts> {
  const own: Post[] = [];
  const involved: Post[] = [];
  for (const kind of KINDS) {
    own.push(...(await everyPage((page) => store.listByOwner(kind, uid, page))));
    involved.push(...(await everyPage((page) => store.listByParty(kind, uid, page))));
  }
  const removed = await everyPage((page) => store.listRemovedByOwner(uid, page));
  return { own, removed, involved: involved.filter((post) => post.uid !== uid) };
}

export interface ForgetDeps {
  store: ForgetStore;
  clock: Clock;
  images: ImageStore;
  members: Members;
  contact: Pick<ContactMessages, 'eraseSender'>;
  records: MemberRecords;
  /** Writer's Spotlight applications the member sent: kept as "Former member", their answers gone. */
  spotlight?: { eraseApplicant(uid: string, now: number): Promise<void> };
  /** The drawn giveaways' private record of whose each entrant's pseudonym is. */
  giveaways: GiveawayOwners;
  /** Revokes the member's tokens before anything is deleted, so none can write while (or after) we do. */
  sessions?: { revoke(uid: string): Promise<void> };
}

export interface Leaving {
  uid: string;
  username: string;
  /** Their email: signed-out messages sent from it go too. */
  email?: string;
  /** Seconds since epoch of the last password sign-in (id token auth_time). */
  authTime: number;
}

export async function forgetMember(deps: ForgetDeps, member: Leaving): Promise<void> {
  if (deps.clock.now() / 1000 - member.authTime > RECENT_SIGN_IN_SECONDS) {
    throw new AppError('UNAUTHENTICATED', authMessages.recentSignInRequired);
  }
  const refuseIfBusy = ({ own, involved }: MemberPosts) => {
    const busy = [...own, ...involved].filter((post) => !nobodyDependsOn(post));
    if (busy.length > 0) {
      throw new AppError('CONFLICT', authMessages.accountExchangeInProgress(busy.map((p) => p.title)));
    }
  };
  refuseIfBusy(await postsOfMember(deps.store, member.uid));
  await deps.sessions?.revoke(member.uid);
  // Read again once no token of theirs works: a create or offer that slipped in before is seen now.
  const current = await postsOfMember(deps.store, member.uid);
  refuseIfBusy(current);
  const { own, removed, involved } = current;
  const images: string[] = [];
  for (const post of [...own, ...removed]) {
    const result = await deps.store.deletePost(post.id, post.version, deps.clock.now());
    if (!result.ok) throw new AppError('CONFLICT', authMessages.accountExchangeInProgress([post.title]));
    images.push(...imageKeysOf(post));
  }
  // The record of joined posts finds the exchanges that ended since; the party index covers posts
  // joined before that record existed (the backfill CLI adds those too).
  // A reported post holds the reporter's note: erased too (the report and its count stay).
  const joined = new Set([
    ...(await deps.store.postsJoinedBy(member.uid)),
    ...(await deps.store.postsReportedBy(member.uid)),
    ...involved.map((p) => p.id),
  ]);
  for (const postId of joined) await eraseFromPost(deps, postId, member.uid);
  await deps.contact.eraseSender(
    { uid: member.uid, ...(member.email ? { email: member.email } : {}) },
    deps.clock.now(),
  );
  await deps.spotlight?.eraseApplicant(member.uid, deps.clock.now());
  images.push(...(await deps.images.memberKeys(member.uid)));
  await deps.images.delete(images);
  // After their posts went, so a draw made from now on finds none of theirs to name them by.
  await forgetEntrant(deps, member.uid);
  // After everything that reads them (a retry finds what is left to erase through them).
  await deps.records.erase(member.uid);
  await deps.members.deleteUser(member.username);
}

const ERASE_ATTEMPTS = 5;

const same = (a: PostEvent, b: PostEvent | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** Erases the member from one post of someone else: their earlier events rewritten and MemberForgotten
 * appended in one write guarded by the version (retried if an exchange there moved on meanwhile). */
export async function eraseFromPost(
  deps: Pick<ForgetDeps, 'store' | 'clock' | 'images'>,
  postId: string,
  uid: string,
): Promise<void> {
  for (let attempt = 0; attempt < ERASE_ATTEMPTS; attempt += 1) {
    const post = await deps.store.load(postId);
    // Gone, or their own (deleted above): nothing of theirs is held here.
    if (post === null || isTombstone(post) || post.uid === uid) return;
    const events = await deps.store.history(postId);
    const erased = eraseMemberFromEvents(events, uid);
    const rewritten = erased.filter((e, i) => !same(e, events[i]));
    if (rewritten.length === 0) return; // already erased (a retry)
    // The photo goes first: if that fails, the reference is still there for the retry to find.
    const kept = new Set(imageKeysOfEvents(erased));
    await deps.images.delete(imageKeysOfEvents(events).filter((key) => !kept.has(key)));
    const forgotten: MemberForgotten = {
      postId,
      seq: post.version + 1,
      at: deps.clock.now(),
      actorUid: uid,
      actorName: FORMER_MEMBER,
      type: 'MemberForgotten',
      data: {},
    };
    // The state is the replay of the stream as it will be stored, so the two cannot disagree.
    const state = replay([...erased, forgotten]);
    const result = await deps.store.appendErasure(postId, post.version, forgotten, state, rewritten);
    if (result.ok) return;
  }
  throw new AppError('CONFLICT', commonMessages.staleVersion);
}
