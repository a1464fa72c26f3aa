// /support: the volunteers' desk. Only for the `volunteers` group; everyone else gets the
// app's 404 page, so the route does not even admit it exists (the API refuses them with 403 anyway).
// Four tabs: find a post and step through its history (with the corrective actions), the members'
// reports waiting for a decision, the inbox, and the meeting places members hand books over at.

import { Link, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { ContactInbox } from './components/contact-inbox.tsx';
import { MeetingPlaces } from './components/meeting-places.tsx';
import { PostFinder } from './components/post-finder.tsx';
import { PostHistoryPanel } from './components/post-history.tsx';
import { ReportQueue } from './components/report-queue.tsx';

type Tab = 'posts' | 'reports' | 'inbox' | 'places';

export default function SupportPage() {
  const { user } = useSession();
  if (!user?.volunteer) return <NotFoundPage />;
  return <SupportDesk />;
}

function SupportDesk() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = asked === 'inbox' || asked === 'reports' || asked === 'places' ? asked : 'posts';
  const postId = params.get('post');
  const openPost = (id: string) => setParams({ post: id });
  const tabs: { id: Tab; label: string }[] = [
    { id: 'posts', label: t('supportPage.findAPost') },
    { id: 'reports', label: t('supportPage.reports') },
    { id: 'inbox', label: t('supportPage.contactInbox') },
    { id: 'places', label: t('supportPage.meetingPlaces') },
  ];
  return (
    <>
      <title>{t('pages.support.title')}</title>
      <PageHeader eyebrow={t('supportPage.volunteers')} title={t('supportPage.support')} width="wide">
        {t('supportPage.replayWhatHappenedToA')}
        <p className="mt-3">
          <Link
            to={paths.supportImpact}
            className="font-semibold text-brand-dark underline underline-offset-4"
          >
            {t('supportPage.impactLink')}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-8">
        <div
          role="tablist"
          aria-label={t('supportPage.support')}
          className="flex gap-2 overflow-x-auto border-b border-line"
        >
          {tabs.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={tab === t.id}
              aria-controls={`panel-${t.id}`}
              onClick={() => setParams(t.id !== 'posts' ? { tab: t.id } : postId ? { post: postId } : {})}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2 font-semibold',
                tab === t.id
                  ? 'border-brand text-brand-dark'
                  : 'border-transparent text-ink-soft hover:text-ink',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="pt-6">
          {tab === 'posts' && (
            <>
              <PostFinder initial={postId ?? ''} onFind={openPost} />
              {postId && <PostHistoryPanel key={postId} id={postId} />}
            </>
          )}
          {tab === 'reports' && <ReportQueue onOpenPost={openPost} />}
          {tab === 'inbox' && <ContactInbox onOpenPost={openPost} />}
          {tab === 'places' && <MeetingPlaces />}
        </div>
      </div>
    </>
  );
}
