import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';
import { paths } from '../lib/paths';
import '../styles/insight.css';

/** An Insight address that does not exist (an unknown tool, trail, activity or flow). */
export function InsightNotFound({ what }: { what: string }) {
  usePageTitle('Page not found');
  return (
    <article className="insight-page">
      <h1>Page not found</h1>
      <p>We could not find that {what}. It may have been renamed, or the link may be mistyped.</p>
      <ul className="insight-link-list">
        <li>
          <Link to={paths.insight}>Insight home</Link>
        </li>
        <li>
          <Link to={paths.tools}>All tools</Link>
        </li>
        <li>
          <Link to={paths.trails}>All trails</Link>
        </li>
        <li>
          <Link to={paths.crisisHelp}>Crisis help</Link>
        </li>
      </ul>
    </article>
  );
}
