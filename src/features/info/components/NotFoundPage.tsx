import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import '../styles/info.css';

export function NotFoundPage() {
  usePageTitle('Page not found');

  return (
    <article className="info-page info-not-found">
      <header className="info-header">
        <h1 className="info-title">Page not found</h1>
        <p className="info-lead">
          We couldn&rsquo;t find that page. The link may have a typo, or the page may have moved. Nothing you saved on
          this device has been lost.
        </p>
      </header>
      <ul className="info-link-list">
        <li>
          <Link className="info-link" to={paths.home}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link className="info-link" to={paths.crisisHelp}>
            Get crisis help
          </Link>
          <span className="info-link-description">If you need support right now, crisis lines are one step away.</span>
        </li>
      </ul>
    </article>
  );
}

export default NotFoundPage;
