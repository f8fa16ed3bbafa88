import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { inLowestPleasantnessBand } from '@/content/insight/emotions';
import type { ToolContent } from '@/content/insight/types';
import type { InsightEntryRow } from '@/db/types';
import { formatDateTime } from '@/lib/format';
import { insightPaths, paths } from '../../lib/paths';
import { ReturnLink } from '../ReturnLink';

interface EntrySavedProps {
  tool: ToolContent;
  entry: InsightEntryRow;
  returnTo: string | null;
  onAgain: () => void;
}

/** After saving: a calm confirmation, with gentle next steps after a hard check-in. */
export function EntrySaved({ tool, entry, returnTo, onAgain }: EntrySavedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const lowMood = tool.id === 'mood-check-in' && inLowestPleasantnessBand(entry.values.pleasantness);
  return (
    <section className="insight-saved" aria-labelledby="insight-saved-title">
      <h2 id="insight-saved-title" ref={headingRef} tabIndex={-1}>
        Saved on this device
      </h2>
      <p>Saved at {formatDateTime(entry.createdAt)}. You can read it, change it or delete it below.</p>
      {lowMood ? (
        <div className="insight-suggest">
          <p>Thank you for checking in. It sounds like things are hard right now. If it would help, you could try:</p>
          <ul>
            <li>
              <Link to={paths.tool('paced-breathing')}>A few minutes of slow breathing</Link>
            </li>
            <li>
              <Link to={paths.tool('grounding')}>5-4-3-2-1 grounding</Link>
            </li>
            <li>
              <Link to={paths.tool('self-compassion-break')}>A self-compassion break</Link>
            </li>
          </ul>
          <p>
            If you are in danger or thinking about harming yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
          </p>
        </div>
      ) : null}
      <div className="insight-actions">
        <button type="button" className="button" onClick={onAgain}>
          Start a new entry
        </button>
        <Link className="button" to={insightPaths.reflections}>
          Your reflections
        </Link>
      </div>
      <ReturnLink to={returnTo} />
    </section>
  );
}
