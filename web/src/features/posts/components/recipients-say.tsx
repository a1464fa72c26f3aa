// What Our Recipients Say: real thank-you notes from closed wishlists and treats, newest first.

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { listPosts } from '../api/list-posts.ts';
import type { PostSummary as Post } from '../api/post-types.ts';

const SHOWN = 3;

/** Who received the book: the wisher of a wishlist, the requester of a treat. */
function recipient(post: Post): string {
  return post.kind === 'wishlist' ? post.userDisplayName : (post.requestDisplayName ?? 'A reader');
}

async function thankYouNotes(): Promise<Post[]> {
  const [wishlists, treats] = await Promise.all([
    listPosts('wishlist', 'all', 30, null),
    listPosts('treat', 'all', 30, null),
  ]);
  return [...wishlists.items, ...treats.items]
    .filter((post) => post.status === 'closed' && post.thankYouNote?.trim())
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, SHOWN);
}

export function RecipientsSay() {
  const notes = useQuery({ queryKey: queryKeys.thankYouNotes(), queryFn: thankYouNotes });
  return (
    <section aria-labelledby="recipients-say" className="mx-auto max-w-6xl px-5 py-12">
      <h2 id="recipients-say" className="text-2xl font-bold md:text-3xl">
        {t('recipientsSay.whatOurRecipientsSay')}
      </h2>
      {notes.data && notes.data.length > 0 ? (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {notes.data.map((post) => (
            <li
              key={post.id}
              className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line"
            >
              <blockquote className="flex-1 text-ink">
                <p className="font-display text-lg leading-relaxed">“{post.thankYouNote}”</p>
              </blockquote>
              <p className="mt-4 text-sm text-ink-soft">
                {recipient(post)}
                {t('recipientsSay.onReceiving')}{' '}
                <Link
                  className="font-semibold text-brand-dark underline underline-offset-2"
                  to={post.kind === 'wishlist' ? paths.wishlist(post.id) : paths.treat(post.id)}
                >
                  {post.title}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 max-w-2xl text-ink-soft">
          {notes.isPending
            ? t('recipientsSay.gatheringThankYouNotes')
            : t('recipientsSay.everyBookThatArrivesComes')}
        </p>
      )}
    </section>
  );
}
