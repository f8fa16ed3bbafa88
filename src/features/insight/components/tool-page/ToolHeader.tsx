import { Link } from 'react-router-dom';
import type { ToolContent } from '@/content/insight/types';
import { useCopy } from '../../hooks/use-copy';
import { paths } from '../../lib/paths';
import { ReturnLink } from '../ReturnLink';

/** A tool's title, introduction, where it comes from and, for the hard ones, the way to crisis help first. */
export function ToolHeader({ tool, returnTo }: { tool: ToolContent; returnTo: string | null }) {
  const pick = useCopy();
  return (
    <header className="insight-header insight-no-print">
      <p className="insight-breadcrumb">
        <Link to={paths.insight}>Insight</Link> / <Link to={paths.tools}>Tools</Link>
      </p>
      <ReturnLink to={returnTo} />
      <h1>{pick(tool.title)}</h1>
      <p className="insight-lead">{pick(tool.intro)}</p>
      <details className="insight-about">
        <summary>Where this comes from</summary>
        <p>{pick(tool.approach)}</p>
        <p>This is a tool for self-reflection. It is not a diagnosis or a treatment.</p>
      </details>
      {tool.crisisNote ? (
        <p className="insight-crisis-note">
          If you are in danger now, <Link to={paths.crisisHelp}>get crisis help</Link> first: phone and text lines for
          your country, available offline.
        </p>
      ) : null}
    </header>
  );
}
