import { Link } from 'react-router-dom';
import type { AgeTier } from '@/db/types';
import { flowBodyOf } from '../data/flow-rows';
import { useFlowList } from '../data/read-flows';
import { useCopy } from '../hooks/use-copy';
import { paths } from '../lib/paths';

export const tierNames: Record<AgeTier, string> = { child: 'Children', teen: 'Teenagers', adult: 'Adults' };

interface FlowListProps {
  /** Only flows sharing one of these tags; all flows when empty. */
  tags?: readonly string[];
  /** Leave this flow out (the one being shown). */
  exclude?: string;
  headingLevel?: 3 | 4;
}

/** Guided flows, newest first, from this device and (when configured) the hosted database. */
export function FlowList({ tags = [], exclude, headingLevel = 3 }: FlowListProps) {
  const pick = useCopy();
  const rows = useFlowList(tags);
  if (rows === undefined) return <p className="insight-muted">Loading…</p>;
  const shown = rows
    .filter((row) => row.id !== exclude)
    .map((row) => ({ row, body: flowBodyOf(row) }))
    .filter((item) => item.body !== null);
  if (shown.length === 0) return <p className="insight-muted">No other flows yet.</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="insight-cards">
      {shown.map(({ row, body }) => (
        <li key={row.id} className="insight-card">
          <Heading className="insight-card__title">
            <Link className="insight-card__link" to={paths.flow(row.id)}>
              {body ? pick(body.title) : row.id}
            </Link>
          </Heading>
          {body ? <p>{pick(body.summary)}</p> : null}
          <p className="insight-card__meta">
            <span>For {row.age_tiers.map((tier) => tierNames[tier].toLowerCase()).join(', ')}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
