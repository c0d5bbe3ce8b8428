// What a listing (or the whole site) brought in the last 30 or 90 days: the totals first, each with its
// change from the period before in words, then the days as a chart (its code loaded only here) that a
// keyboard reads day by day, the same numbers as a table, and a CSV download. Owners see it for their
// listings on /account, staff for any listing and the whole site in Site Management.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowRight, ArrowUpRight, CalendarDays, Download, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { changeFromPrevious, INSIGHT_LABELS, INSIGHT_PERIODS, INSIGHT_SERIES, type InsightPeriod, type Insights, type InsightSeries } from '@shared/insights';
import { formatCount } from '@shared/format-count';
import { SegmentedToggle } from '@web/components/segmented-toggle';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { longDay } from './insight-days';

const InsightsChart = lazy(() => import('./insights-chart'));

/** The totals in the order an owner cares for them: people who came, then what they did. */
const TILES: readonly InsightSeries[] = ['visit', 'call', 'directions', 'website', 'search', 'email', 'social', 'reviews'];
const PERIOD_OPTIONS = INSIGHT_PERIODS.map((days) => ({ value: days, label: `${days} days`, icon: CalendarDays }));
const CHART_HEIGHT = 'h-64';

export interface InsightsPanelProps {
  /** The heading, e.g. 'What your listing brought' or the site's. */
  title: string;
  /** The query key the counts are kept under, without the period. */
  queryKey: readonly unknown[];
  load: (days: InsightPeriod, signal: AbortSignal) => Promise<Insights>;
  /** Where the CSV of a period downloads from. */
  csvHref: (days: InsightPeriod) => string;
  className?: string;
}

export function InsightsPanel({ title, queryKey, load, csvHref, className }: InsightsPanelProps) {
  const headingId = useId();
  const [days, setDays] = useState<InsightPeriod>(30);
  const query = useQuery({ queryKey: [...queryKey, days], queryFn: ({ signal }) => load(days, signal), placeholderData: keepPreviousData });
  const insights = query.data;

  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4', className)} data-testid="insights">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="font-sans text-sm font-bold uppercase tracking-wide text-muted-foreground">
          {title}
        </h4>
        <SegmentedToggle label="Period" look="compact" options={PERIOD_OPTIONS} value={days} onChange={setDays} />
      </div>
      {query.isError && !insights ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
          <span>We could not load these numbers.</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        </div>
      ) : insights ? (
        <InsightsBody insights={insights} csvHref={csvHref(days)} />
      ) : (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading the numbers">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className={cn(CHART_HEIGHT, 'rounded-xl')} />
        </div>
      )}
    </section>
  );
}

function InsightsBody({ insights, csvHref }: { insights: Insights; csvHref: string }) {
  const period = `the previous ${insights.days} days`;
  const nothingYet = INSIGHT_SERIES.every((s) => insights.totals[s] === 0 && insights.previous[s] === 0);
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {longDay(insights.from)} to {longDay(insights.to)}, compared with {period}.
      </p>
      <ul aria-label="Totals" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TILES.map((series) => (
          <TotalTile key={series} label={INSIGHT_LABELS[series]} now={insights.totals[series]} before={insights.previous[series]} period={period} />
        ))}
      </ul>
      {nothingYet ? (
        <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
          Nothing counted yet. Visits, calls and taps appear here from the day they happen.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className={cn(CHART_HEIGHT, 'rounded-xl')} />}>
          <InsightsChart insights={insights} heightClass={CHART_HEIGHT} />
        </Suspense>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DailyTable insights={insights} />
        <Button asChild variant="outline" size="sm">
          <a href={csvHref} download>
            <Download aria-hidden="true" />
            Download CSV
            <span className="sr-only"> of the last {insights.days} days</span>
          </a>
        </Button>
      </div>
    </>
  );
}

const TRENDS: Record<'up' | 'down' | 'same', { icon: LucideIcon; className: string }> = {
  up: { icon: ArrowUpRight, className: 'text-emerald-800' },
  down: { icon: ArrowDownRight, className: 'text-ember' },
  same: { icon: ArrowRight, className: 'text-muted-foreground' },
};

/** One total, its change from the period before in words (never by colour alone). */
function TotalTile({ label, now, before, period }: { label: string; now: number; before: number; period: string }) {
  const change = changeFromPrevious(now, before);
  const trend = TRENDS[now > before ? 'up' : now < before ? 'down' : 'same'];
  const words = change === 'no change' ? `No change from ${period}` : change === 'new' ? `Up from none in ${period}` : `${change} from ${period}`;
  return (
    <li className="grid gap-0.5 rounded-xl border bg-background/60 p-3">
      <span className="text-xs font-semibold text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums text-espresso">{formatCount(now)}</span>
      <span className={cn('inline-flex items-start gap-1 text-xs', trend.className)}>
        <trend.icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
        {words}
      </span>
    </li>
  );
}

/** The same numbers as a table, folded away: what a screen reader or a spreadsheet person may prefer. */
function DailyTable({ insights }: { insights: Insights }) {
  return (
    <details className="min-w-0 max-w-full basis-full text-sm">
      <summary className="cursor-pointer font-semibold text-gold-ink underline-offset-4 hover:underline">Show the numbers by day</summary>
      <div className="mt-2 max-h-80 overflow-auto rounded-xl border">
        <table className="w-full text-left text-xs tabular-nums">
          <caption className="sr-only">Counts by day, {insights.days} days</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Day
              </th>
              {INSIGHT_SERIES.map((s) => (
                <th key={s} scope="col" className="px-2 py-1.5">
                  {INSIGHT_LABELS[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...insights.daily].reverse().map((d) => (
              <tr key={d.day} className="border-t">
                <th scope="row" className="whitespace-nowrap px-2 py-1 font-semibold">
                  {longDay(d.day)}
                </th>
                {INSIGHT_SERIES.map((s) => (
                  <td key={s} className="px-2 py-1">
                    {formatCount(d[s])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
