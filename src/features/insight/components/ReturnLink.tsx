import { Link } from 'react-router-dom';

/**
 * "Back to where you were": to the screen that opened this one (its `from`, already checked by safeReturnPath), as a
 * line of its own or, among a screen's closing actions, as a button. Nothing when there is no way back.
 */
export function ReturnLink({ to, asButton = false }: { to: string | null; asButton?: boolean }) {
  if (!to) return null;
  if (asButton) {
    return (
      <Link className="button" to={to}>
        Back to where you were
      </Link>
    );
  }
  return (
    <p>
      <Link to={to}>Back to where you were</Link>
    </p>
  );
}
