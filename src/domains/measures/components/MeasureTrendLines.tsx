import { CartesianGrid, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/format';
import type { BandStretch, MeasureTrendPoint } from '../scores-over-time';

interface MeasureTrendLinesProps {
  points: readonly MeasureTrendPoint[];
  bands: readonly BandStretch[];
  max: number;
  /** What the line is ("PHQ-9 total"), for the tooltip. */
  seriesName: string;
}

const dayAndMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const monthAndYear = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
/** Past this span the axis names months and years rather than days. */
const DAY_TICKS_UP_TO_MS = 300 * 24 * 60 * 60 * 1000;

/**
 * The recharts part of a measure's trend, loaded on its own so that recharts stays out of the route chunks. The
 * bands are shaded in turn and named inside, with a dashed line where each one starts; the line has markers, so
 * it reads without colour.
 */
export default function MeasureTrendLines({ points, bands, max, seriesName }: MeasureTrendLinesProps) {
  const data = points.map((point) => ({ time: point.time, score: point.score }));
  const span = (points.at(-1)?.time ?? 0) - (points[0]?.time ?? 0);
  const tickFormat = span > DAY_TICKS_UP_TO_MS ? monthAndYear : dayAndMonth;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        {bands.map((band, index) => (
          <ReferenceArea
            key={band.id}
            y1={band.from}
            y2={band.to}
            ifOverflow="visible"
            fill={index % 2 === 0 ? 'var(--color-surface-2)' : 'var(--color-bg)'}
            fillOpacity={1}
            label={{ value: band.name, position: 'insideTopRight', fontSize: 12, fill: 'var(--color-text)' }}
          />
        ))}
        {bands.slice(1).map((band) => (
          <ReferenceLine key={band.id} y={band.from} stroke="var(--color-muted)" strokeDasharray="6 4" />
        ))}
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          padding={{ left: 16, right: 16 }}
          tickFormatter={(time: number) => tickFormat.format(time)}
          minTickGap={32}
          stroke="var(--color-muted)"
        />
        <YAxis domain={[0, max]} ticks={[0, ...bands.slice(1).map((band) => band.from), max]} allowDecimals={false} width={36} stroke="var(--color-muted)" />
        <Tooltip
          labelFormatter={(time) => formatDate(new Date(Number(time)).toISOString())}
          contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          labelStyle={{ color: 'var(--color-text)' }}
        />
        <Line
          type="linear"
          dataKey="score"
          name={seriesName}
          stroke="var(--color-primary-text)"
          strokeWidth={3}
          dot={points.length > 60 ? false : { r: 4, fill: 'var(--color-primary-text)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
