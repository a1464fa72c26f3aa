import type { PostView } from '@bookwish/shared/api/responses';
import { t } from '../../../lib/i18n/i18n.ts';
import { statusLabel } from './post-status.ts';

/** The top of a wishlist's or a treat's page: its status, the book's title and author. */
export function PostHeading({ post }: { post: Pick<PostView, 'status' | 'title' | 'author'> }) {
  return (
    <div>
      <span className="rounded-full bg-paper-deep px-3 py-1 text-sm font-semibold text-ink-soft">
        {statusLabel(post.status)}
      </span>
      <h1 className="mt-3 text-3xl font-bold md:text-4xl">{post.title}</h1>
      {post.author && (
        <p className="mt-1 text-lg text-ink-soft">{t('postHeading.byAuthor', { author: post.author })}</p>
      )}
    </div>
  );
}
