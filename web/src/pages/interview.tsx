// The shared layout of a Writer Spotlight interview: the writer, then ten questions and answers.

import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { formatNumber, t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { spotlightQuestions } from './spotlight-questions.ts';
import type { spotlightWriters } from './spotlight-writers.ts';

/** One answer per question: the tuple length makes a missing or extra answer a type error. */
type AnswersFor<T extends readonly unknown[]> = { readonly [K in keyof T]: string };
type Answers = AnswersFor<typeof spotlightQuestions>;

export function Interview({
  writer,
  intro,
  answers,
}: {
  writer: (typeof spotlightWriters)[number];
  intro: string;
  answers: Answers;
}) {
  return (
    <>
      <title>{t('interview.writerSpotlightBookwish', { name: writer.name })}</title>
      <header className="bg-paper-deep">
        <div className="mx-auto flex max-w-4xl flex-col items-start gap-6 px-5 py-12 sm:flex-row sm:items-center md:py-16">
          <img
            src={writer.portrait}
            alt={t('interview.illustratedPortraitOf', { name: writer.name })}
            width="160"
            height="160"
            className="size-32 rounded-full md:size-40"
          />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
              {t('interview.writerSpotlight')}
            </p>
            <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{writer.name}</h1>
            <p className="mt-2 text-lg text-ink-soft">
              {t('spotlightWriters.roleAndHome', { role: writer.role, home: writer.home })}
            </p>
          </div>
        </div>
      </header>
      <article className="mx-auto max-w-3xl px-5 py-12">
        <p className="text-lg text-ink-soft">{intro}</p>
        <ol className="mt-10 space-y-8">
          {spotlightQuestions.map((question, index) => (
            <li key={question}>
              <h2 className="text-xl font-semibold">
                <span className="me-2 text-brand-dark">{formatNumber(index + 1)}.</span>
                {t(question)}
              </h2>
              <p className="mt-2 leading-relaxed text-ink-soft">{answers[index]}</p>
            </li>
          ))}
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
