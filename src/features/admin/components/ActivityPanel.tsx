import { ACTION_LABELS, adminActions } from '../data/directory-admin-api';
import { useRemote } from '../hooks/use-remote';
import { formatDateTime } from '@/lib/format';

/** The admin action log (the latest 100): who did what, to which listing or report, and when. */
export function ActivityPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const actions = useRemote('actions', adminActions, onError);
  return (
    <section aria-labelledby="admin-activity-title">
      <h2 id="admin-activity-title">Admin activity</h2>
      {actions.kind === 'loading' ? <p className="admin-muted">Loading the activity…</p> : null}
      {actions.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {actions.message}
        </p>
      ) : null}
      {actions.kind === 'ready' && actions.value.length === 0 ? <p>No admin action is recorded yet.</p> : null}
      {actions.kind === 'ready' && actions.value.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">The latest admin actions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Reason or note</th>
              </tr>
            </thead>
            <tbody>
              {actions.value.map((action) => (
                <tr key={action.id}>
                  <td>{formatDateTime(action.at)}</td>
                  <td>{action.adminEmail}</td>
                  <td>{ACTION_LABELS[action.action]}</td>
                  <td>
                    {action.targetType} {action.targetId}
                  </td>
                  <td>{action.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
