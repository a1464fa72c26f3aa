// Terms of Service (spec section 2), last updated 2024-08-14: ages 13 (16 in Europe); only adults give
// a shipping address; we never handle purchases.

import { MIN_AGE, MIN_AGE_EUROPE, SUPPORT_EMAIL, TERMS_UPDATED } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { formatNumber, t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
import { paths } from '../lib/paths.ts';
import { LastUpdated } from './last-updated.tsx';

export default function TermsPage() {
  return (
    <>
      <title>{t('pages.terms.title')}</title>
      <PageHeader width="narrow" eyebrow={t('termsPage.legal')} title={t('termsPage.termsOfService')}>
        <LastUpdated isoDate={TERMS_UPDATED} />
      </PageHeader>
      <article className="prose-bw mx-auto max-w-3xl px-5 py-12">
        <p>{t('termsPage.welcomeToBookwishACommunity')}</p>

        <h2>{t('termsPage.1WhoCanUseBookwish')}</h2>
        <p>
          {richText(
            'termsPage.youMustBeAtLeastYearsOld',
            { minAge: formatNumber(MIN_AGE), minAgeEurope: formatNumber(MIN_AGE_EUROPE) },
            [<strong key="adults" />],
          )}
        </p>

        <h2>{t('termsPage.2YourAccount')}</h2>
        <p>{t('termsPage.keepYourPasswordToYourself')}</p>

        <h2>{t('termsPage.3HowGiftingWorks')}</h2>
        <ul>
          <li>{richText('termsPage.bookwishOnlyIntroducesMembersTo', {}, [<strong key="sell" />])}</li>
          <li>{t('termsPage.anOfferOrARequest')}</li>
          <li>{t('termsPage.shippingCostsCustomsAndDelivery')}</li>
        </ul>

        <h2>{t('termsPage.4WhatYouPost')}</h2>
        <p>{t('termsPage.postsMustBeAboutBooks')}</p>

        <h2>{t('termsPage.5ShippingAddresses')}</h2>
        <p>{t('termsPage.aShippingAddressYouShare')}</p>

        <h2>{t('termsPage.6WhenThingsGoWrong')}</h2>
        <p>{t('termsPage.ourVolunteersMayRemovePosts')}</p>

        <h2>{t('termsPage.7Privacy')}</h2>
        <p>
          {richText('termsPage.explainedInPrivacyPolicy', {}, [<Link key="privacy" to={paths.privacy} />])}
        </p>

        <h2>{t('termsPage.8ChangesAndContact')}</h2>
        <p>
          {richText('termsPage.updatesAndQuestions', { email: SUPPORT_EMAIL }, [
            // biome-ignore lint/a11y/useAnchorContent: the link's words are the sentence's, filled in by richText.
            <a key="email" href={`mailto:${SUPPORT_EMAIL}`} />,
            <Link key="contact" to={paths.contact} />,
          ])}
        </p>
      </article>
    </>
  );
}
