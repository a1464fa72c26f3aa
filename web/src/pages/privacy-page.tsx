// Privacy Policy (spec section 2), last updated 2024-02-16. Written for what the product really does.

import { PRIVACY_UPDATED, SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
import { paths } from '../lib/paths.ts';
import { LastUpdated } from './last-updated.tsx';

export default function PrivacyPage() {
  return (
    <>
      <title>{t('pages.privacy.title')}</title>
      <PageHeader width="narrow" eyebrow={t('privacyPage.legal')} title={t('privacyPage.privacyPolicy')}>
        <LastUpdated isoDate={PRIVACY_UPDATED} />
      </PageHeader>
      <article className="prose-bw mx-auto max-w-3xl px-5 py-12">
        <p>{t('privacyPage.bookwishIsAVolunteerRunNonprofit')}</p>

        <h2>{t('privacyPage.whatWeCollect')}</h2>
        <ul>
          <li>{richText('privacyPage.yourAccount', {}, [<strong key="lead" />])}</li>
          <li>{richText('privacyPage.yourPosts', {}, [<strong key="lead" />])}</li>
          <li>{richText('privacyPage.yourShippingAddress', {}, [<strong key="lead" />])}</li>
          <li>{richText('privacyPage.thankYouNotesAndPhotos', {}, [<strong key="lead" />])}</li>
          <li>
            {richText('privacyPage.messagesToUs', {}, [
              <strong key="lead" />,
              <Link key="contact" to={paths.contact} />,
            ])}
          </li>
        </ul>

        <h2>{t('privacyPage.whatWeDoNotCollect')}</h2>
        <p>{t('privacyPage.weDoNotHandlePayments')}</p>

        <h2>{t('privacyPage.howWeUseYourInformation')}</h2>
        <ul>
          <li>{t('privacyPage.toRunYourAccountAnd')}</li>
          <li>{t('privacyPage.toLetTheTwoMembers')}</li>
          <li>{t('privacyPage.toSendYouAccountEmails')}</li>
          <li>{t('privacyPage.toAnswerYourQuestionsAnd')}</li>
        </ul>

        <h2>{t('privacyPage.whoCanSeeIt')}</h2>
        <p>{t('privacyPage.publicYourDisplayNameYour')}</p>

        <h2>{t('privacyPage.howLongWeKeepIt')}</h2>
        <p>{t('privacyPage.weKeepYourInformationWhile')}</p>

        <h2>{t('privacyPage.yourChoices')}</h2>
        <p>
          {richText('privacyPage.youCanChangeWriteTo', { email: SUPPORT_EMAIL }, [
            // biome-ignore lint/a11y/useAnchorContent: the link's words are the sentence's, filled in by richText.
            <a key="email" href={`mailto:${SUPPORT_EMAIL}`} />,
          ])}
        </p>

        <h2>{t('privacyPage.children')}</h2>
        <p>{richText('privacyPage.childrenSeeTerms', {}, [<Link key="terms" to={paths.terms} />])}</p>

        <h2>{t('privacyPage.changesAndQuestions')}</h2>
        <p>
          {richText('privacyPage.ifWeChangeThisPolicy', {
            email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
          })}
        </p>
      </article>
    </>
  );
}
