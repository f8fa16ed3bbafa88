import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error view: what went wrong, and two ways forward. */
export function RouteErrorView() {
  const error = useRouteError();
  console.error(error);
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
