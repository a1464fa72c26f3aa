// How It Works (spec section 2): three steps and five FAQ items. The FAQ says what the spec says:
// offers appear under My Treats; address changes after confirming go through email and are
// impossible once the book is bought; we never handle purchases; to edit a wishlist, delete and
// recreate it under My Wishlists.

import { SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { LineIcon } from '../components/ui/line-icon.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
import { useCreateTargets } from '../lib/nav-items.ts';
import { paths } from '../lib/paths.ts';
import { shown } from '../lib/shown.ts';

const steps = [
  shown({ title: () => t('howItWorksPage.postAWishlist'), text: () => t('howItWorksPage.signUpPressMakeA') }),
  shown({
    title: () => t('howItWorksPage.shareYourList'),
    text: () => t('howItWorksPage.yourWishAppearsOnExplore'),
  }),
  shown({
    title: () => t('howItWorksPage.acceptAnOfferAndShare'),
    text: () => t('howItWorksPage.whenSomeoneOffersConfirmBy'),
  }),
] as const;

export default function HowItWorksPage() {
  const targets = useCreateTargets();
  return (
    <>
      <title>{t('pages.howitworks.title')}</title>
      <PageHeader eyebrow={t('howItWorksPage.howItWorks')} title={t('howItWorksPage.fromAWishToA')}>
        {t('howItWorksPage.bookwishConnectsReadersWhoWish')}
      </PageHeader>

      <div className="mx-auto max-w-5xl px-5 py-12">
        <ol className="grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand font-display text-lg font-semibold text-white">
                {index + 1}
              </span>
              <h2 className="mt-4 text-xl font-semibold">{step.title}</h2>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link {...targets.makeAWish} className={buttonClasses()}>
            {t('howItWorksPage.makeAWish')}
          </Link>
          <Link {...targets.giveATreat} className={buttonClasses({ variant: 'secondary' })}>
            {t('howItWorksPage.giveATreat')}
          </Link>
        </div>

        <PageSection
          id="faq"
          title={t('howItWorksPage.frequentlyAskedQuestions')}
          className="mx-auto mt-16 max-w-3xl"
        >
          <div className="mt-6 divide-y divide-line rounded-card border border-line bg-white">
            <Faq question={t('howItWorksPage.whereCanIFindThe')}>
              {richText('howItWorksPage.faq.offersAnswer', {}, [
                <strong key="treats" />,
                <Link key="profile" to={paths.profile} />,
              ])}
            </Faq>
            <Faq question={t('howItWorksPage.canIChangeMyShipping')}>
              {richText('howItWorksPage.faq.addressAnswer', {
                email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
              })}
            </Faq>
            <Faq question={t('howItWorksPage.doesBookwishHandleThePurchase')}>
              {t('howItWorksPage.noBookwishDoesNotHandle')}
            </Faq>
            <Faq question={t('howItWorksPage.howDoIEditA')}>
              {richText('howItWorksPage.faq.editAnswer', {}, [<strong key="wishlists" />])}
            </Faq>
            <Faq question={t('howItWorksPage.whoCanSeeMyShipping')}>
              {t('howItWorksPage.onlyTheMemberWhoOffered')}
            </Faq>
          </div>
        </PageSection>
      </div>
    </>
  );
}

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group p-5 [&_a]:text-brand-dark [&_a]:underline">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {question}
        <LineIcon
          path="M6 9l6 6 6-6"
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <p className="mt-3 text-ink-soft">{children}</p>
    </details>
  );
}
