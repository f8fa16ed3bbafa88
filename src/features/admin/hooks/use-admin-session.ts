import { useCallback, useEffect, useState } from 'react';
import { getSession, SignedOutError, type AdminSession } from '../data/admin-api';

type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-in'; session: AdminSession }
  | { kind: 'signed-out' }
  | { kind: 'unreachable' };

/** Asks the server who is signed in. The cookie is HttpOnly, so the server is the only one who knows. */
export function useAdminSession(): { state: SessionState; recheck: () => void } {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getSession().then(
      (session) => {
        if (!cancelled) setState({ kind: 'signed-in', session });
      },
      (error: unknown) => {
        if (!cancelled) setState(error instanceof SignedOutError ? { kind: 'signed-out' } : { kind: 'unreachable' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const recheck = useCallback(() => {
    setState({ kind: 'checking' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, recheck };
}
