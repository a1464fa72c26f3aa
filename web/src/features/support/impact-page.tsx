// /support/impact: the figures a funder or the board asks for, month by month, for volunteers. The
// range is in the URL (?from=2026-01&to=2026-11), so a link to a report opens that report. Aggregates
// only: the API never sends a name, and a destination with fewer than five recipients reads "Other".

import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../components/not-found-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorText, loadErrorText } from '../../lib/api.ts';
import { bookTypeText } from '../../lib/i18n/book-types.ts';
import { type CatalogueKey, formatDate, formatNumber, t } from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { downloadImpactCsv, type ImpactReport, useImpact } from './api/impact-api.ts';

const ImpactChart = lazy(() =>
  import('./components/impact-chart.tsx').then((module) => ({ default: module.ImpactChart })),
);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month-by-month table's columns after the month, in the CSV's order (impactCsv). */
const COLUMNS = [
  ['booksGifted', 'impactPage.booksGifted'],
  ['wishesGranted', 'impactPage.wishesGranted'],
  ['treatsGiven', 'impactPage.treatsGiven'],
  ['booksSent', 'impactPage.booksSent'],
  ['booksOnTheirWay', 'impactPage.booksOnTheirWay'],
  ['newMembers', 'impactPage.newMembers'],
  ['activeMembers', 'impactPage.activeMembers'],
  ['lapses', 'impactPage.lapses'],
  ['reopens', 'impactPage.reopens'],
] as const satisfies readonly (readonly [keyof ImpactReport['totals'], CatalogueKey])[];

export default function ImpactPage() {
  const { user } = useSession();
  if (!user?.volunteer) return <NotFoundPage />;
  return <ImpactDashboard />;
}

/** "2026-11" in the reader's language: "Nov 2026", "nov. 2026", "2026年11月". */
function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return formatDate(Date.UTC(year, number - 1, 15), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function ImpactDashboard() {
  const [params, setParams] = useSearchParams();
  const thisMonth = new Date().toISOString().slice(0, 7);
  const from = MONTH.test(params.get('from') ?? '')
    ? (params.get('from') as string)
    : `${thisMonth.slice(0, 4)}-01`;
  const to = MONTH.test(params.get('to') ?? '') ? (params.get('to') as string) : thisMonth;
  const impact = useImpact(from, to);
  return (
    <>
      <title>{t('pages.support/impact.title')}</title>
      <PageHeader eyebrow={t('supportPage.volunteers')} title={t('impactPage.title')} width="wide">
        {t('impactPage.lead')}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-8 px-5 py-8">
        <p>
          <Link to={paths.support} className="font-semibold text-brand-dark underline underline-offset-4">
            {t('impactPage.backToSupport')}
          </Link>
        </p>
        <RangeForm
          key={`${from}:${to}`}
          from={from}
          to={to}
          onShow={(next) => setParams({ from: next.from, to: next.to })}
        />
        {impact.isPending ? (
          <div aria-busy="true" className="space-y-4">
            <p className="sr-only" role="status">
              {t('impactPage.loading')}
            </p>
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : impact.isError ? (
          <Alert>
            <p>{loadErrorText(impact.error, t('impactPage.loadFailed'))}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => impact.refetch()}>
              {t('impactPage.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <Figures report={impact.data} />
        )}
      </div>
    </>
  );
}

function RangeForm({
  from,
  to,
  onShow,
}: {
  from: string;
  to: string;
  onShow: (range: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const download = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadImpactCsv(from, to);
    } catch (error) {
      setDownloadError(errorText(error, t('impactPage.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onShow(draft);
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('impactPage.from')}
          <input
            type="month"
            required
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className="h-11 rounded-lg border border-line bg-white px-3 font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t('impactPage.to')}
          <input
            type="month"
            required
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className="h-11 rounded-lg border border-line bg-white px-3 font-normal"
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('impactPage.show')}
        </Button>
        <Button variant="outline" onClick={download} disabled={downloading} aria-busy={downloading}>
          {downloading ? t('impactPage.downloading') : t('impactPage.downloadCsv')}
        </Button>
      </form>
      {downloadError && <Alert>{downloadError}</Alert>}
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-ink-soft">{detail}</dd>}
    </div>
  );
}

/** A wait as its median in days, with the 90th percentile under it. */
function DurationFigure({ label, duration }: { label: string; duration: ImpactReport['wishToOffer'] }) {
  if (duration.medianDays === null || duration.p90Days === null) {
    return <Figure label={label} value="–" detail={t('impactPage.notEnoughYet')} />;
  }
  return (
    <Figure
      label={label}
      value={t('impactPage.medianDays', { days: duration.medianDays })}
      detail={t('impactPage.p90Within', { days: duration.p90Days })}
    />
  );
}

function Figures({ report }: { report: ImpactReport }) {
  const { totals } = report;
  const labels = report.months.map((row) => monthLabel(row.month));
  const cell = 'px-3 py-2 text-end tabular-nums';
  const head = 'px-3 py-2 text-end font-semibold';
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('impactPage.booksGifted')} value={formatNumber(totals.booksGifted)} />
        <Figure label={t('impactPage.booksOnTheirWay')} value={formatNumber(totals.booksOnTheirWay)} />
        <Figure label={t('impactPage.newMembers')} value={formatNumber(totals.newMembers)} />
        <Figure label={t('impactPage.activeMembers')} value={formatNumber(totals.activeMembers)} />
        <DurationFigure label={t('impactPage.wishToOffer')} duration={report.wishToOffer} />
        <DurationFigure label={t('impactPage.offerToReceived')} duration={report.offerToReceived} />
        <Figure label={t('impactPage.lapses')} value={formatNumber(totals.lapses)} />
        <Figure label={t('impactPage.reopens')} value={formatNumber(totals.reopens)} />
      </dl>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <ImpactChart
          labels={labels}
          gifted={report.months.map((row) => row.booksGifted)}
          active={report.months.map((row) => row.activeMembers)}
          giftedLabel={t('impactPage.booksGifted')}
          activeLabel={t('impactPage.activeMembers')}
          caption={t('impactPage.chartCaption')}
        />
      </Suspense>
      <div className="overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-sm">
          <caption className="px-3 py-3 text-start font-semibold">{t('impactPage.tableCaption')}</caption>
          <thead className="bg-paper-deep">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('impactPage.month')}
              </th>
              {COLUMNS.map(([, label]) => (
                <th key={label} scope="col" className={head}>
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.months.map((row, i) => (
              <tr key={row.month} className="border-t border-line" data-month={row.month}>
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {labels[i]}
                </th>
                {COLUMNS.map(([field]) => (
                  <td key={field} className={cell}>
                    {formatNumber(row[field])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-line font-semibold" data-month="total">
              <th scope="row" className="px-3 py-2 text-start">
                {t('impactPage.total')}
              </th>
              {COLUMNS.map(([field]) => (
                <td key={field} className={cell}>
                  {formatNumber(totals[field])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Breakdown
          caption={t('impactPage.byTypeCaption')}
          column={t('impactPage.type')}
          rows={report.byType.map((row) => ({ name: bookTypeText(row.type), books: row.books }))}
        />
        <Breakdown
          caption={t('impactPage.byRegionCaption')}
          column={t('impactPage.destination')}
          rows={report.byRegion.map((row) =>
            row.region === 'Other'
              ? { name: t('impactPage.otherRegion'), books: row.books }
              : { name: row.region, books: row.books, capitalize: true },
          )}
        />
      </div>
    </>
  );
}

function Breakdown({
  caption,
  column,
  rows,
}: {
  caption: string;
  column: string;
  /** capitalize: a destination's folded words ("lima peru") read as a place name. */
  rows: { name: string; books: number; capitalize?: boolean }[];
}) {
  return (
    <div className="rounded-2xl border border-line bg-white">
      <table className="w-full text-sm">
        <caption className="px-3 py-3 text-start font-semibold">{caption}</caption>
        <thead className="bg-paper-deep">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {column}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('impactPage.booksGifted')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="border-t border-line">
              <td colSpan={2} className="px-3 py-3 text-ink-soft">
                {t('impactPage.noneYet')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name} className="border-t border-line">
                <th
                  scope="row"
                  className={cn('px-3 py-2 text-start font-normal', row.capitalize && 'capitalize')}
                >
                  {row.name}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">{formatNumber(row.books)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
