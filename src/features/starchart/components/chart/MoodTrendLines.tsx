import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { MoodPoint } from '../../data/chart-summary';

const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/**
 * The recharts part of the chart's mood trend (loaded on its own). The two lines differ by dash and marker as well as
 * colour; the dashed line at 3 is the scale's middle ("neither"), the band line a 1-to-5 check-in has.
 */
export default function MoodTrendLines({ points }: { points: readonly MoodPoint[] }) {
  const data = points.map((point) => ({ time: Date.parse(point.at), pleasantness: point.pleasantness, energy: point.energy }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <ReferenceLine y={3} stroke="var(--color-muted)" strokeDasharray="6 4" />
        <XAxis dataKey="time" type="number" scale="time" domain={['dataMin', 'dataMax']} padding={{ left: 12, right: 12 }} tickFormatter={(time: number) => shortDate.format(time)} minTickGap={28} stroke="var(--color-muted)" />
        <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} allowDecimals={false} width={28} stroke="var(--color-muted)" />
        <Legend />
        <Line type="linear" dataKey="pleasantness" name="Pleasantness (1 to 5)" stroke="var(--color-primary-text)" strokeWidth={3} dot={{ r: 4 }} isAnimationActive={false} connectNulls />
        <Line type="linear" dataKey="energy" name="Energy (1 to 5)" stroke="var(--color-text)" strokeWidth={2} strokeDasharray="5 3" dot={{ r: 3, strokeDasharray: '' }} isAnimationActive={false} connectNulls />
      </LineChart>
    </ResponsiveContainer>
  );
}
