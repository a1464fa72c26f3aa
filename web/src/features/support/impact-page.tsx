// /support/impact: the figures a funder or the board asks for, month by month, for volunteers. The
// calendar year is in the URL (?year=2026), so a link to a report opens that report. Aggregates only,
// through the small-cell rule (impact-disclosure.ts): whole years, counts rounded to 5, a count under 5
// reads "Fewer than 5", and a destination with fewer than five recipients reads "Other".

import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lazyPart } from '../../components/lazy-part.tsx';
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
import type { ImpactChartProps } from './components/impact-chart.tsx';

// A part of its own: when its code does not arrive, the figures and tables stay and the chart's place
// says why (lazyPart), instead of the page going behind an error.
const ImpactChart = lazyPart<ImpactChartProps>(() =>
  import('./components/impact-chart.tsx').then((module) => ({ default: module.ImpactChart })),
);

const YEAR = /^\d{4}$/;
/** The years the picker offers: this one and the nine before it. */
const YEARS_OFFERED = 10;

/** A published count: a number, or "Fewer than 5" where the rule holds it back. */
function countText(value: number | null): string {
  return value === null ? t('impactPage.heldBack') : formatNumber(value);
}

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
  const thisYear = String(new Date().getUTCFullYear());
  const year = YEAR.test(params.get('year') ?? '') ? (params.get('year') as string) : thisYear;
  const impact = useImpact(year);
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
        <YearForm
          key={year}
          year={year}
          thisYear={Number(thisYear)}
          onShow={(next) => setParams({ year: next })}
        />
        <p className="max-w-3xl text-sm text-ink-soft">{t('impactPage.ruleNote')}</p>
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

function YearForm({
  year,
  thisYear,
  onShow,
}: {
  year: string;
  thisYear: number;
  onShow: (year: string) => void;
}) {
  const [draft, setDraft] = useState(year);
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => String(thisYear - i));
  if (!years.includes(year)) years.push(year);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
  const download = async () => {
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadImpactCsv(year);
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
          {t('impactPage.year')}
          <select
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-11 rounded-lg border border-line bg-white px-3 font-normal"
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
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
        <Figure label={t('impactPage.booksGifted')} value={countText(totals.booksGifted)} />
        <Figure label={t('impactPage.booksOnTheirWay')} value={countText(totals.booksOnTheirWay)} />
        <Figure label={t('impactPage.newMembers')} value={countText(totals.newMembers)} />
        <Figure label={t('impactPage.activeMembers')} value={countText(totals.activeMembers)} />
        <DurationFigure label={t('impactPage.wishToOffer')} duration={report.wishToOffer} />
        <DurationFigure label={t('impactPage.offerToReceived')} duration={report.offerToReceived} />
        <Figure label={t('impactPage.lapses')} value={countText(totals.lapses)} />
        <Figure label={t('impactPage.reopens')} value={countText(totals.reopens)} />
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
                    {countText(row[field])}
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
                  {countText(totals[field])}
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
        {/* Book drives: books gifted for each drive in the year, through the same rule. */}
        <Breakdown
          caption={t('impactPage.byDriveCaption')}
          column={t('impactPage.drive')}
          rows={(report.byDrive ?? []).map((row) => ({ name: row.name, books: row.books }))}
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
  rows: { name: string; books: number | null; capitalize?: boolean }[];
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
                <td className="px-3 py-2 text-end tabular-nums">{countText(row.books)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
