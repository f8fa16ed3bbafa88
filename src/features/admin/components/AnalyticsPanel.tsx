import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import {
  ANALYTICS_RANGES,
  getAnalytics,
  MODULE_LABELS,
  STATUS_LABELS,
  TYPE_LABELS,
  type Analytics,
  type AnalyticsRange,
} from '../data/admin-api';
import { useRemote } from '../hooks/use-remote';
import { CATEGORY_LABELS, countRows, RATING_ORDER } from '../lib/count-rows';

// The chart library is loaded only when a chart is shown; the table alternative needs none of it.
const DailyChart = lazy(() => importWithTimeout(() => import('./DailyChart'), 'admin-chart'));

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

const numberFormat = new Intl.NumberFormat('en-US');

function CountTable({ caption, counts, labels, order }: { caption: string; counts: Record<string, number>; labels?: Readonly<Record<string, string>>; order?: readonly string[] }) {
  const rows = countRows(counts, order);
  return (
    <table className="admin-table admin-table--compact">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption.replace(/^By /, '')}</th>
          <th scope="col">Submissions</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={2}>None yet</td>
          </tr>
        ) : (
          rows.map(([key, count]) => (
            <tr key={key}>
              <th scope="row">{labels?.[key] ?? key}</th>
              <td>{numberFormat.format(count)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function DailyTable({ daily }: { daily: Analytics['daily'] }) {
  return (
    <div className="admin-table-wrap admin-daily-table">
      <table className="admin-table admin-table--compact">
        <caption>Submissions per day (UTC)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Submissions</th>
            <th scope="col">Average rating</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.submissions}</td>
              <td>{day.averageRating ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Analytics for a chosen range: the totals, a daily chart (or the same numbers as a table), and breakdowns. */
export function AnalyticsPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('range') ?? '30d';
  const range = ((ANALYTICS_RANGES as readonly string[]).includes(requested) ? requested : '30d') as AnalyticsRange;
  const remote = useRemote(`analytics:${range}`, () => getAnalytics(range), onError);
  const [asTable, setAsTable] = useState(false);
  const rangeId = useId();

  return (
    <section className="admin-section" aria-labelledby="admin-analytics-heading">
      <h2 id="admin-analytics-heading">Analytics</h2>
      <div className="admin-analytics__controls">
        <div className="admin-field">
          <label htmlFor={rangeId}>Range</label>
          <select
            id={rangeId}
            value={range}
            onChange={(event) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('range', event.target.value);
                return next;
              })
            }
          >
            {ANALYTICS_RANGES.map((value) => (
              <option key={value} value={value}>
                {RANGE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
          Show the daily numbers as a table
        </button>
      </div>

      {remote.kind === 'loading' ? (
        <p role="status" className="admin-status">
          Loading analytics…
        </p>
      ) : null}
      {remote.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {remote.message}
        </p>
      ) : null}
      {remote.kind === 'ready' ? (
        <>
          <dl className="admin-totals">
            <div>
              <dt>Submissions</dt>
              <dd>{numberFormat.format(remote.value.totals.submissions)}</dd>
            </div>
            <div>
              <dt>Average rating</dt>
              <dd>
                {remote.value.totals.averageRating === null
                  ? 'No ratings yet'
                  : `${remote.value.totals.averageRating} out of 5 (${remote.value.totals.ratedSubmissions} rated)`}
              </dd>
            </div>
            <div>
              <dt>Usage events</dt>
              <dd>{numberFormat.format(remote.value.totals.events)}</dd>
            </div>
          </dl>
          {asTable ? (
            <DailyTable daily={remote.value.daily} />
          ) : (
            <Suspense fallback={<p className="admin-status">Loading the chart…</p>}>
              <DailyChart daily={remote.value.daily} rangeLabel={RANGE_LABELS[range]} />
            </Suspense>
          )}
          <div className="admin-breakdowns">
            <CountTable caption="By category" counts={remote.value.byCategory} labels={CATEGORY_LABELS} />
            <CountTable caption="By type" counts={remote.value.byType} labels={TYPE_LABELS} />
            <CountTable caption="By area" counts={remote.value.byModule} labels={MODULE_LABELS} />
            <CountTable caption="By status" counts={remote.value.byStatus} labels={STATUS_LABELS} />
            <CountTable
              caption="By rating"
              counts={remote.value.byRating}
              order={RATING_ORDER}
              labels={{ '1': '1 star', '2': '2 stars', '3': '3 stars', '4': '4 stars', '5': '5 stars' }}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
