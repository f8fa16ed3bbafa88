import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface ToolUse {
  name: string;
  count: number;
}

/** How many entries each tool has (recharts, loaded only on the reflections screen); a table sits beside it. */
export default function ToolsUsedChart({ uses }: { uses: readonly ToolUse[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...uses]} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} stroke="var(--color-muted)" />
        <YAxis type="category" dataKey="name" width={150} stroke="var(--color-muted)" />
        <Tooltip
          contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          labelStyle={{ color: 'var(--color-text)' }}
          cursor={{ fill: 'var(--color-surface-2)' }}
        />
        <Bar dataKey="count" name="Entries" fill="var(--color-primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
