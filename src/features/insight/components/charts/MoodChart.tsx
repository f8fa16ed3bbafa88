import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MoodChartRow {
  key: string;
  /** The x-axis label: the check-in's date, or the week's or month's start. */
  label: string;
  pleasantness: number;
  energy: number;
}

/**
 * Mood over time (recharts, loaded only on the reflections screen): single check-ins or weekly or monthly averages,
 * already computed. The lines differ by dash and marker as well as colour; the screen shows the same figures as a
 * table and a sentence.
 */
export default function MoodChart({ rows, averaged }: { rows: readonly MoodChartRow[]; averaged: boolean }) {
  const data = [...rows];
  const suffix = averaged ? ' (average, 1 to 5)' : ' (1 to 5)';
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
          name={`Pleasantness${suffix}`}
          stroke="var(--color-primary-text)"
          strokeWidth={3}
          dot={rows.length > 60 ? false : { r: 4 }}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="energy"
          name={`Energy${suffix}`}
          stroke="var(--color-accent)"
          strokeWidth={3}
          strokeDasharray="8 5"
          dot={rows.length > 60 ? false : { r: 5, strokeWidth: 2, fill: 'var(--color-bg)' }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
