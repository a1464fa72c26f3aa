// Book Extravaganza (spec sections 1, 9): August and September 2024, 10 winners of $10 gift cards,
// one entry per post, one win per person, winners notified by email, a suggested hashtag.

import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { t } from '../lib/i18n/i18n.ts';
import { paths } from '../lib/paths.ts';

const hashtag = '#BookwishThankYou';

export default function BookExtravaganzaPage() {
  return (
    <>
      <title>{t('pages.event2.title')}</title>
      <PageHeader
        width="narrow"
        eyebrow={t('bookExtravaganzaPage.eventsSummer2024')}
        title={t('bookExtravaganzaPage.bookExtravaganza')}
      >
        {t('bookExtravaganzaPage.ourEndOfSummerGiveawayEveryPost')}
      </PageHeader>

      <div className="mx-auto max-w-3xl px-5 py-12">
        <p role="note" className="rounded-card border border-line bg-white p-4 text-ink-soft">
          {t('bookExtravaganzaPage.theBookExtravaganzaRanFrom')}
        </p>

        <div className="prose-bw mt-10">
          <h2>{t('bookExtravaganzaPage.thePrizes')}</h2>
          <p>
            <strong>{t('bookExtravaganzaPage.10Winners')}</strong> {t('bookExtravaganzaPage.eachReceivedA')}{' '}
            <strong>{t('bookExtravaganzaPage.10GiftCard')}</strong> {t('bookExtravaganzaPage.toSpendOnBooks')}
          </p>

          <h2>{t('bookExtravaganzaPage.howToEnter')}</h2>
          <ul>
            <li>
              {t('bookExtravaganzaPage.postAWishlistOrA')}{' '}
              <strong>{t('bookExtravaganzaPage.august1AndSeptember30')}</strong>.
            </li>
            <li>
              <strong>{t('bookExtravaganzaPage.eachPostIsOneEntry')}</strong>{' '}
              {t('bookExtravaganzaPage.postingSeveralWishlistsOrTreats')}
            </li>
            <li>{t('bookExtravaganzaPage.entryIsFreeNoPurchase')}</li>
          </ul>

          <h2>{t('bookExtravaganzaPage.choosingTheWinners')}</h2>
          <ul>
            <li>{t('bookExtravaganzaPage.tenEntriesWereDrawnAt')}</li>
            <li>
              <strong>{t('bookExtravaganzaPage.oneWinPerPerson')}</strong>{' '}
              {t('bookExtravaganzaPage.ifTheSameMemberWas')}
            </li>
            <li>
              <strong>{t('bookExtravaganzaPage.winnersWereNotifiedByEmail')}</strong>
              {t('bookExtravaganzaPage.atTheAddressOf')}
            </li>
          </ul>

          <h2>{t('bookExtravaganzaPage.shareTheJoy')}</h2>
          <p>
            {t('bookExtravaganzaPage.whenYourBookArrivesWe')} <strong>{hashtag}</strong>{' '}
            {t('bookExtravaganzaPage.soOurCommunityCanCelebrate')}
          </p>

          <h2>{t('bookExtravaganzaPage.theSmallPrint')}</h2>
          <ul>
            <li>{t('bookExtravaganzaPage.openToBookwishMembersWho')}</li>
            <li>{t('bookExtravaganzaPage.postsThatBreakOurTerms')}</li>
            <li>{t('bookExtravaganzaPage.giftCardsCannotBeExchanged')}</li>
          </ul>
          <p>
            {t('bookExtravaganzaPage.questionsAboutTheGiveaway')}{' '}
            <Link to={paths.contact}>{t('bookExtravaganzaPage.contactUs')}</Link>.
          </p>
        </div>
      </div>
    </>
  );
}
