import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ImagePriority } from '../../../components/responsive-image.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { ListScope, PostSummary } from '../api/post-types.ts';
import { DeadlineNote } from './deadline-note.tsx';
import { InPersonNote } from './in-person-note.tsx';
import { PostCover } from './post-cover.tsx';
import { actionRequired, statusLabel } from './post-status.ts';

/** One post in a grid. Links to its detail page; `actions` (the owner's delete control) sits outside
 * the link so it stays a separate keyboard stop. */
export function PostCard({
  post,
  scope,
  actions,
  imagePriority = 'lazy',
  headingLevel = 3,
}: {
  post: PostSummary;
  /** The card title's level under the page's headings (h1 page title -> h2 cards). */
  headingLevel?: 2 | 3;
  scope: ListScope;
  actions?: ReactNode;
  imagePriority?: ImagePriority;
}) {
  const href = post.kind === 'wishlist' ? paths.wishlist(post.id) : paths.treat(post.id);
  const badge = actionRequired(scope, post.status);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex w-full flex-col rounded-card bg-white p-3 shadow-card ring-1 ring-line transition-shadow focus-within:ring-brand hover:shadow-lg">
      <div className="relative">
        <PostCover
          url={post.coverURL}
          image={post.coverImage}
          title={post.title}
          layout="card"
          priority={imagePriority}
        />
        {post.underReview ? (
          <span className="absolute top-2 start-2 rounded-full bg-sun px-2 py-0.5 text-xs font-bold whitespace-nowrap text-ink shadow">
            {t('reportPost.underReviewBadge')}
          </span>
        ) : (
          badge && (
            <span className="absolute top-2 start-2 rounded-full bg-sun px-2 py-0.5 text-xs font-bold whitespace-nowrap text-ink shadow">
              {t('msg.post.actionRequired')}
            </span>
          )
        )}
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <Heading className="line-clamp-2 font-display text-base leading-snug font-semibold">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </Heading>
        {post.author && <p className="line-clamp-1 text-sm text-ink-soft">{post.author}</p>}
        <p className="line-clamp-1 text-sm text-ink-soft">
          {t('postCard.byMember', { member: post.userDisplayName })}
        </p>
        {post.kind === 'treat' && (
          <InPersonNote area={post.inPersonArea} className="line-clamp-2 text-sm font-semibold text-forest" />
        )}
        <DeadlineNote deadline={post.deadline} className="text-sm" />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
            {statusLabel(post.status)}
          </span>
          {actions && <div className="relative z-10">{actions}</div>}
        </div>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col rounded-card bg-white p-3 shadow-card ring-1 ring-line">
      <div className="aspect-[2/3] w-full animate-pulse rounded-lg bg-paper-deep motion-reduce:animate-none" />
      <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-paper-deep motion-reduce:animate-none" />
      <div className="mt-2 h-3 w-1/2 animate-pulse rounded bg-paper-deep motion-reduce:animate-none" />
    </div>
  );
}
