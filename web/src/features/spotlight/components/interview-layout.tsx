// The shared layout of a Writer Spotlight interview: the writer, then ten questions and answers (the
// spec's two interview pages), every answer a volunteer's words in the reader's language or marked
// as English (ProgramWords).

import { Link } from 'react-router-dom';
import { ProgramParagraphs } from '../../../components/program/program-words.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatNumber, t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import type { ShownInterview } from '../first-shown.ts';
import { spotlightQuestions } from '../spotlight-questions.ts';
import { RoleAndHome } from './role-and-home.tsx';
import { WriterPortrait } from './writer-portrait.tsx';

export function InterviewLayout({ interview }: { interview: ShownInterview }) {
  return (
    <>
      <title>{t('interview.writerSpotlightBookwish', { name: interview.name })}</title>
      <header className="bg-paper-deep">
        <div className="mx-auto flex max-w-4xl flex-col items-start gap-6 px-5 py-12 sm:flex-row sm:items-center md:py-16">
          <WriterPortrait writer={interview} named size={160} className="size-32 rounded-full md:size-40" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
              {t('interview.writerSpotlight')}
            </p>
            <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{interview.name}</h1>
            <p className="mt-2 text-lg text-ink-soft">
              <RoleAndHome interview={interview} />
            </p>
          </div>
        </div>
      </header>
      <article className="mx-auto max-w-3xl px-5 py-12">
        <ProgramParagraphs text={interview.intro} className="text-lg text-ink-soft" />
        <ol className="mt-10 space-y-8">
          {spotlightQuestions.map((question, index) => {
            const answer = interview.answers[index];
            return (
              <li key={question}>
                <h2 className="text-xl font-semibold">
                  <span className="me-2 text-brand-dark">{formatNumber(index + 1)}.</span>
                  {t(question)}
                </h2>
                {answer && <ProgramParagraphs text={answer} className="mt-2 leading-relaxed text-ink-soft" />}
              </li>
            );
          })}
        </ol>
        <aside className="mt-14 rounded-card border border-line bg-white p-6 text-center shadow-card">
          <h2 className="text-2xl font-semibold">{t('interview.areYouABcWriter')}</h2>
          <p className="mt-2 text-ink-soft">{t('interview.answerTheSameTenQuestions')}</p>
          <Link to={paths.event} className={buttonClasses({ className: 'mt-5' })}>
            {t('interview.getFeatured')}
          </Link>
        </aside>
      </article>
    </>
  );
}
