import { Link } from 'react-router-dom';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error view of a screen that could not render (RouteErrorBoundary): what went wrong, and two ways forward. */
export function RouteErrorView({ error }: { error: unknown }) {
  return (
    <div className="route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="route-error__message">{messageOf(error)}</p>
      <p>Nothing you saved on this device is lost. Reloading usually fixes this.</p>
      <div className="route-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="button" reloadDocument>
          Home
        </Link>
      </div>
    </div>
  );
}
