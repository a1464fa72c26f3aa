// Writer's Spotlight 2025 (spec sections 1, 2): a program for writers of British Columbia. A member
// answers the questionnaire on /event/apply (and, signed in, reads here where their own applications
// stand); the published interviews come from the API.

import { SPOTLIGHT_YEAR } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { ProgramWords } from '../components/program/program-words.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { MyApplications } from '../features/spotlight/components/my-applications.tsx';
import { WriterPortrait } from '../features/spotlight/components/writer-portrait.tsx';
import { spotlightQuestions } from '../features/spotlight/spotlight-questions.ts';
import { useShownInterviews } from '../features/spotlight/use-shown-interviews.ts';
import { formatYear, t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
import { paths } from '../lib/paths.ts';

export default function WritersSpotlightPage() {
  const interviews = useShownInterviews();
  return (
    <>
      <title>{t('pages.event.title', { year: formatYear(SPOTLIGHT_YEAR) })}</title>
      <PageHeader
        eyebrow={t('writersSpotlightPage.events')}
        title={t('writersSpotlightPage.writerSSpotlight', { SPOTLIGHT_YEAR: formatYear(SPOTLIGHT_YEAR) })}
      >
        {t('writersSpotlightPage.areYouAWriterLiving')}
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-12">
        <section aria-labelledby="what" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="what" className="text-2xl font-semibold">
              {t('writersSpotlightPage.whatIsTheWriterSSpotlight')}
            </h2>
            <p className="mt-3 text-ink-soft">
              {t('writersSpotlightPage.throughoutTheYear', { year: formatYear(SPOTLIGHT_YEAR) })}
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-semibold">{t('writersSpotlightPage.whoCanTakePart')}</h2>
            <ul className="mt-3 list-disc space-y-1 ps-6 text-ink-soft">
              <li>{t('writersSpotlightPage.writersWhoLiveInBritish')}</li>
              <li>{t('writersSpotlightPage.anyGenreFictionPoetryNonFiction')}</li>
              <li>{t('writersSpotlightPage.publishedSelfPublishedOrStillWorking')}</li>
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="apply"
          className="mt-12 rounded-card border border-line bg-white p-6 shadow-card md:p-8"
        >
          <h2 id="apply" className="text-2xl font-semibold">
            {t('writersSpotlightPage.howToGetFeatured')}
          </h2>
          <ol className="mt-4 list-decimal space-y-2 ps-6 text-ink-soft">
            <li>{t('writersSpotlightPage.answerTheTenQuestionsBelow')}</li>
            <li>{t('spotlightApply.howStep2')}</li>
          </ol>
          <h3 className="mt-8 text-lg font-semibold">{t('writersSpotlightPage.theQuestionnaire')}</h3>
          <ol className="mt-3 list-decimal space-y-1.5 ps-6 text-ink-soft">
            {spotlightQuestions.map((question) => (
              <li key={question}>{t(question)}</li>
            ))}
          </ol>
          <MyApplications className="mt-8" />
          <Link to={paths.spotlightApply} className={buttonClasses({ className: 'mt-8' })}>
            {t('spotlightApply.applyNow')}
          </Link>
        </section>

        <section aria-labelledby="read" className="mt-12">
          <h2 id="read" className="text-2xl font-semibold">
            {t('writersSpotlightPage.readTheInterviews')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {interviews.map((writer) => (
              <li key={writer.slug}>
                <Link
                  to={writer.to}
                  className="flex items-center gap-4 rounded-card border border-line bg-white p-4 hover:border-brand"
                >
                  <WriterPortrait writer={writer} size={64} className="size-16 rounded-full" />
                  <span>
                    <span className="block font-semibold">{writer.name}</span>
                    <ProgramWords text={writer.role} className="block text-sm text-ink-soft" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-12 text-ink-soft">
          {richText('writersSpotlightPage.lookingForOurSummerGiveaway', {}, [
            <Link key="rules" to={paths.event2} className="font-medium text-brand-dark underline" />,
          ])}
        </p>
      </div>
    </>
  );
}
