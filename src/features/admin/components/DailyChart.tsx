import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Analytics } from '../data/admin-api';

/**
 * Submissions per day as a bar chart (recharts). Its numbers are also available as a table (the panel's toggle), so
 * the chart itself is one labelled image for screen readers.
 */
export function DailyChart({ daily, rangeLabel }: { daily: Analytics['daily']; rangeLabel: string }) {
  const total = daily.reduce((sum, day) => sum + day.submissions, 0);
  const busiest = daily.reduce<Analytics['daily'][number] | null>(
    (best, day) => (day.submissions > (best?.submissions ?? 0) ? day : best),
    null,
  );
  const summary = `Submissions per day, ${rangeLabel.toLowerCase()}: ${total} in total${
    busiest ? `, most on ${busiest.date} (${busiest.submissions})` : ''
  }.`;
  return (
    <figure className="admin-chart">
      <div className="admin-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
            <XAxis dataKey="date" tick={{ fill: 'var(--color-muted)', fontSize: 12 }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--color-muted)', fontSize: 12 }} width={40} />
            <Tooltip
              contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
              labelStyle={{ color: 'var(--color-text)' }}
            />
            <Bar dataKey="submissions" name="Submissions" fill="var(--color-primary)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="admin-muted">{summary}</figcaption>
    </figure>
  );
}

export default DailyChart;
