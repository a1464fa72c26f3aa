// Book Donation (spec section 2): donating physical books by email (number of books, their names and
// pictures), and requesting donated books. Service only in British Columbia, Greater Vancouver.

import { SUPPORT_EMAIL } from '@bookwish/shared/domain/constants';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PageSection } from '../components/ui/page-section.tsx';
import { t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
import { useCreateTargets } from '../lib/nav-items.ts';
import { paths } from '../lib/paths.ts';

export default function BookDonationPage() {
  const targets = useCreateTargets();
  // The email a member sends us, prefilled in their language.
  const donateSubject = encodeURIComponent(t('bookDonationPage.mail.donateSubject'));
  const donateBody = encodeURIComponent(t('bookDonationPage.mail.donateBody'));
  const requestSubject = encodeURIComponent(t('bookDonationPage.mail.requestSubject'));
  return (
    <>
      <title>{t('pages.bookdonation.title')}</title>
      <PageHeader
        eyebrow={t('bookDonationPage.bookDonation2')}
        title={t('bookDonationPage.giveYourBooksASecond')}
      >
        {t('bookDonationPage.haveAShelfOfBooks')}
      </PageHeader>

      <div className="mx-auto max-w-4xl px-5 py-12">
        <div role="note" className="rounded-card border border-forest/30 bg-forest-soft p-5 text-forest">
          <p className="font-semibold">{t('bookDonationPage.whereWeCanHelp')}</p>
          <p className="mt-1">{t('bookDonationPage.bookDonationsAndRequestsAre')}</p>
        </div>

        <PageSection id="donate" title={t('bookDonationPage.donatingBooks')} className="mt-12">
          <p className="mt-3 text-ink-soft">{t('bookDonationPage.weDoNotTakeDonations')}</p>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            <Step number={1} title={t('bookDonationPage.countYourBooks')}>
              {t('bookDonationPage.tellUsHowManyBooks')}
            </Step>
            <Step number={2} title={t('bookDonationPage.listTheTitles')}>
              {t('bookDonationPage.writeDownTheNamesOf')}
            </Step>
            <Step number={3} title={t('bookDonationPage.addAFewPictures')}>
              {t('bookDonationPage.attachPicturesOfTheBooks')}
            </Step>
          </ol>
          <p className="mt-6 text-ink-soft">{t('bookDonationPage.gentlyUsedBooksOfEvery')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${donateSubject}&body=${donateBody}`}
            className={buttonClasses({ className: 'mt-6' })}
          >
            {t('bookDonationPage.emailUsAboutADonation')}
          </a>
          <p className="mt-2 text-sm text-ink-soft">
            {richText('bookDonationPage.orWriteTo', {
              email: (
                <a className="font-medium text-brand-dark underline" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              ),
            })}
          </p>
        </PageSection>

        <PageSection id="request" title={t('bookDonationPage.requestingDonatedBooks')} className="mt-14">
          <p className="mt-3 text-ink-soft">
            {t('bookDonationPage.teachersLibrariansSheltersNewcomerPrograms')}
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${requestSubject}`}
            className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
          >
            {t('bookDonationPage.emailUsToRequestBooks')}
          </a>
        </PageSection>

        <section aria-labelledby="elsewhere" className="mt-14 rounded-card bg-paper-deep p-6">
          <h2 id="elsewhere" className="text-2xl font-semibold">
            {t('bookDonationPage.outsideGreaterVancouver')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('bookDonationPage.youCanStillShareBooks')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link {...targets.giveATreat} className={buttonClasses({ variant: 'secondary' })}>
              {t('bookDonationPage.giveATreat')}
            </Link>
            <Link to={paths.wishlists} className={buttonClasses({ variant: 'outline' })}>
              {t('bookDonationPage.browseWishlists')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: string }) {
  return (
    <li className="rounded-card border border-line bg-white p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-full bg-brand-soft font-semibold text-brand-dark"
      >
        {number}
      </span>
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-ink-soft">{children}</p>
    </li>
  );
}
