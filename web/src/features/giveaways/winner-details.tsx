// One winner as volunteers see them in the giveaways console: who they are and how to write to them,
// their entry, where their prize stands. A winner whose account was deleted has no name or email
// left (house rule 4): shown with the timeline's words for a former member, and no email line, since
// nothing will be sent to them.

import type { SupportWinner } from '@bookwish/shared/api/giveaways';
import { LOCALE_INFO } from '@bookwish/shared/i18n/locales';
import { formatDate, t } from '../../lib/i18n/i18n.ts';

const STATE: Record<SupportWinner['state'], () => string> = {
  waiting: () => t('giveawaysConsole.stateWaiting'),
  sent: () => t('giveawaysConsole.stateSent'),
  forfeited: () => t('giveawaysConsole.stateForfeited'),
};

export function WinnerDetails({ winner }: { winner: SupportWinner }) {
  const day = (at: number) => formatDate(at, { day: 'numeric', month: 'short' });
  return (
    <>
      <p className="font-semibold">{winner.name ?? t('msg.timeline.formerMember')}</p>
      {winner.email && (
        <a href={`mailto:${winner.email}`} dir="ltr" className="text-brand-dark underline">
          {winner.email}
        </a>
      )}
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
        <li>
          <code dir="ltr" className="font-mono">
            {winner.entryId}
          </code>
        </li>
        {winner.email && (
          <li>{winner.language ? LOCALE_INFO[winner.language].selfName : LOCALE_INFO.en.selfName}</li>
        )}
        <li className="font-semibold">{STATE[winner.state]()}</li>
        {winner.state === 'waiting' && (
          <li>{t('giveawaysConsole.answerBy', { day: day(winner.answerBy) })}</li>
        )}
        {/* An email that went before the account was deleted is still shown. */}
        {winner.state === 'waiting' && (winner.email || winner.emailedAt) && (
          <li>
            {winner.emailedAt
              ? t('giveawaysConsole.emailed', { day: day(winner.emailedAt) })
              : t('giveawaysConsole.notEmailed')}
          </li>
        )}
      </ul>
    </>
  );
}
