import { lazy, Suspense, useMemo, useState } from 'react';
import { describeFlags } from '@/content/insight/measure-flags';
import { trendNote } from '@/content/insight/measure-trend-words';
import { ChartBoundary } from '@/components/ui/ChartBoundary';
import { useCopy } from '@/components/ui/use-copy';
import { formatDate } from '@/lib/format';
import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { bandStretches, describeTrend, measureWords, shownMaximum, type MeasureId, type MeasureTrendPoint, type TrendVoice } from '../scores-over-time';
import './measure-trend.css';

const MeasureTrendLines = lazy(() => importWithTimeout(() => import('./MeasureTrendLines'), 'measure-trend-lines'));

/** The most points drawn: a questionnaire taken every day for years is drawn for its latest stretch (the table has all). */
export const MAX_CHART_POINTS = 200;

interface MeasureTrendChartProps {
  instrumentId: MeasureId;
  /** Oldest first, as trendPoints gives them. */
  points: readonly MeasureTrendPoint[];
  /** The change since the first and the last time in words; a screen that says it its own way turns them off. */
  showWords?: boolean;
  /** Whose scores: the person's own ("Your total...", the default) or a client's on the therapist's chart ("The total..."). */
  voice?: TrendVoice;
}

/**
 * One questionnaire's scores over time: the change in words, a line chart with the questionnaire's bands (recharts,
 * loaded when first shown), and the same figures as a table behind a native <details>, whose rows are built only
 * when it is opened. Plain data in (an instrument id and points), so it serves the person's own entries and a
 * therapist's imported returns alike.
 */
export function MeasureTrendChart({ instrumentId, points, showWords = true, voice = 'own' }: MeasureTrendChartProps) {
  const pick = useCopy();
  const [tableOpen, setTableOpen] = useState(false);
  const words = measureWords(instrumentId);
  const bands = useMemo(() => bandStretches(instrumentId), [instrumentId]);
  const sentences = useMemo(() => describeTrend(instrumentId, points, voice), [instrumentId, points, voice]);
  const drawn = useMemo(() => (points.length > MAX_CHART_POINTS ? points.slice(-MAX_CHART_POINTS) : points), [points]);
  const max = shownMaximum(instrumentId);
  const scoreName = `${words.name} ${pick(words.scoreWord)}`;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return <p className="measure-trend__empty">{pick(sentences.sinceFirst)}</p>;

  const span = points.length === 1 ? `on ${formatDate(first.at)}` : `from ${formatDate(first.at)} to ${formatDate(last.at)}`;
  const chartName = `Chart of ${points.length} ${words.name} ${points.length === 1 ? 'score' : 'scores'} ${span}, from 0 to ${max}, with the ${words.name}'s ranges (${bands
    .map((band) => `${band.name} from ${band.from}`)
    .join(', ')}). The latest is ${last.score}, in the ${words.bandNames[last.bandId] ?? last.bandId} range.${
    drawn.length < points.length ? ` The chart shows the latest ${drawn.length}; the table has them all.` : ''
  }`;
  const anyFlag = points.some((point) => point.flags.length > 0);

  return (
    <div className="measure-trend" data-testid={`measure-trend-${instrumentId}`}>
      {showWords ? (
        <div className="measure-trend__words">
          <p>{pick(sentences.sinceFirst)}</p>
          {sentences.sinceLast ? <p>{pick(sentences.sinceLast)}</p> : null}
          {points.length > 1 ? <p className="measure-trend__note">{pick(trendNote[voice])}</p> : null}
        </div>
      ) : null}
      <div className="measure-trend__chart" role="img" aria-label={chartName}>
        <ChartBoundary>
          <Suspense fallback={<p className="measure-trend__loading">Loading the chart…</p>}>
            <MeasureTrendLines points={drawn} bands={bands} max={max} seriesName={scoreName} />
          </Suspense>
        </ChartBoundary>
      </div>
      <details className="measure-trend__details" onToggle={(event) => setTableOpen(event.currentTarget.open)}>
        <summary>Show the {words.name} scores as a table</summary>
        {tableOpen ? (
          <div className="measure-trend__table-wrap">
            <table className="measure-trend__table">
              <caption>
                {words.name} scores, oldest first ({points.length} in all, each from 0 to {max})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Score</th>
                  <th scope="col">Range</th>
                  {anyFlag ? <th scope="col">Flag</th> : null}
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={`${point.at}-${point.score}`}>
                    <th scope="row">{formatDate(point.at)}</th>
                    <td>{point.score}</td>
                    <td>{words.bandNames[point.bandId] ?? point.bandId}</td>
                    {anyFlag ? <td>{point.flags.length > 0 ? describeFlags(point.flags) : ''}</td> : null}
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
