// /wishlist/:id: the wish, its Offer drawer, the Activity timeline and the form the viewer's role
// calls for at this status. Transitions refetch the post, so the new state shows without a reload.

import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { ActivityTimeline } from '../../components/timeline/activity-timeline.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { bookTypesText } from '../../lib/i18n/book-types.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { usePost } from './api/get-post.ts';
import type { PostView } from './api/post-types.ts';
import { DeadlineNote } from './components/deadline-note.tsx';
import { GivenAwayNote } from './components/given-away-note.tsx';
import { OfferButton } from './components/offer-button.tsx';
import { ParcelNote } from './components/parcel-note.tsx';
import { allows } from './components/post-actions.ts';
import { PostCover } from './components/post-cover.tsx';
import { PostDetailSkeleton } from './components/post-detail-skeleton.tsx';
import { PostFacts } from './components/post-facts.tsx';
import { PostFrame } from './components/post-frame.tsx';
import { PostHeading } from './components/post-heading.tsx';
import { PostLoadError } from './components/post-not-found.tsx';
import { ReportPost, UnderReviewNote } from './components/report-post.tsx';
import { ShareButton } from './components/share-button.tsx';
import { StepPanels } from './components/step-panels.tsx';
import { VisitorStepPrompt } from './components/visitor-step-prompt.tsx';

/** The book drive a wish is for and its owner's "Add to a book drive", from the drives feature
 * (composed in app/wishlist-route.tsx: features do not import each other). */
export type WishDriveSlot = ComponentType<{ wish: PostView<'wishlist'> }>;

export default function WishlistPage({ driveNote: DriveNote }: { driveNote?: WishDriveSlot } = {}) {
  const { id = '' } = useParams();
  const query = usePost('wishlist', id);
  const wishlist = query.data;

  if (query.isPending) return <PostDetailSkeleton />;
  if (!wishlist) {
    return (
      <PostLoadError
        error={query.error}
        notFoundText={t('msg.wishlist.notFound')}
        fallbackText={t('msg.lists.loadFailed')}
        backTo={paths.wishlists}
        backLabel={t('wishlistPage.exploreWishlists')}
      />
    );
  }
  // The giver must see where to ship once the address is shared (spec section 8).
  const missingAddress =
    allows(wishlist, 'fulfil') && !wishlist.shippingAddress ? t('msg.post.missingAddress') : null;

  return (
    <PostFrame
      cover={
        <PostCover
          url={wishlist.coverURL}
          image={wishlist.coverImage}
          title={wishlist.title}
          layout="detail"
          priority="high"
        />
      }
      details={
        <>
          <PostHeading post={wishlist} />
          <PostFacts
            facts={[
              [t('wishlistPage.postedBy'), wishlist.userDisplayName],
              [t('wishlistPage.price'), wishlist.price],
              [t('wishlistPage.destination'), wishlist.destination],
              [t('wishlistPage.types'), bookTypesText(wishlist.types)],
            ]}
          />
          {wishlist.message && <p className="whitespace-pre-line text-ink">{wishlist.message}</p>}
          <DeadlineNote deadline={wishlist.deadline} className="rounded-lg bg-sun/30 px-3 py-2" />
          <GivenAwayNote givenAway={wishlist.givenAway} />
          {DriveNote && <DriveNote wish={wishlist} />}
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <OfferButton wishlist={wishlist} />
            <ShareButton
              path={paths.wishlist(wishlist.id)}
              title={wishlist.title}
              text={t('wishlistPage.helpGrantThisBookWish')}
            />
            <a
              href={wishlist.purchaseLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              {t('wishlistPage.viewBook')}
              <span className="sr-only"> {t('wishlistPage.opensInANewTab')}</span>
            </a>
          </div>
          <ReportPost post={wishlist} />
        </>
      }
    >
      <title>{`${wishlist.title} · Bookwish`}</title>
      <UnderReviewNote post={wishlist} />
      {missingAddress && <Alert className="mt-8">{missingAddress}</Alert>}
      <VisitorStepPrompt kind="wishlist" status={wishlist.status} />
      <ActivityTimeline steps={wishlist.timeline} />
      <ParcelNote post={wishlist} />
      <StepPanels post={wishlist} />
    </PostFrame>
  );
}
