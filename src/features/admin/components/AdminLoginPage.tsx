import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInFields } from '@/components/ui/SignInFields';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { ApiError, getSession, OfflineError, signIn } from '../data/admin-api';
import '../styles/admin.css';

interface LoginState {
  from?: string;
  reason?: 'expired';
}

function safeReturnPath(from: string | undefined): string {
  // Only the admin screens themselves: never an arbitrary URL from navigation state.
  return from && /^\/admin\/(dashboard|moderation)(\?.*)?$/.test(from) ? from : paths.adminDashboard;
}

/** /admin/login: the site administrators' sign-in, checked by the server (no credentials live in this app). */
export function AdminLoginPage() {
  usePageTitle('Admin sign-in');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const returnTo = safeReturnPath(state.from);

  // Someone already signed in goes straight on.
  useEffect(() => {
    let cancelled = false;
    getSession().then(
      () => {
        if (!cancelled) navigate(returnTo, { replace: true });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, returnTo]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      navigate(returnTo, { replace: true });
    } catch (caught) {
      setPassword('');
      if (caught instanceof OfflineError) setError('We could not reach the server. Check your connection and try again.');
      else if (caught instanceof ApiError && caught.status === 401) setError('That e-mail address and password do not match.');
      else if (caught instanceof ApiError && caught.status === 429) setError('Too many attempts. Please wait a minute and try again.');
      else if (caught instanceof ApiError) setError(caught.message);
      else setError('Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="admin-page admin-login">
      <h1>Admin sign-in</h1>
      <p className="admin-lead">For the people who run this site: review feedback and see how Better Minds is used.</p>
      {state.reason === 'expired' ? (
        <p className="admin-notice" role="status">
          Your session ended. Please sign in again.
        </p>
      ) : null}
      <form className="admin-form admin-login__form" onSubmit={(event) => void submit(event)} noValidate>
        <SignInFields
          idPrefix="admin"
          classPrefix="admin"
          labels={{ email: 'E-mail address', password: 'Password' }}
          email={email}
          password={password}
          onEmailChange={setEmail}
          onPasswordChange={setPassword}
          errorId={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className="admin-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="admin-hint">
        The sign-in is checked by this site&rsquo;s server and keeps you signed in for a short while on this browser
        only.
      </p>
    </article>
  );
}

export default AdminLoginPage;
