import { importWithTimeout } from '@/lib/lazy-with-timeout';
import { useLazyLocalQuery } from '@/lib/use-lazy-live-query';
import type { MeasureId, MeasureTrendPoint } from '../scores-over-time';

/*
 * The screens' chunk is loaded before hydration, so this hook imports neither Dexie nor the reader: it brings the
 * reader with import() once the page is on view (see useLazyLiveQuery). On a first visit it answers at once with no
 * points, what an empty database gives (useLazyLocalQuery).
 */

const NO_POINTS: MeasureTrendPoint[] = [];

/** Live: one questionnaire's scores over time as trend points, oldest first. */
export function useMeasureTrend(id: MeasureId): MeasureTrendPoint[] | undefined {
  return useLazyLocalQuery(
    () =>
      importWithTimeout(() => import('./read-measure-scores'), 'read-measure-scores').then(
        ({ readMeasureTrend }) => () => readMeasureTrend(id),
      ),
    [id],
    NO_POINTS,
  );
}
