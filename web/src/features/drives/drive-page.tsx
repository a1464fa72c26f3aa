// /drive/:id: a book drive's page. Its name and purpose in the reader's language (English, marked as
// English, where a volunteer has not translated them), the partner it serves, its dates, a bar of books
// gifted against the goal, its wishes still waiting for a giver (givers find them together here) and
// the thank-yous their recipients put on the Gratitude Wall.

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ProgramParagraphs, ProgramWords } from '../../components/program/program-words.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, loadErrorText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { type DrivePage as DrivePageData, useDrivePage } from './api/drives-api.ts';
import { DriveFacts } from './components/drive-facts.tsx';
import { DriveProgress } from './components/drive-progress.tsx';
import { useDriveWords } from './components/drive-words.ts';

/** The cards come from the posts and thanks features, composed in app/drive-route.tsx. */
export default function DrivePage({
  wishCard,
  thanksCard,
}: {
  wishCard: (wish: DrivePageData['wishes'][number]) => ReactNode;
  thanksCard: (card: DrivePageData['thanks'][number]) => ReactNode;
}) {
  const { id = '' } = useParams();
  const page = useDrivePage(id);
  const wordsOf = useDriveWords();

  if (page.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-6xl space-y-6 px-5 py-12">
        <p className="sr-only" role="status">
          {t('drives.loading')}
        </p>
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (!page.data) {
    const notFound = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <title>{t('pages.notFound.title')}</title>
        <Alert>
          {notFound ? t('msg.drives.notFound') : loadErrorText(page.error, t('drives.loadFailed'))}
        </Alert>
        <Link to={paths.wishlists} className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
          {t('wishlistPage.exploreWishlists')}
        </Link>
      </div>
    );
  }
  const { drive, wishes, thanks } = page.data;
  const words = wordsOf(drive.texts);
  return (
    <>
      <title>{t('drives.pageTitle', { name: words.name.text })}</title>
      <PageHeader eyebrow={t('drives.eyebrow')} title={<ProgramWords text={words.name} />} width="wide">
        <DriveFacts drive={drive} />
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-12 px-5 py-10">
        <section aria-labelledby="drive-progress" className="max-w-2xl space-y-4">
          <h2 id="drive-progress" className="sr-only">
            {t('drives.progressLabel')}
          </h2>
          <DriveProgress gifted={drive.gifted} goal={drive.goal} />
          <ProgramParagraphs text={words.purpose} className="text-lg" />
          {drive.status === 'open' && (
            <Link
              to={`${paths.makeAWish}?drive=${encodeURIComponent(drive.id)}`}
              className={buttonClasses({ className: 'mt-2' })}
            >
              {t('drives.makeAWish')}
            </Link>
          )}
        </section>

        <section aria-labelledby="drive-wishes">
          <h2 id="drive-wishes" className="text-2xl font-bold">
            {t('drives.openWishes')}
          </h2>
          {wishes.length > 0 ? (
            <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
              {wishes.map((wish) => (
                <li key={wish.id} className="flex">
                  {wishCard(wish)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-ink-soft">{t('drives.noOpenWishes')}</p>
          )}
        </section>

        <section aria-labelledby="drive-thanks">
          <h2 id="drive-thanks" className="text-2xl font-bold">
            {t('drives.thanks')}
          </h2>
          {thanks.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {thanks.map((card) => (
                <li key={card.id}>{thanksCard(card)}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-ink-soft">{t('drives.noThanks')}</p>
          )}
        </section>
      </div>
    </>
  );
}
