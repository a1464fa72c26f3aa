// Writer's Spotlight 2025 (spec sections 1, 2): a program for writers of British Columbia; the
// questionnaire is submitted by email.
import { SPOTLIGHT_YEAR, SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { paths } from '../lib/paths.ts';
import { spotlightQuestions } from './spotlight-questions.ts';
import { spotlightWriters } from './spotlight-writers.ts';

const subject = encodeURIComponent(`Writer's Spotlight ${SPOTLIGHT_YEAR} questionnaire`);

export default function WritersSpotlightPage() {
  return (
    <>
      <title>{`Writer's Spotlight ${SPOTLIGHT_YEAR} · Bookwish`}</title>
      <PageHeader eyebrow="Events" title={`Writer's Spotlight ${SPOTLIGHT_YEAR}`}>
        Are you a writer living in British Columbia? We would love to introduce you, and the books that shaped
        you, to our community of readers.
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-12">
        <section aria-labelledby="what" className="grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="what" className="text-2xl font-semibold">
              What is the Writer's Spotlight?
            </h2>
            <p className="mt-3 text-ink-soft">
              Throughout {SPOTLIGHT_YEAR}, we feature one local writer at a time on our home page with a short
              interview about their writing life, their favourite books and the advice they would give a young
              reader. It is free, run by volunteers, and a warm way to meet new readers close to home.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-semibold">Who can take part</h2>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
              <li>Writers who live in British Columbia, at any stage of their career.</li>
              <li>Any genre: fiction, poetry, non-fiction, children's books, comics and more.</li>
              <li>Published, self-published, or still working on that first book.</li>
            </ul>
          </div>
        </section>

        <section
          aria-labelledby="apply"
          className="mt-12 rounded-card border border-line bg-white p-6 shadow-card md:p-8"
        >
          <h2 id="apply" className="text-2xl font-semibold">
            How to get featured
          </h2>
          <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-soft">
            <li>Answer the ten questions below, in as many or as few words as you like.</li>
            <li>
              Add a photo of yourself (or your book cover) and a line about where readers can find your work.
            </li>
            <li>
              Email everything to{' '}
              <a
                className="font-medium text-brand-dark underline"
                href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
              >
                {SUPPORT_EMAIL}
              </a>
              . A volunteer will reply within two weeks.
            </li>
          </ol>
          <h3 className="mt-8 text-lg font-semibold">The questionnaire</h3>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-ink-soft">
            {spotlightQuestions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ol>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
            className={buttonClasses({ className: 'mt-8' })}
          >
            Join now: email your answers
          </a>
        </section>

        <section aria-labelledby="read" className="mt-12">
          <h2 id="read" className="text-2xl font-semibold">
            Read the interviews
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {spotlightWriters.map((writer) => (
              <li key={writer.to}>
                <Link
                  to={writer.to}
                  className="flex items-center gap-4 rounded-card border border-line bg-white p-4 hover:border-brand"
                >
                  <img src={writer.portrait} alt="" width="64" height="64" className="size-16 rounded-full" />
                  <span>
                    <span className="block font-semibold">{writer.name}</span>
                    <span className="block text-sm text-ink-soft">{writer.role}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-12 text-ink-soft">
          Looking for our summer giveaway? Read the{' '}
          <Link to={paths.event2} className="font-medium text-brand-dark underline">
            Book Extravaganza rules
          </Link>
          .
        </p>
      </div>
    </>
  );
}
