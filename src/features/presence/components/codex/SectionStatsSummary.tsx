import type { SectionStats } from '@contract/codex-stats';
import { usePlainText } from '@/lib/plain-language';
import { formatPercent, formatRating, formatSeconds } from '../../lib/codex/format-stats';
import type { StatsSource } from '../../data/codex/read-section-stats';

interface SectionStatsSummaryProps {
  stats: SectionStats | undefined;
  source: StatsSource | undefined;
}

/**
 * A section's stats as a short description list. Until the stats arrive (prerender, hydration, a database read) the
 * same lines hold a dash, so nothing moves when they fill in.
 */
export function SectionStatsSummary({ stats, source }: SectionStatsSummaryProps) {
  const text = usePlainText();
  const dash = '–';
  const none = 'none yet';
  const rows: [string, string][] = [
    [text('Parts completed', 'Parts read'), stats ? String(stats.totalCompletions) : dash],
    [text('Average time per part', 'Average time'), stats ? (stats.totalCompletions ? formatSeconds(stats.averageCompletionTime) : none) : dash],
    ['Average quiz score', stats ? (stats.quizCompletions ? formatPercent(stats.averageQuizPercentage) : none) : dash],
    ['Average rating', stats ? (stats.ratings ? formatRating(stats.averageRating) : none) : dash],
  ];
  return (
    <div className="codex-stats">
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="codex-stats__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="codex-hint">
        {source === 'database'
          ? text('Your records saved to the database.', 'From your saved records.')
          : text('Your records on this device.', 'From this device.')}
      </p>
    </div>
  );
}
