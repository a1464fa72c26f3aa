// /support/giveaways: the volunteers' giveaways. Set one up (its words in six languages, window,
// winners, days to answer), see its entries so far and its commitment, draw it after its last day,
// then see the winners (name, email, language) to send each prize, mark it sent, or mark a winner who
// did not answer in time as forfeited (the next entry in the same order wins). Volunteers only; every
// action is kept in the giveaway's audit, shown under it.

import { programTextsIn } from '@bookwish/shared/domain/program-texts';
import { isLocale } from '@bookwish/shared/i18n/locales';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import NotFoundPage from '../../components/not-found-page.tsx';
import { ProgramWords } from '../../components/program/program-words.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText, loadErrorText } from '../../lib/api.ts';
import { formatDate, t } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import {
  type SupportGiveaway,
  useDrawGiveaway,
  useSupportGiveaways,
  useWinnerAction,
} from './giveaway-api.ts';
import { GiveawayForm } from './giveaway-form.tsx';
import { dayText } from './running-giveaway.tsx';
import { WinnerDetails } from './winner-details.tsx';

export default function GiveawaysConsolePage() {
  const { user } = useSession();
  if (!user?.volunteer) return <NotFoundPage />;
  return <GiveawaysConsole />;
}

function GiveawaysConsole() {
  const list = useSupportGiveaways();
  const [editing, setEditing] = useState<SupportGiveaway | 'new' | null>(null);
  return (
    <>
      <title>{t('pages.support/giveaways.title')}</title>
      <PageHeader eyebrow={t('supportPage.volunteers')} title={t('giveawaysConsole.title')} width="wide">
        {t('giveawaysConsole.lead')}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-8 px-5 py-8">
        <p>
          <Link to={paths.support} className="font-semibold text-brand-dark underline underline-offset-4">
            {t('giveawaysConsole.backToSupport')}
          </Link>
        </p>
        {editing ? (
          <GiveawayForm giveaway={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : (
          <Button onClick={() => setEditing('new')}>{t('giveawaysConsole.newGiveaway')}</Button>
        )}
        {list.isPending ? (
          <div aria-busy="true">
            <p className="sr-only" role="status">
              {t('giveawaysConsole.loading')}
            </p>
            <Skeleton className="h-40 w-full" />
          </div>
        ) : list.isError ? (
          <Alert>
            <p>{loadErrorText(list.error, t('giveawaysConsole.loadFailed'))}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => list.refetch()}>
              {t('giveaway.tryAgain')}
            </Button>
          </Alert>
        ) : list.data.giveaways.length === 0 ? (
          <p className="text-ink-soft">{t('giveawaysConsole.none')}</p>
        ) : (
          list.data.giveaways.map((giveaway) => (
            <GiveawayCard key={giveaway.id} giveaway={giveaway} onEdit={() => setEditing(giveaway)} />
          ))
        )}
      </div>
    </>
  );
}

const PHASE: Record<SupportGiveaway['phase'], () => string> = {
  upcoming: () => t('giveaway.phaseUpcoming'),
  open: () => t('giveaway.phaseOpen'),
  closed: () => t('giveaway.phaseClosed'),
  drawn: () => t('giveaway.phaseDrawn'),
};

const when = (at: number) =>
  formatDate(at, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function GiveawayCard({ giveaway, onEdit }: { giveaway: SupportGiveaway; onEdit: () => void }) {
  const { locale } = useLanguage();
  const words = programTextsIn(giveaway.texts, isLocale(locale) ? locale : 'en');
  const draw = useDrawGiveaway(giveaway.id);
  return (
    <article
      className="space-y-4 rounded-card border border-line bg-white p-5"
      aria-labelledby={`g-${giveaway.id}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`g-${giveaway.id}`} className="font-display text-xl font-semibold">
          <ProgramWords text={words.name} />
        </h2>
        <span className="text-sm font-semibold text-brand-dark">{PHASE[giveaway.phase]()}</span>
      </header>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>
          {t('giveaway.dates', {
            opens: dayText(giveaway.window.opens),
            closes: dayText(giveaway.window.closes),
          })}
        </li>
        <li>{t('giveaway.places', { count: giveaway.places })}</li>
        <li data-testid="console-entries">{t('giveawaysConsole.entries', { count: giveaway.entries })}</li>
      </ul>
      <div className="text-sm text-ink-soft">
        <p>{t('giveawaysConsole.commitment')}</p>
        <code dir="ltr" className="block break-all font-mono">
          {giveaway.commitment}
        </code>
      </div>
      <div className="flex flex-wrap gap-3">
        {giveaway.phase !== 'drawn' && (
          <Button variant="outline" onClick={onEdit}>
            {t('giveawaysConsole.edit')}
          </Button>
        )}
        {giveaway.phase === 'closed' && (
          <Button
            disabled={draw.isPending}
            onClick={() =>
              draw.mutate(undefined, {
                onSuccess: () => toast.success(t('giveawaysConsole.drawn')),
                onError: (error) => toast.error(errorText(error, t('msg.common.unexpected'))),
              })
            }
          >
            {t('giveawaysConsole.draw')}
          </Button>
        )}
      </div>
      {giveaway.phase === 'open' || giveaway.phase === 'upcoming' ? (
        <p className="text-sm text-ink-soft">{t('giveawaysConsole.drawAfter')}</p>
      ) : null}
      {giveaway.winners.length > 0 && <Winners giveaway={giveaway} />}
      {giveaway.audit.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold">{t('giveawaysConsole.audit')}</summary>
          <ul className="mt-2 space-y-1 text-sm text-ink-soft">
            {giveaway.audit.map((entry) => (
              <li key={`${entry.at}-${entry.action}-${entry.detail}`} className="flex flex-wrap gap-x-3">
                <span>{when(entry.at)}</span>
                <span>{entry.volunteerName}</span>
                <span dir="ltr">{`${entry.action}: ${entry.detail}`}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function Winners({ giveaway }: { giveaway: SupportGiveaway }) {
  const act = useWinnerAction(giveaway.id);
  const run = (entryId: string, action: 'sent' | 'forfeited') =>
    act.mutate(
      { entryId, action },
      {
        onSuccess: () => toast.success(t('giveawaysConsole.saved')),
        onError: (error) => toast.error(errorText(error, t('msg.common.unexpected'))),
      },
    );
  return (
    <section>
      <h3 className="font-semibold">{t('giveawaysConsole.winners')}</h3>
      <ul className="mt-2 space-y-3" data-testid="console-winners">
        {giveaway.winners.map((winner) => (
          <li key={winner.entryId} className="rounded-card border border-line p-3">
            <WinnerDetails winner={winner} />
            {winner.state === 'waiting' && (
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" disabled={act.isPending} onClick={() => run(winner.entryId, 'sent')}>
                  {t('giveawaysConsole.markSent')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={act.isPending}
                  onClick={() => run(winner.entryId, 'forfeited')}
                >
                  {t('giveawaysConsole.forfeit')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
