import { Link, useLocation } from 'react-router-dom';
import { Plain, usePlainText } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { starChartPaths } from '../data/star-chart-paths';
import { ImportReturn } from './ImportReturn';
import { RequireTherapist } from './RequireTherapist';
import '../styles/starchart.css';

/**
 * /chart/return (and /pro/return): where a client's return link opens. The return travels in the fragment, which
 * no server ever sees; it is read here and imported into the chart of the client its prescription was made for.
 */
export function ReturnImportPage() {
  usePageTitle('Import a return');
  const text = usePlainText();
  const location = useLocation();
  const area = starChartPaths(location.pathname);
  const fragment = location.hash.length > 1 ? location.hash.slice(1) : undefined;
  return (
    <RequireTherapist>
      {(user) => (
        <article className="sc-page">
          <h1>{text('Import a return', 'Bring in what a client sent')}</h1>
          <p className="sc-muted">
            <Plain
              standard="Returns are checked before anything is saved: a damaged, unknown or repeated return adds nothing."
              plain="Returns are checked first. A broken, unknown or repeated return adds nothing."
            />
          </p>
          <ImportReturn therapistId={user.id} initialInput={fragment} />
          <p>
            <Link to={area.workspace}>{text('Back to Star Chart', 'Back to Star Chart')}</Link>
          </p>
        </article>
      )}
    </RequireTherapist>
  );
}

export default ReturnImportPage;
