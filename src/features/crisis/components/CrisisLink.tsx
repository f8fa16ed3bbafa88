import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import '../styles/crisis.css';

/** The header's one-step route to crisis help, shown on every screen. */
export function CrisisLink() {
  return (
    <Link to={paths.crisisHelp} className="crisis-link" aria-label="Crisis help: phone and text lines, available now">
      Crisis help
    </Link>
  );
}
