// Account deletion (DELETE /api/me): only with a fresh sign-in. Refused, naming the posts, while the
// member is a party to an exchange in progress, so nobody is left with a book in the post and no one
// at the other end. Otherwise their posts and images go, their name becomes "Former member" in
// others' posts (STATE and events alike), and the user is deleted last (a failure before it can be
// retried).

import { messages } from '@bookwish/shared/domain/messages';
import { nobodyDependsOn } from '@bookwish/shared/domain/post-decider';
import { anonymizeMember, FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { imageKeysOf } from './image-keys-of.ts';
import type { Clock, EventStore, ImageStore, Members, Page, PageRequest } from './ports.ts';

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

export async function postsOfMember(store: EventStore, uid: string): Promise<MemberPosts> {
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
  store: EventStore;
  clock: Clock;
  images: ImageStore;
  members: Members;
  /** Revokes the member's tokens before anything is deleted, so none can write while (or after) we do. */
  sessions?: { revoke(uid: string): Promise<void> };
}

export interface Leaving {
  uid: string;
  username: string;
  /** Seconds since epoch of the last password sign-in (id token auth_time). */
  authTime: number;
}

export async function forgetMember(deps: ForgetDeps, member: Leaving): Promise<void> {
  if (deps.clock.now() / 1000 - member.authTime > RECENT_SIGN_IN_SECONDS) {
    throw new AppError('UNAUTHENTICATED', messages.auth.recentSignInRequired);
  }
  const refuseIfBusy = ({ own, involved }: MemberPosts) => {
    const busy = [...own, ...involved].filter((post) => !nobodyDependsOn(post));
    if (busy.length > 0) {
      throw new AppError('CONFLICT', messages.auth.accountExchangeInProgress(busy.map((p) => p.title)));
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
    if (!result.ok) throw new AppError('CONFLICT', messages.auth.accountExchangeInProgress([post.title]));
    images.push(...imageKeysOf(post));
  }
  for (const post of involved) {
    await deps.store.renameMember(post, member.uid, anonymizeMember(post, member.uid), FORMER_MEMBER);
  }
  images.push(...(await deps.images.avatarKeys(member.uid)));
  await deps.images.delete(images);
  await deps.members.deleteUser(member.username);
}
