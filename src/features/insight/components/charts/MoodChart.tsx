import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodPoint } from '../../data/read-reflections';
import { formatDate } from '@/lib/format';

/**
 * Mood over time (recharts, loaded only on the reflections screen). The lines differ by dash and marker as well
 * as colour; the screen shows the same figures as a table and a sentence.
 */
export default function MoodChart({ points }: { points: readonly MoodPoint[] }) {
  const data = points.map((point) => ({ ...point, label: formatDate(point.createdAt) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={24} stroke="var(--color-muted)" />
        <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} allowDecimals={false} width={32} stroke="var(--color-muted)" />
        <Tooltip
          contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          labelStyle={{ color: 'var(--color-text)' }}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="pleasantness"
          name="Pleasantness (1 to 5)"
          stroke="var(--color-primary-text)"
          strokeWidth={3}
          dot={{ r: 4 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="energy"
          name="Energy (1 to 5)"
          stroke="var(--color-accent)"
          strokeWidth={3}
          strokeDasharray="8 5"
          dot={{ r: 5, strokeWidth: 2, fill: 'var(--color-bg)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
