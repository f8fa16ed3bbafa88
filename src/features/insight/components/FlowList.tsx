import { Link } from 'react-router-dom';
import { Pending } from '@/components/ui/Pending';
import type { AgeTier, FlowRow } from '@/db/types';
import { bundledFlowRows, flowBodyOf } from '../data/flow-rows';
import { selectFlows, useFlowList } from '../data/read-flows';
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
  const rows = useFlowList(tags);
  if (rows === undefined) {
    // Before the app has started on a first visit (a prerendered page): the bundled flows, all there is then.
    return (
      <Pending
        loading={<p className="insight-muted">Loading…</p>}
        nothingStored={<FlowCards rows={selectFlows(bundledFlowRows(), tags)} exclude={exclude} headingLevel={headingLevel} />}
      />
    );
  }
  return <FlowCards rows={rows} exclude={exclude} headingLevel={headingLevel} />;
}

function FlowCards({ rows, exclude, headingLevel }: { rows: FlowRow[]; exclude?: string; headingLevel: 3 | 4 }) {
  const pick = useCopy();
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
