import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SignInFields } from '@/components/ui/SignInFields';
import { Plain, usePlainText } from '@/lib/plain-language';
import { isTherapist } from '@/domains/therapist-account/therapist-roles';
import { usePageTitle } from '@/lib/use-page-title';
import { carriesFragment, safeNextPath, workspacePathFor } from '../data/return-path';
import { therapistSession, useTherapistSession, usesAccountsBackend } from '../hooks/use-therapist-session';
import { DirectoryListingPanel } from './DirectoryListingPanel';
import '../styles/starchart.css';

/** /chart/login and /pro/login: the professional sign-in (spec section 5), then back to where the person was going. */
export function TherapistLoginPage() {
  usePageTitle('Professional sign-in');
  const text = usePlainText();
  const state = useTherapistSession();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const [params] = useSearchParams();
  const nextPath = safeNextPath(params.get('next'), workspacePathFor(pathname));
  const next = carriesFragment(nextPath) ? `${nextPath}${hash}` : nextPath;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const signedInTherapist = state.status === 'signed-in' && isTherapist(state.user);
  const signedInUnverified = state.status === 'signed-in' && !isTherapist(state.user);

  useEffect(() => {
    if (signedInTherapist) navigate(next, { replace: true });
  }, [signedInTherapist, navigate, next]);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    const ok = await therapistSession.login(email, password);
    setBusy(false);
    if (!ok) {
      setPassword('');
      setError(
        usesAccountsBackend
          ? text(
              'We could not sign you in. Check your e-mail address and password, and your connection, then try again.',
              'That did not work. Check your e-mail, password and connection, then try again.',
            )
          : text(
              'We could not sign you in. Use an e-mail address (with an @) and a password of at least 6 characters.',
              'That did not work. Use an e-mail with an @ and a password of 6 or more characters.',
            ),
      );
    }
  }

  return (
    <article className="sc-page sc-narrow">
      <h1>Professional sign-in</h1>
      <p className="sc-muted">
        <Plain
          standard="For therapists who prescribe Better Minds tools to their clients and see what clients choose to share back."
          plain="For therapists who give clients tools to use and see what clients choose to send back."
        />
      </p>
      {signedInUnverified ? (
        <p role="status">
          <Plain
            standard="You are signed in, but this account is not verified as a therapist yet, so Star Chart stays closed."
            plain="You are signed in, but this account is not checked as a therapist yet. Star Chart stays closed."
          />{' '}
          <button type="button" className="button" onClick={() => void therapistSession.logout()}>
            {text('Sign out', 'Sign out')}
          </button>
        </p>
      ) : null}
      {/* A therapist whose listing was declined (after a licence change) reads the admin's reason here, and can
          correct the request; once verified again, Star Chart opens. */}
      {state.status === 'signed-in' && signedInUnverified ? <DirectoryListingPanel user={state.user} /> : null}
      <form className="sc-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <SignInFields
          idPrefix="sc-login"
          classPrefix="sc"
          labels={{ email: text('E-mail address', 'E-mail'), password: text('Password', 'Password') }}
          email={email}
          password={password}
          onEmailChange={setEmail}
          onPasswordChange={setPassword}
          errorId={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} ref={errorRef} tabIndex={-1} className="sc-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? text('Signing in…', 'Signing in…') : text('Sign in', 'Sign in')}
        </button>
      </form>
      <p className="sc-hint" data-testid="sign-in-scope">
        {usesAccountsBackend ? (
          <Plain
            standard="Your password is checked by this site's accounts service. Your clients' charts still live on this device first."
            plain="Your password is checked by our accounts service. Your clients' charts are kept on this device first."
          />
        ) : (
          <Plain
            standard="This sign-in stays on this device: nothing is sent anywhere and no password is checked by a server. It opens a sample verified profile, and everything you write in Star Chart is kept in this browser."
            plain="This sign-in stays on this device. Nothing is sent and no server checks the password. It opens a sample profile, and what you write stays in this browser."
          />
        )}
      </p>
    </article>
  );
}

export default TherapistLoginPage;
