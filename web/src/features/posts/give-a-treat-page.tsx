// /giveatreat: post a spare book (members only).

import { RequireSignIn } from '../../lib/auth-guard.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { GiveATreatSteps } from './components/give-a-treat-steps.tsx';
import { TreatForm } from './components/treat-form.tsx';

export default function GiveATreatPage() {
  return (
    <RequireSignIn>
      <div className="mx-auto max-w-6xl px-5 py-10">
        <title>{t('pages.giveatreat.title')}</title>
        <h1 className="text-3xl font-bold md:text-4xl">{t('giveATreatPage.giveATreat')}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t('giveATreatPage.haveABookOnYour')}</p>
        <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
          <aside aria-labelledby="treat-steps" className="self-start rounded-card bg-paper-deep p-6">
            <h2 id="treat-steps" className="mb-4 text-xl font-semibold">
              {t('giveATreatPage.howItWorks')}
            </h2>
            <GiveATreatSteps />
          </aside>
          <section
            aria-label={t('giveATreatPage.yourTreat')}
            className="rounded-card bg-white p-6 shadow-card"
          >
            <TreatForm />
          </section>
        </div>
      </div>
    </RequireSignIn>
  );
}
