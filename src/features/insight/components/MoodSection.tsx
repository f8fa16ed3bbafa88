import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { emotionOptions } from '@/content/insight/emotions';
import { ChartBoundary } from '@/components/ui/ChartBoundary';
import { formatCalendarDate, formatDate, formatDateTime } from '@/lib/format';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { useMoodCheckInCount, useMoodCheckIns } from '../data/read-reflections';
import { useCopy } from '../hooks/use-copy';
import { MOOD_VIEWS, moodSeries, viewStart, type MoodBucket, type MoodCheckIn, type MoodSeries, type MoodViewId } from '../lib/mood-trend';
import { paths } from '../lib/paths';
import type { MoodChartRow } from './charts/MoodChart';

const MoodChart = lazy(() => importWithTimeout(() => import('./charts/MoodChart'), 'mood-chart'));

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
}

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

function bucketLabel(bucket: MoodBucket): string {
  if (bucket.grain === 'week') return formatCalendarDate(bucket.start);
  const [year, month] = bucket.start.split('-').map(Number);
  return monthFormat.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
}

/** The check-ins in one sentence, for screen readers and as the chart's text alternative. */
function describeCheckIns(points: readonly MoodCheckIn[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No check-ins in the last 4 weeks. Choose a longer stretch to see earlier ones.';
  const pleasant = average(points.map((point) => point.pleasantness)).toFixed(1);
  const energy = average(points.map((point) => point.energy)).toFixed(1);
  const span = points.length === 1 ? `on ${formatDate(first.createdAt)}` : `from ${formatDate(first.createdAt)} to ${formatDate(last.createdAt)}`;
  return `${points.length} ${points.length === 1 ? 'check-in' : 'check-ins'} ${span}. Pleasantness averaged ${pleasant} and energy ${energy}, each on a scale of 1 to 5. The most recent: pleasantness ${last.pleasantness}, energy ${last.energy}.`;
}

function describeBuckets(series: Extract<MoodSeries, { kind: 'buckets' }>): string {
  const first = series.buckets[0];
  const last = series.buckets.at(-1);
  if (!first || !last) return 'No check-ins in this stretch.';
  const unit = series.grain === 'week' ? 'week' : 'month';
  const count = series.buckets.length;
  const weighted = (pick: (bucket: MoodBucket) => number) =>
    (series.buckets.reduce((sum, bucket) => sum + pick(bucket) * bucket.count, 0) / series.checkInCount).toFixed(1);
  return `${series.grain === 'week' ? 'Weekly' : 'Monthly'} averages of ${series.checkInCount} ${series.checkInCount === 1 ? 'check-in' : 'check-ins'} over ${count} ${count === 1 ? unit : `${unit}s`}, from the ${unit} of ${bucketLabel(first)} to the ${unit} of ${bucketLabel(last)}. Pleasantness averaged ${weighted((bucket) => bucket.pleasantness)} and energy ${weighted((bucket) => bucket.energy)}, each on a scale of 1 to 5. The latest ${unit}: pleasantness ${last.pleasantness}, energy ${last.energy}.`;
}

function CheckInTable({ checkIns }: { checkIns: readonly MoodCheckIn[] }) {
  const pick = useCopy();
  const words = (ids: string[]) =>
    ids.map((id) => emotionOptions.find((option) => option.id === id)).filter((option) => option !== undefined).map((option) => pick(option.label)).join(', ');
  return (
    <table className="insight-table">
      <caption>Mood check-ins over the last 4 weeks, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Pleasantness (1 to 5)</th>
          <th scope="col">Energy (1 to 5)</th>
          <th scope="col">Words</th>
        </tr>
      </thead>
      <tbody>
        {checkIns.map((point) => (
          <tr key={point.id}>
            <th scope="row">{formatDateTime(point.createdAt)}</th>
            <td>{point.pleasantness}</td>
            <td>{point.energy}</td>
            <td>{words(point.emotions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BucketTable({ series }: { series: Extract<MoodSeries, { kind: 'buckets' }> }) {
  const weekly = series.grain === 'week';
  return (
    <table className="insight-table">
      <caption>Mood check-ins, {weekly ? 'weekly' : 'monthly'} averages, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">{weekly ? 'Week from' : 'Month'}</th>
          <th scope="col">Check-ins</th>
          <th scope="col">Pleasantness (average, 1 to 5)</th>
          <th scope="col">Energy (average, 1 to 5)</th>
        </tr>
      </thead>
      <tbody>
        {series.buckets.map((bucket) => (
          <tr key={bucket.start}>
            <th scope="row">{bucketLabel(bucket)}</th>
            <td>{bucket.count}</td>
            <td>{bucket.pleasantness}</td>
            <td>{bucket.energy}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Pleasantness and energy over time, in the stretch the person picks. Only that stretch is read from the device
 * (four weeks when the screen opens), and the averages are computed once per change, so years of daily check-ins
 * draw at most a point a week (or a month, for everything beyond two years).
 */
export function MoodSection() {
  const [viewId, setViewId] = useState<MoodViewId>('check-ins');
  const view = MOOD_VIEWS.find((candidate) => candidate.id === viewId) ?? MOOD_VIEWS[0];
  // Worked out once per view (to the day), so that the live query's key stays the same from one render to the next.
  const since = useMemo(() => (view ? viewStart(view, new Date()) : null), [view]);
  const total = useMoodCheckInCount();
  const checkIns = useMoodCheckIns(since);
  const series = useMemo(() => (view && checkIns ? moodSeries(view, checkIns) : undefined), [view, checkIns]);
  const rows = useMemo<MoodChartRow[]>(() => {
    if (!series) return [];
    if (series.kind === 'check-ins') return series.checkIns.map((point) => ({ key: point.id, label: formatDate(point.createdAt), pleasantness: point.pleasantness, energy: point.energy }));
    return series.buckets.map((bucket) => ({ key: bucket.start, label: bucketLabel(bucket), pleasantness: bucket.pleasantness, energy: bucket.energy }));
  }, [series]);

  if (total === undefined) return <p className="insight-muted">Loading…</p>;
  if (total === 0) {
    return (
      <p>
        No mood check-ins yet. <Link to={paths.tool('mood-check-in')}>Do a one-minute check-in</Link> and it will appear
        here.
      </p>
    );
  }
  const summary = series ? (series.kind === 'check-ins' ? describeCheckIns(series.checkIns) : describeBuckets(series)) : 'Loading…';
  return (
    <>
      <fieldset className="insight-mood-views">
        <legend>Show</legend>
        {MOOD_VIEWS.map((option) => (
          <label key={option.id} className="insight-mood-views__choice">
            <input type="radio" name="mood-view" value={option.id} checked={option.id === viewId} onChange={() => setViewId(option.id)} />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <p data-testid="mood-summary">{summary}</p>
      {rows.length > 0 && series ? (
        <>
          <div className="insight-chart" role="img" aria-label={`Chart of mood over time. ${summary}`}>
            <ChartBoundary>
              <Suspense fallback={<p className="insight-muted">Loading the chart…</p>}>
                <MoodChart rows={rows} averaged={series.kind === 'buckets'} />
              </Suspense>
            </ChartBoundary>
          </div>
          <details>
            <summary>Show the check-ins as a table</summary>
            <div className="insight-table-wrap">{series.kind === 'check-ins' ? <CheckInTable checkIns={series.checkIns} /> : <BucketTable series={series} />}</div>
          </details>
        </>
      ) : null}
    </>
  );
}
