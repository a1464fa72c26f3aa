// Book Extravaganza (spec sections 1, 9): August and September 2024, 10 winners of $10 gift cards,
// one entry per post, one win per person, winners notified by email, a suggested hashtag; above them,
// the giveaway running now, in the reader's language (features/giveaways/running-giveaway.tsx).

import { Link } from 'react-router-dom';
import { PageHeader } from '../components/ui/page-header.tsx';
import { RunningGiveaway } from '../features/giveaways/running-giveaway.tsx';
import { t } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';
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
        {/* The giveaway volunteers run now (from the console); the 2024 rules follow as they were. */}
        <RunningGiveaway />
        <h2 className="mt-12 font-display text-2xl font-semibold text-ink">{t('giveaway.pastHeading')}</h2>
        <p role="note" className="mt-4 rounded-card border border-line bg-white p-4 text-ink-soft">
          {t('bookExtravaganzaPage.theBookExtravaganzaRanFrom')}
        </p>

        <div className="prose-bw mt-10">
          <h2>{t('bookExtravaganzaPage.thePrizes')}</h2>
          <p>
            {richText('bookExtravaganzaPage.prizes', {}, [<strong key="winners" />, <strong key="card" />])}
          </p>

          <h2>{t('bookExtravaganzaPage.howToEnter')}</h2>
          <ul>
            <li>{richText('bookExtravaganzaPage.postBetween', {}, [<strong key="dates" />])}</li>
            <li>{richText('bookExtravaganzaPage.eachPostIsOneEntry', {}, [<strong key="entry" />])}</li>
            <li>{t('bookExtravaganzaPage.entryIsFreeNoPurchase')}</li>
          </ul>

          <h2>{t('bookExtravaganzaPage.choosingTheWinners')}</h2>
          <ul>
            <li>{t('bookExtravaganzaPage.tenEntriesWereDrawnAt')}</li>
            <li>{richText('bookExtravaganzaPage.oneWinPerPerson', {}, [<strong key="one" />])}</li>
            <li>
              {richText('bookExtravaganzaPage.winnersWereNotifiedByEmail', {}, [<strong key="email" />])}
            </li>
          </ul>

          <h2>{t('bookExtravaganzaPage.shareTheJoy')}</h2>
          <p>{richText('bookExtravaganzaPage.shareTheHashtag', { hashtag }, [<strong key="hashtag" />])}</p>

          <h2>{t('bookExtravaganzaPage.theSmallPrint')}</h2>
          <ul>
            <li>{t('bookExtravaganzaPage.openToBookwishMembersWho')}</li>
            <li>{t('bookExtravaganzaPage.postsThatBreakOurTerms')}</li>
            <li>{t('bookExtravaganzaPage.giftCardsCannotBeExchanged')}</li>
          </ul>
          <p>
            {richText('bookExtravaganzaPage.questionsAboutTheGiveaway', {}, [
              <Link key="contact" to={paths.contact} />,
            ])}
          </p>
        </div>
      </div>
    </>
  );
}
