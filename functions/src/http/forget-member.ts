// Account deletion (DELETE /api/me), the parts that touch the table: find every post the member is a
// party to, refuse while an exchange is in progress, delete their own posts, and write "Former member"
// where their name stood in others' posts (STATE and events alike, so a replay shows no name either).

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { anonymizeMember, FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import {
  deletePost,
  eventSk,
  history,
  listByOwner,
  listByParty,
  listRemovedByOwner,
  postPk,
} from '../store/event-store.ts';
import type { Page, PageRequest } from '../store/paging.ts';

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

export async function postsOfMember(uid: string): Promise<MemberPosts> {
  const own: Post[] = [];
  const involved: Post[] = [];
  for (const kind of KINDS) {
    own.push(...(await everyPage((page) => listByOwner(kind, uid, page))));
    involved.push(...(await everyPage((page) => listByParty(kind, uid, page))));
  }
  const removed = await everyPage((page) => listRemovedByOwner(uid, page));
  return { own, removed, involved: involved.filter((post) => post.uid !== uid) };
}

/** Posted (nobody involved yet) and closed (all done) are the only statuses nobody depends on. */
export function inProgress(post: Post): boolean {
  return post.status !== 'posted' && post.status !== 'closed';
}

/** Deletes the member's own post; false if it moved on meanwhile (someone just offered). */
export async function deleteOwnPost(post: Post): Promise<boolean> {
  const result = await deletePost(post.id, post.version);
  return result.ok;
}

/** Replaces the member's name in one of others' posts. The version is unchanged: no new event. */
export async function anonymizeInPost(post: Post, uid: string): Promise<void> {
  const table = config().tableName;
  const after = anonymizeMember(post, uid);
  const names: Record<string, string> = { '#history': 'history', '#version': 'version' };
  const values: Record<string, unknown> = { ':history': after.history, ':version': post.version };
  const sets = ['#history = :history'];
  const nameFields = ['userDisplayName', 'offerDisplayName', 'requestDisplayName'] as const;
  for (const field of nameFields) {
    const before = (post as unknown as Record<string, unknown>)[field];
    const now = (after as unknown as Record<string, unknown>)[field];
    if (now !== before) {
      names[`#${field}`] = field;
      values[`:${field}`] = now;
      sets.push(`#${field} = :${field}`);
    }
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: postPk(post.id), sk: 'STATE' },
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
  for (const event of await history(post.id)) {
    if (event.actorUid !== uid) continue;
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: postPk(post.id), sk: eventSk(event.seq) },
        UpdateExpression: 'SET actorName = :name',
        ExpressionAttributeValues: { ':name': FORMER_MEMBER },
      }),
    );
  }
}
