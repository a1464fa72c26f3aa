// The two pages that post (/makeawish, /giveatreat): members only, the kind's steps beside its form.

import type { ReactNode } from 'react';
import { RequireSignIn } from '../../../lib/auth-guard.tsx';

export interface PostingWords {
  /** The tab's title. */
  title: string;
  heading: string;
  lead: string;
  /** The steps' heading. */
  howItWorks: string;
  /** The form's name for a screen reader. */
  form: string;
}

export function PostingPage({
  stepsId,
  words,
  steps,
  form,
}: {
  /** The steps' heading id, which names the aside. */
  stepsId: string;
  words: PostingWords;
  steps: ReactNode;
  form: ReactNode;
}) {
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-6xl px-5 py-10">
        <title>{words.title}</title>
        <h1 className="text-3xl font-bold md:text-4xl">{words.heading}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{words.lead}</p>
        <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
          <aside aria-labelledby={stepsId} className="self-start rounded-card bg-paper-deep p-6">
            <h2 id={stepsId} className="mb-4 text-xl font-semibold">
              {words.howItWorks}
            </h2>
            {steps}
          </aside>
          <section aria-label={words.form} className="rounded-card bg-white p-6 shadow-card">
            {form}
          </section>
        </div>
      </div>
    </RequireSignIn>
  );
}
