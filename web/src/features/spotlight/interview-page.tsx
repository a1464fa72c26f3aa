// /writerspotlight/<slug> (and /writerspotlight1, /writerspotlight2, the first two writers' pages): a
// published interview, read from the API, so a new one needs no code and no deploy. The first two show
// their catalogue words until their record arrives (the build prerenders them so).

import { useParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, loadErrorText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { useInterview } from './api/spotlight-api.ts';
import { InterviewLayout } from './components/interview-layout.tsx';
import { FIRST_INTERVIEWS } from './first-interviews.ts';
import { firstInterviewShown } from './first-shown.ts';
import { shownInterview } from './shown-interview.ts';

export function InterviewBySlug({ slug }: { slug: string }) {
  const { locale } = useLanguage();
  const interview = useInterview(slug);
  const first = FIRST_INTERVIEWS.find((candidate) => candidate.slug === slug);
  if (interview.data) return <InterviewLayout interview={shownInterview(interview.data, locale)} />;
  if (first) return <InterviewLayout interview={firstInterviewShown(first, locale)} />;
  if (interview.error instanceof ApiError && interview.error.status === 404) return <NotFoundPage />;
  if (interview.error) {
    return (
      <div className="mx-auto max-w-3xl px-5 py-12">
        <Alert>{loadErrorText(interview.error, t('msg.lists.loadFailed'))}</Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-5 py-12" aria-busy="true">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-40" />
    </div>
  );
}

export default function InterviewPage() {
  const { slug = '' } = useParams();
  return <InterviewBySlug slug={slug} />;
}
