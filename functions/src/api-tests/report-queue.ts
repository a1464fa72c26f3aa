// The volunteers' report queue as a test reads it: a post's entry, found page by page.

import type { QueueEntry } from '@bookwish/shared/api/reports';
import { expect } from 'vitest';
import { type Answer, call, type Member } from './client.ts';

/** The queue's entry for this post, or undefined when the post waits in no volunteer's queue. */
export async function queueEntry(volunteer: Member, postId: string): Promise<QueueEntry | undefined> {
  let cursor: string | null = null;
  do {
    const answer: Answer = await call(
      'GET',
      `/api/support/reports${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token: volunteer.token },
    );
    expect(answer.status).toBe(200);
    const found = (answer.body.items as QueueEntry[]).find((entry) => entry.post.id === postId);
    if (found) return found;
    cursor = answer.body.nextCursor as string | null;
  } while (cursor);
  return undefined;
}
