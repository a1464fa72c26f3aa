// /treat/:id: the treat, its Request dialog, the Activity timeline and the form the viewer's role
// calls for at this status. Transitions refetch the post, so the new state shows without a reload.

import { type ComponentProps, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part.tsx';
import { ActivityTimeline } from '../../components/timeline/activity-timeline.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { bookTypesText } from '../../lib/i18n/book-types.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { usePost } from './api/get-post.ts';
import { DeadlineNote } from './components/deadline-note.tsx';
import { InPersonNote } from './components/in-person-note.tsx';
import type { MeetingPanel as Panel } from './components/meeting-panel.tsx';
import { PackingSlipButton } from './components/packing-slip-button.tsx';
import { ParcelNote } from './components/parcel-note.tsx';
import { allows } from './components/post-actions.ts';
import { PostCover } from './components/post-cover.tsx';
import { PostDetailSkeleton } from './components/post-detail-skeleton.tsx';
import { PostFacts } from './components/post-facts.tsx';
import { PostFrame } from './components/post-frame.tsx';
import { PostHeading } from './components/post-heading.tsx';
import { PostLoadError } from './components/post-not-found.tsx';
import { ReportPost, UnderReviewNote } from './components/report-post.tsx';
import { RequestButton } from './components/request-button.tsx';
import { ShareButton } from './components/share-button.tsx';
import { StepPanels } from './components/step-panels.tsx';
import { VisitorStepPrompt } from './components/visitor-step-prompt.tsx';

// Where and when to meet, its forms and steps: loaded only for a treat handed over in person.
const MeetingPanel = lazyPart<ComponentProps<typeof Panel>>(() =>
  import('./components/meeting-panel.tsx').then((m) => ({ default: m.MeetingPanel })),
);

export default function TreatPage() {
  const { id = '' } = useParams();
  const query = usePost('treat', id);
  const treat = query.data;

  if (query.isPending) return <PostDetailSkeleton />;
  if (!treat) {
    return (
      <PostLoadError
        error={query.error}
        notFoundText={t('msg.treat.notFound')}
        fallbackText={t('msg.lists.loadFailed')}
        backTo={paths.treats}
        backLabel={t('treatPage.exploreTreats')}
      />
    );
  }
  // The treater must see where to ship once requested (spec section 8).
  const missingAddress =
    allows(treat, 'ship') && !treat.shippingAddress ? t('msg.post.missingAddress') : null;

  return (
    <PostFrame
      cover={
        <PostCover
          url={treat.coverURL}
          image={treat.coverImage}
          title={treat.title}
          layout="detail"
          priority="high"
        />
      }
      details={
        <>
          <PostHeading post={treat} />
          <PostFacts
            facts={[
              [t('treatPage.postedBy'), treat.userDisplayName],
              [t('treatPage.shippingDestination'), treat.shippingDestination],
              [t('treatPage.types'), bookTypesText(treat.types)],
            ]}
          />
          <InPersonNote area={treat.inPersonArea} className="font-semibold text-forest" />
          {treat.message && <p className="whitespace-pre-line text-ink">{treat.message}</p>}
          <DeadlineNote deadline={treat.deadline} className="rounded-lg bg-sun/30 px-3 py-2" />
          <div className="flex flex-wrap items-center gap-3 pt-2">
            <RequestButton treat={treat} />
            <ShareButton
              path={paths.treat(treat.id)}
              title={treat.title}
              text={t('treatPage.aFreeBookOnBookwish')}
            />
          </div>
          <ReportPost post={treat} />
        </>
      }
    >
      <title>{`${treat.title} · Bookwish`}</title>
      <UnderReviewNote post={treat} />
      {missingAddress && <Alert className="mt-8">{missingAddress}</Alert>}
      <VisitorStepPrompt kind="treat" status={treat.status} />
      {allows(treat, 'ship') && (
        <div className="mt-8">
          <PackingSlipButton treatId={treat.id} />
        </div>
      )}
      <ActivityTimeline steps={treat.timeline} />
      <ParcelNote post={treat} />
      {treat.meeting && (
        <Suspense fallback={null}>
          <MeetingPanel treat={treat} />
        </Suspense>
      )}
      <StepPanels post={treat} />
    </PostFrame>
  );
}
