// /support/spotlight: the volunteers' Writer's Spotlight inbox. Each application with its answers, its
// status and every decision made on it (who, when); a volunteer shortlists, features or declines
// (the applicant is emailed in their language), and publishes a featured writer's interview from the
// answers, edited in six languages. The published interviews are listed to edit again. Volunteers
// only: anyone else meets the 404 page (and the API's 403).

import type { SpotlightApplication, SpotlightInterview } from '@bookwish/shared/api/spotlight';
import {
  interviewTextsFrom,
  nextDecisions,
  type SpotlightDecision,
  type SpotlightStatus,
  slugOf,
} from '@bookwish/shared/domain/spotlight';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import NotFoundPage from '../../components/not-found-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText, loadErrorText } from '../../lib/api.ts';
import { formatDate, t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useDecision, useSpotlightInbox } from './api/spotlight-api.ts';
import { type InterviewDraft, InterviewEditor } from './components/interview-editor.tsx';
import { WriterPortrait } from './components/writer-portrait.tsx';
import { interviewPath } from './first-shown.ts';
import { spotlightQuestions } from './spotlight-questions.ts';

const STATUS_LABEL: Record<SpotlightStatus, () => string> = {
  new: () => t('spotlightStatus.new'),
  shortlisted: () => t('spotlightStatus.shortlisted'),
  featured: () => t('spotlightStatus.featured'),
  declined: () => t('spotlightStatus.declined'),
};

const DECIDE_LABEL: Record<SpotlightDecision, () => string> = {
  shortlisted: () => t('supportSpotlight.decide.shortlisted'),
  featured: () => t('supportSpotlight.decide.featured'),
  declined: () => t('supportSpotlight.decide.declined'),
};

const dateOf = (at: number) => formatDate(at, { day: 'numeric', month: 'short', year: 'numeric' });

function draftFrom(application: SpotlightApplication, published?: SpotlightInterview): InterviewDraft {
  if (published) return { ...draftOfInterview(published), applicationId: application.id };
  return {
    name: application.name,
    slug: slugOf(application.name),
    texts: interviewTextsFrom(application.answers),
    applicationId: application.id,
  };
}

function draftOfInterview(interview: SpotlightInterview): InterviewDraft {
  return {
    published: true,
    name: interview.name,
    slug: interview.slug,
    texts: interview.texts,
  };
}

function ApplicationCard({
  application,
  published,
}: {
  application: SpotlightApplication;
  published: SpotlightInterview | undefined;
}) {
  const decide = useDecision();
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-card border border-line bg-white p-5 shadow-card">
      <article aria-label={application.name}>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-xl font-semibold">{application.name}</h2>
          <span
            className="rounded-full bg-paper-deep px-3 py-1 text-sm font-semibold"
            data-status={application.status}
          >
            {STATUS_LABEL[application.status]()}
          </span>
        </div>
        {application.mailOwed && (
          // The decision stands; its email failed and the timers sweep sends it.
          <p className="mt-1 text-sm font-medium text-ink-soft">{t('supportSpotlight.mailOwed')}</p>
        )}
        <p className="mt-1 text-sm text-ink-soft">
          {t('supportSpotlight.appliedOn', { date: dateOf(application.createdAt) })}
        </p>
        <details className="mt-3">
          <summary className="cursor-pointer font-medium text-brand-dark">
            {t('supportSpotlight.readAnswers')}
          </summary>
          <ol className="mt-3 space-y-3">
            {spotlightQuestions.map((question, index) => (
              <li key={question}>
                <p className="font-semibold">{t(question)}</p>
                <p className="whitespace-pre-line text-ink-soft">{application.answers[index]}</p>
              </li>
            ))}
          </ol>
        </details>
        {application.decisions.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-ink-soft">
            {application.decisions.map((decision) => (
              <li key={decision.at}>
                {t('supportSpotlight.decisionLine', {
                  status: STATUS_LABEL[decision.to](),
                  name: decision.volunteerName,
                  date: dateOf(decision.at),
                })}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {nextDecisions(application.status).map((status) => (
            <Button
              key={status}
              variant={status === 'declined' ? 'outline' : 'secondary'}
              size="sm"
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate(
                  { id: application.id, status },
                  {
                    onSuccess: (decided) =>
                      toast.success(
                        t(
                          decided.mailOwed ? 'supportSpotlight.decidedMailOwed' : 'supportSpotlight.decided',
                          {
                            name: application.name,
                            status: STATUS_LABEL[status](),
                          },
                        ),
                      ),
                    onError: (error) => toast.error(errorText(error, t('msg.common.unexpected'))),
                  },
                )
              }
            >
              {DECIDE_LABEL[status]()}
            </Button>
          ))}
          {application.status === 'featured' && !editing && (
            <Button size="sm" onClick={() => setEditing(true)}>
              {published ? t('supportSpotlight.editInterview') : t('supportSpotlight.publish')}
            </Button>
          )}
          {published && (
            <Link
              to={interviewPath(published.slug)}
              className="self-center font-medium text-brand-dark underline"
            >
              {t('supportSpotlight.viewPage')}
            </Link>
          )}
        </div>
        {editing && (
          <InterviewEditor initial={draftFrom(application, published)} onClose={() => setEditing(false)} />
        )}
      </article>
    </li>
  );
}

function PublishedInterview({ interview }: { interview: SpotlightInterview }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-center gap-4">
        <WriterPortrait writer={interview} size={48} className="size-12 rounded-full" />
        <span className="font-semibold">{interview.name}</span>
        <Link to={interviewPath(interview.slug)} className="font-medium text-brand-dark underline">
          {t('supportSpotlight.viewPage')}
        </Link>
        {!editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t('supportSpotlight.editInterview')}
          </Button>
        )}
      </div>
      {editing && <InterviewEditor initial={draftOfInterview(interview)} onClose={() => setEditing(false)} />}
    </li>
  );
}

function SpotlightInbox() {
  const inbox = useSpotlightInbox();
  const interviews = inbox.data?.interviews ?? [];
  return (
    <>
      <title>{t('pages.support/spotlight.title')}</title>
      <PageHeader eyebrow={t('supportPage.volunteers')} title={t('supportSpotlight.title')} width="wide">
        <Link to={paths.support} className="font-semibold text-brand-dark underline underline-offset-4">
          {t('impactPage.backToSupport')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-5 py-8">
        {inbox.isPending && <Skeleton className="h-40" />}
        {inbox.error && <Alert>{loadErrorText(inbox.error, t('msg.lists.loadFailed'))}</Alert>}
        {inbox.data &&
          (inbox.data.applications.length === 0 ? (
            <p className="text-ink-soft">{t('supportSpotlight.none')}</p>
          ) : (
            <ul className="space-y-4">
              {inbox.data.applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  published={interviews.find((interview) => interview.applicationId === application.id)}
                />
              ))}
            </ul>
          ))}
        {interviews.length > 0 && (
          <section aria-labelledby="published">
            <h2 id="published" className="text-2xl font-semibold">
              {t('supportSpotlight.interviews')}
            </h2>
            <ul className="mt-4 space-y-3">
              {interviews.map((interview) => (
                <PublishedInterview key={interview.slug} interview={interview} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

export default function SupportSpotlightPage() {
  const { user } = useSession();
  if (!user?.volunteer) return <NotFoundPage />;
  return <SpotlightInbox />;
}
