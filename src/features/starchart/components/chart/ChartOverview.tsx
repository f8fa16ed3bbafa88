import { lazy, Suspense, useId, useState } from 'react';
import { describeFlags } from '@/content/insight/measure-flags';
import { ChartBoundary } from '@/components/ui/ChartBoundary';
import { adherenceText, type StripDay } from '@/domains/prescriptions/adherence';
import { formatLocalDate } from '@/domains/calendar/rhythm-words';
import { MeasureTrendChart } from '@/domains/measures/components/MeasureTrendChart';
import { measureWords } from '@/domains/measures/scores-over-time';
import { formatDate } from '@/lib/format';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { usePlainText } from '@/lib/plain-language';
import type { FlagReviewRow } from '@/db/star-chart-types';
import { flagKey, type ChartFlag, type ChartSummary, type ItemSummary, type MeasureSeries, type MoodPoint } from '../../data/chart-summary';

const MoodTrendLines = lazy(() => importWithTimeout(() => import('./MoodTrendLines'), 'chart-mood-lines'));

/** The therapist's reviews of the chart's flags, and the two things they can do with one. */
export interface FlagReviews {
  /** Each review, by the `flagKey` of the flag it names. */
  byFlag: ReadonlyMap<string, FlagReviewRow>;
  review(flag: ChartFlag): void;
  undo(flag: ChartFlag): void;
}

/** A flag's review: "Mark reviewed", or the day it was reviewed with "Undo". One button, so focus stays on it. */
function FlagReview({ flag, reviews, describedBy }: { flag: ChartFlag; reviews: FlagReviews; describedBy: string }) {
  const text = usePlainText();
  const review = reviews.byFlag.get(flagKey(flag));
  return (
    <span>
      {review ? <span data-testid="flag-reviewed">{text(`Reviewed on ${formatDate(review.reviewedAt)}`, `Reviewed on ${formatDate(review.reviewedAt)}`)} </span> : null}
      <button type="button" className="button" aria-describedby={describedBy} onClick={() => (review ? reviews.undo(flag) : reviews.review(flag))}>
        {review ? text('Undo', 'Undo') : text('Mark reviewed', 'Mark reviewed')}
      </button>
    </span>
  );
}

/**
 * Risk flags, newest first, each with its date: the first thing the chart shows. With `reviews`, each can be marked
 * reviewed (dated, undoable); a reviewed flag stays listed but no longer counts as open.
 */
export function ChartFlags({ flags, limit, reviews }: { flags: readonly ChartFlag[]; limit?: number; reviews?: FlagReviews }) {
  const text = usePlainText();
  const id = useId();
  const shown = limit === undefined ? flags : flags.slice(0, limit);
  return (
    <section aria-labelledby="sc-flags-title" className="sc-card sc-flags" data-testid="chart-flags">
      <h2 id="sc-flags-title">{text('Flags', 'Things to ask about')}</h2>
      {flags.length === 0 ? (
        <p className="sc-muted">{text('No flag in what the client sent back.', 'Nothing flagged in what was sent.')}</p>
      ) : (
        <ul className="sc-list">
          {shown.map((flag, index) => (
            <li key={`${flag.flag}-${flag.at}`} className="sc-flag">
              <span id={`${id}-flag-${index}`}>
                <strong>{describeFlags([flag.flag])}</strong>
                <span className="sc-muted">
                  {' '}
                  · {formatDate(flag.at)}
                  {flag.itemTitle ? ` · ${flag.itemTitle}` : ''}
                </span>
              </span>
              {reviews ? (
                <>
                  {' '}
                  <FlagReview flag={flag} reviews={reviews} describedBy={`${id}-flag-${index}`} />
                </>
              ) : null}
            </li>
          ))}
          {shown.length < flags.length ? <li className="sc-muted">{text(`and ${flags.length - shown.length} earlier`, `and ${flags.length - shown.length} more`)}</li> : null}
        </ul>
      )}
    </section>
  );
}

const STRIP_WORDS: Record<StripDay['state'], { mark: string; word: string }> = {
  done: { mark: '✓', word: 'done' },
  missed: { mark: '–', word: 'not done' },
  today: { mark: '○', word: 'today, not done yet' },
  'not-due': { mark: '', word: 'not due' },
};

function CalendarStrip({ summary }: { summary: ItemSummary }) {
  return (
    <ol className="sc-strip" aria-label={`${summary.item.title}: the last ${summary.strip.length} days, oldest first`}>
      {summary.strip.map((day) => (
        <li key={day.date} className={`sc-strip__day sc-strip__day--${day.state}`} title={`${formatLocalDate(day.date)}: ${STRIP_WORDS[day.state].word}`}>
          <span aria-hidden="true">{STRIP_WORDS[day.state].mark}</span>
          <span className="visually-hidden">
            {formatLocalDate(day.date)}: {STRIP_WORDS[day.state].word}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Done / due per item over 7, 28 and 90 days, and (unless compact) each item's calendar strip. */
export function ChartAdherence({ summary, compact = false }: { summary: ChartSummary; compact?: boolean }) {
  const text = usePlainText();
  return (
    <section aria-labelledby="sc-adherence-title" className="sc-card" data-testid="chart-adherence">
      <h2 id="sc-adherence-title">{text('Done / due over the last 7, 28 and 90 days', 'Done / due lately')}</h2>
      <p className="sc-hint">
        {summary.zoneFromClient
          ? text(`Counted on the client's calendar (${summary.timeZone}, from their latest return). Today counts once it is done.`, `Counted in the client's time zone (${summary.timeZone}). Today counts once it is done.`)
          : text(`No return carried the client's time zone yet, so days are counted in yours (${summary.timeZone}). Today counts once it is done.`, `Counted in your time zone (${summary.timeZone}) for now. Today counts once it is done.`)}
      </p>
      {summary.items.length === 0 ? <p className="sc-muted">{text('Nothing prescribed yet.', 'Nothing prescribed yet.')}</p> : null}
      {summary.items.length > 0 ? (
        // A narrow screen may scroll the table sideways: the region can then be reached and scrolled by keyboard.
        <div className="sc-table-wrap" role="region" aria-label={text('Done / due per item', 'Done / due per item')} tabIndex={0}>
          <table className="sc-table">
            <thead>
              <tr>
                <th scope="col">{text('Item', 'Item')}</th>
                <th scope="col">{text('7 days', '7 days')}</th>
                <th scope="col">{text('28 days', '28 days')}</th>
                <th scope="col">{text('90 days', '90 days')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.items.map((item) => (
                <tr key={`${item.prescriptionId}-${item.item.id}`} data-testid={`adherence-${item.item.contentId}`}>
                  <th scope="row">{item.item.title}</th>
                  <td>{adherenceText(item.adherence[7])}</td>
                  <td>{adherenceText(item.adherence[28])}</td>
                  <td>{adherenceText(item.adherence[90])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {compact
        ? null
        : summary.items.map((item) => (
            <div key={`${item.prescriptionId}-${item.item.id}`} className="sc-strip-row">
              <p className="sc-strip-title">{item.item.title}</p>
              <CalendarStrip summary={item} />
            </div>
          ))}
      {compact ? null : (
        <p className="sc-hint">
          {text('In each strip: ✓ done, – due and not done, ○ today, blank not due.', '✓ done, – not done, ○ today, blank: not due.')}
        </p>
      )}
    </section>
  );
}

function MoodTrend({ points }: { points: readonly MoodPoint[] }) {
  const [tableOpen, setTableOpen] = useState(false);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return (
    <div className="measure-trend" data-testid="mood-trend">
      <h3>Mood check-ins</h3>
      <div
        className="measure-trend__chart"
        role="img"
        aria-label={`Chart of ${points.length} mood check-ins from ${formatDate(first.at)} to ${formatDate(last.at)}: pleasantness and energy, each from 1 to 5, with a line at 3, the middle. The latest: pleasantness ${last.pleasantness ?? 'not given'}, energy ${last.energy ?? 'not given'}.`}
      >
        <ChartBoundary>
          <Suspense fallback={<p className="measure-trend__loading">Loading the chart…</p>}>
            <MoodTrendLines points={points.slice(-200)} />
          </Suspense>
        </ChartBoundary>
      </div>
      <details className="measure-trend__details" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>Show the mood check-ins as a table</summary>
        {tableOpen ? (
          <div className="measure-trend__table-wrap">
            <table className="measure-trend__table">
              <caption>Mood check-ins, oldest first ({points.length} in all, each from 1 to 5)</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Pleasantness</th>
                  <th scope="col">Energy</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.at}>
                    <th scope="row">{formatDate(point.at)}</th>
                    <td>{point.pleasantness ?? ''}</td>
                    <td>{point.energy ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </details>
    </div>
  );
}

function LatestScore({ series }: { series: MeasureSeries }) {
  const last = series.points.at(-1);
  if (!last) return null;
  const words = measureWords(series.instrumentId);
  return (
    <p data-testid={`latest-${series.instrumentId}`}>
      Latest: <strong>{last.score}</strong> ({words.bandNames[last.bandId] ?? last.bandId} range) on {formatDate(last.at)}
      {last.flags.length > 0 ? <strong className="return-view__flag"> · {describeFlags(last.flags)}</strong> : null}
    </p>
  );
}

/** Every returned measure's trend with its band lines (and, unless compact, the change in words about the client), and mood. */
export function ChartTrends({ summary, compact = false }: { summary: ChartSummary; compact?: boolean }) {
  const text = usePlainText();
  return (
    <section aria-labelledby="sc-trends-title" className="sc-card" data-testid="chart-trends">
      <h2 id="sc-trends-title">{text('Trends', 'Over time')}</h2>
      {summary.measures.length === 0 && summary.mood.length === 0 ? (
        <p className="sc-muted">{text('No scores sent back yet.', 'No scores yet.')}</p>
      ) : null}
      {summary.measures.map((series) => (
        <div key={series.instrumentId}>
          <h3>{series.title}</h3>
          <LatestScore series={series} />
          <MeasureTrendChart instrumentId={series.instrumentId} points={series.points} showWords={!compact} voice="client" />
        </div>
      ))}
      <MoodTrend points={summary.mood} />
    </section>
  );
}
