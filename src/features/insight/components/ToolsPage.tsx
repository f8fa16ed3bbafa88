import { Link } from 'react-router-dom';
import { toolCategories, tools } from '@/content/insight/tools';
import { usePageTitle } from '@/lib/use-page-title';
import { useEntryCountsByTool } from '../data/count-entries-by-tool';
import { useCopy } from '../hooks/use-copy';
import { insightPaths, paths } from '../lib/paths';
import { FlowList } from './FlowList';
import '../styles/insight.css';

const TOOL_IDS = tools.map((tool) => tool.id);

function entriesLabel(count: number | undefined): string | null {
  if (!count) return null;
  return count === 1 ? '1 saved entry' : `${count} saved entries`;
}

export function ToolsPage() {
  usePageTitle('Tools');
  const pick = useCopy();
  const counts = useEntryCountsByTool(TOOL_IDS);

  return (
    <article className="insight-page">
      <header className="insight-header">
        <p className="insight-breadcrumb">
          <Link to={paths.insight}>Insight</Link>
        </p>
        <h1>Tools</h1>
        <p className="insight-lead">
          Short exercises for checking in, calming down, thinking things through and looking after yourself. Everything
          you write stays on this device, and you can read, change or delete it at any time.
        </p>
        <p>
          <Link className="button" to={insightPaths.reflections}>
            Your reflections
          </Link>
        </p>
      </header>

      {toolCategories.map((category) => {
        const inCategory = tools.filter((tool) => tool.category === category.id);
        if (inCategory.length === 0) return null;
        const headingId = `insight-tools-${category.id}`;
        return (
          <section key={category.id} className="insight-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{pick(category.label)}</h2>
            <ul className="insight-cards">
              {inCategory.map((tool) => (
                <li key={tool.id} className="insight-card">
                  <h3 className="insight-card__title">
                    <Link className="insight-card__link" to={paths.tool(tool.id)}>
                      {pick(tool.title)}
                    </Link>
                  </h3>
                  <p>{pick(tool.summary)}</p>
                  <p className="insight-card__meta">
                    <span>About {tool.minutes} min</span>
                    {entriesLabel(counts?.[tool.id]) ? <span>{entriesLabel(counts?.[tool.id])}</span> : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <section className="insight-section" aria-labelledby="insight-tools-flows">
        <h2 id="insight-tools-flows">Guided flows</h2>
        <p>Short guides that take you through one thing, a step at a time, with versions for children, teenagers and adults.</p>
        <FlowList />
      </section>

      <p className="insight-note">
        These tools are for self-reflection and are not a diagnosis or treatment. If you are in danger or thinking about
        harming yourself, <Link to={paths.crisisHelp}>get crisis help now</Link>.
      </p>
    </article>
  );
}
