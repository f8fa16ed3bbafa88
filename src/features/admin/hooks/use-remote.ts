import { useEffect, useState } from 'react';

export type Remote<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'failed'; message: string };

/**
 * Loads `load()` whenever `key` changes. Errors that `onError` handles (a lost session) are left to it; others
 * become a message for the screen.
 */
export function useRemote<T>(key: string, load: () => Promise<T>, onError: (error: unknown) => boolean): Remote<T> {
  const [state, setState] = useState<{ key: string; remote: Remote<T> }>({ key, remote: { kind: 'loading' } });

  useEffect(() => {
    let cancelled = false;
    load().then(
      (value) => {
        if (!cancelled) setState({ key, remote: { kind: 'ready', value } });
      },
      (error: unknown) => {
        if (cancelled || onError(error)) return;
        const message =
          error instanceof Error && error.name === 'OfflineError'
            ? 'We could not reach the server. Check your connection and try again.'
            : `Could not load this: ${error instanceof Error ? error.message : 'unknown error'}`;
        setState({ key, remote: { kind: 'failed', message } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is recreated on every render; `key` says when it actually changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state.remote : { kind: 'loading' };
}
