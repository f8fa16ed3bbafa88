import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { signOut, SignedOutError } from '../data/admin-api';
import { useAdminSession } from '../hooks/use-admin-session';
import { ActivityPanel } from './ActivityPanel';
import { AdminTabs, isAdminTab, type AdminTabId } from './AdminTabs';
import { AnalyticsPanel } from './AnalyticsPanel';
import { BooksPanel } from './books/BooksPanel';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackList } from './FeedbackList';
import { ModerationPanel } from './moderation/ModerationPanel';
import { ReportsPanel } from './ReportsPanel';
import { VerificationPanel } from './VerificationPanel';
import '../styles/admin.css';

/**
 * /admin/dashboard and /admin/moderation (the same screen), in tabs: Feedback (analytics for a chosen range, and the
 * feedback list with paging, filters and search, opening one item with its screenshot and context to change its
 * status), Verification (therapists' listings waiting for a license check), Reports (about public listings), Books
 * (book submissions, their manuscripts and status changes with a note to the author) and Activity (the admin action log). Everything
 * the screen shows lives in the URL, so a link or the back button returns to the same view. Signed out, the
 * visitor is sent to /admin/login and brought back after signing in.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  const { state, recheck } = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const here = `${location.pathname}${location.search}`;

  /** Any call that finds the session gone sends the visitor to sign in again, then back here. */
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOutError) {
        navigate(paths.adminLogin, { replace: true, state: { from: here, reason: 'expired' } });
        return true;
      }
      return false;
    },
    [navigate, here],
  );

  if (state.kind === 'signed-out') {
    return <Navigate to={paths.adminLogin} replace state={{ from: here }} />;
  }

  const itemId = params.get('item');
  const requestedTab = params.get('tab');
  const tab: AdminTabId = isAdminTab(requestedTab) ? requestedTab : 'feedback';
  /* The tab lives in the URL like the rest of the screen; the feedback tab is the default and keeps its own filters. */
  const selectTab = (next: AdminTabId) =>
    setParams((current) => {
      const nextParams = new URLSearchParams(current);
      if (next === 'feedback') nextParams.delete('tab');
      else nextParams.set('tab', next);
      return nextParams;
    });
  const closeItem = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('item');
      return next;
    });

  return (
    <article className="admin-page admin-dashboard">
      <header className="admin-dashboard__header">
        <h1>Admin dashboard</h1>
        {state.kind === 'signed-in' ? (
          <div className="admin-dashboard__account">
            <span>
              Signed in as <strong>{state.session.email}</strong>
            </span>
            <button
              type="button"
              className="button"
              onClick={() => {
                void signOut()
                  .catch(() => undefined)
                  .finally(() => navigate(paths.adminLogin, { replace: true }));
              }}
            >
              Sign out
            </button>
          </div>
        ) : null}
      </header>

      {state.kind === 'checking' ? (
        <p role="status" className="admin-status">
          Checking your sign-in…
        </p>
      ) : null}

      {state.kind === 'unreachable' ? (
        <div className="admin-notice" role="alert">
          <p>We could not reach the server, so the dashboard cannot load. Check your connection and try again.</p>
          <button type="button" className="button" onClick={recheck}>
            Try again
          </button>
        </div>
      ) : null}

      {state.kind === 'signed-in' ? (
        <AdminTabs selected={tab} onSelect={selectTab}>
          {tab === 'feedback' ? (
            <>
              <AnalyticsPanel onError={onError} />
              {itemId ? (
                <FeedbackDetail id={itemId} onClose={closeItem} onError={onError} />
              ) : (
                <FeedbackList onError={onError} />
              )}
            </>
          ) : null}
          {tab === 'verification' ? <VerificationPanel onError={onError} /> : null}
          {tab === 'reports' ? <ReportsPanel onError={onError} /> : null}
          {tab === 'moderation' ? <ModerationPanel onError={onError} /> : null}
          {tab === 'books' ? <BooksPanel onError={onError} /> : null}
          {tab === 'activity' ? <ActivityPanel onError={onError} /> : null}
        </AdminTabs>
      ) : null}
    </article>
  );
}

export default AdminDashboardPage;
