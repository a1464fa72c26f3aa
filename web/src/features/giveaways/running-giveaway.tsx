// The running giveaway on the events page (/event2), in the reader's language: its name, prize and
// rules as volunteers wrote them (English marked where a translation is missing), its dates in
// Pacific time, places, entries so far and, for a signed-in member, their own entries; the seed's
// commitment from the start, and after the draw the seed, the winning entries and the procedure with
// the commands a member runs to check it (shared/src/domain/giveaway.ts).

import { checkCommands } from '@bookwish/shared/domain/giveaway';
import { programTextsIn } from '@bookwish/shared/domain/program-texts';
import { isLocale } from '@bookwish/shared/i18n/locales';
import { Link } from 'react-router-dom';
import { ProgramParagraphs, ProgramWords } from '../../components/program/program-words.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { loadErrorText } from '../../lib/api.ts';
import { formatDate, formatNumber, t } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/i18n-provider.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import {
  entriesTextPath,
  type PublicGiveaway,
  useCurrentGiveaway,
  useMyGiveawayEntries,
} from './giveaway-api.ts';

/** Each phase's words, key by key (the build swaps whole literal keys for short ids). */
const PHASE: Record<PublicGiveaway['phase'], () => string> = {
  upcoming: () => t('giveaway.phaseUpcoming'),
  open: () => t('giveaway.phaseOpen'),
  closed: () => t('giveaway.phaseClosed'),
  drawn: () => t('giveaway.phaseDrawn'),
};

/** "2026-08-01" as the reader's language writes a day. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatDate(Date.UTC(year, month - 1, date, 12), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A hash or an id, never translated: left to right and breakable inside a Persian page. */
function Code({ children }: { children: string }) {
  return (
    <code dir="ltr" className="break-all rounded bg-paper-deep px-1 font-mono text-sm">
      {children}
    </code>
  );
}

export function RunningGiveaway() {
  const current = useCurrentGiveaway();
  if (current.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only" role="status">
          {t('giveaway.loading')}
        </p>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (current.isError) {
    return (
      <Alert>
        <p>{loadErrorText(current.error, t('giveaway.loadFailed'))}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => current.refetch()}>
          {t('giveaway.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const giveaway = current.data.giveaway;
  if (!giveaway) return <p className="text-ink-soft">{t('giveaway.none')}</p>;
  return <Giveaway giveaway={giveaway} />;
}

function Giveaway({ giveaway }: { giveaway: PublicGiveaway }) {
  const { locale } = useLanguage();
  const words = programTextsIn(giveaway.texts, isLocale(locale) ? locale : 'en');
  return (
    <section aria-labelledby="giveaway-name" className="rounded-card border border-line bg-white p-5 sm:p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-dark">
        {PHASE[giveaway.phase]()}
      </p>
      <h2 id="giveaway-name" className="mt-1 font-display text-2xl font-semibold text-ink">
        <ProgramWords text={words.name} />
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-soft">{t('giveaway.datesLabel')}</dt>
          <dd className="font-semibold">
            {t('giveaway.dates', {
              opens: dayText(giveaway.window.opens),
              closes: dayText(giveaway.window.closes),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t('giveaway.prizeLabel')}</dt>
          <dd className="font-semibold">
            <span className="block">{t('giveaway.places', { count: giveaway.places })}</span>
            <ProgramWords text={words.prize} className="block" />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">
            {giveaway.draw ? t('giveaway.entriesDrawnLabel') : t('giveaway.entriesLabel')}
          </dt>
          <dd className="font-semibold" data-testid="giveaway-entries">
            {formatNumber(giveaway.entries)}
          </dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{t('giveaway.rulesLabel')}</h3>
      <ProgramParagraphs text={words.rules} className="mt-2 text-ink-soft" />
      <MyEntries giveaway={giveaway} />
      <Fairness giveaway={giveaway} />
    </section>
  );
}

function MyEntries({ giveaway }: { giveaway: PublicGiveaway }) {
  const { user } = useSession();
  const mine = useMyGiveawayEntries(Boolean(user));
  if (!user) {
    return (
      <p className="mt-6">
        <Link to={paths.login} className="font-semibold text-brand-dark underline underline-offset-4">
          {t('giveaway.signInForEntries')}
        </Link>
      </p>
    );
  }
  if (mine.isPending) return <Skeleton className="mt-6 h-10 w-full" />;
  if (mine.isError || mine.data.giveawayId !== giveaway.id) return null;
  const { entryIds, won } = mine.data;
  return (
    <div className="mt-6 rounded-card bg-paper p-4" data-testid="my-entries">
      <h3 className="font-semibold text-ink">{t('giveaway.yourEntries', { count: entryIds.length })}</h3>
      {entryIds.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {entryIds.map((id) => (
            <li key={id}>
              <Code>{id}</Code>
            </li>
          ))}
        </ul>
      )}
      {won && <p className="mt-3 font-semibold text-brand-dark">{t('giveaway.youWon', { entry: won })}</p>}
    </div>
  );
}

function Fairness({ giveaway }: { giveaway: PublicGiveaway }) {
  const draw = giveaway.draw;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const commands = draw
    ? checkCommands(
        `${origin}${entriesTextPath(giveaway.id)}`,
        draw.seed,
        giveaway.places + draw.forfeited.length,
      )
    : [];
  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="font-semibold text-ink">{t('giveaway.fairnessHeading')}</h3>
      <p className="mt-2 text-ink-soft">{t('giveaway.commitment')}</p>
      <p className="mt-1" data-testid="giveaway-commitment">
        <Code>{giveaway.commitment}</Code>
      </p>
      {draw ? (
        <>
          <p className="mt-3 text-ink-soft">{t('giveaway.seed')}</p>
          <p className="mt-1" data-testid="giveaway-seed">
            <Code>{draw.seed}</Code>
          </p>
          <h4 className="mt-4 font-semibold text-ink">{t('giveaway.winnersHeading')}</h4>
          <ol className="mt-2 list-decimal space-y-1 ps-6" data-testid="giveaway-winners">
            {draw.winners.map((winner) => (
              <li key={winner.entryId}>
                <Code>{winner.entryId}</Code>
              </li>
            ))}
          </ol>
          {draw.forfeited.map((winner) => (
            <p key={winner.entryId} className="mt-2 text-sm text-ink-soft">
              {t('giveaway.forfeited', { entry: winner.entryId })}
            </p>
          ))}
          <p className="mt-4 text-ink-soft">{t('giveaway.procedure')}</p>
          <p className="mt-3">
            <a
              href={entriesTextPath(giveaway.id)}
              className="font-semibold text-brand-dark underline underline-offset-4"
            >
              {t('giveaway.downloadEntries')}
            </a>
          </p>
          <p className="mt-3 text-sm text-ink-soft">{t('giveaway.commands')}</p>
          {/* Wrapped, not scrolled: a phone shows every command whole, and a copy keeps the lines as they are. */}
          <pre
            dir="ltr"
            className="mt-1 rounded-card bg-ink p-3 text-start text-xs break-all whitespace-pre-wrap text-white"
          >
            {commands.join('\n')}
          </pre>
        </>
      ) : (
        <p className="mt-3 text-ink-soft">{t('giveaway.seedLater')}</p>
      )}
    </div>
  );
}
