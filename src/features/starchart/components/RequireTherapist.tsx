import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { TherapistUser } from '@/db/types';
import { Plain } from '@/lib/plain-language';
import { isTherapist } from '@/domains/therapist-account/therapist-roles';
import { useTherapistSession } from '../hooks/use-therapist-session';
import { loginPathFor } from '../data/return-path';

/**
 * Guards the therapist's screens: while the session restores, a calm status of stable size; anyone not signed in
 * as a verified therapist is sent to the sign-in with this screen as the return path.
 */
export function RequireTherapist({ children }: { children: (user: TherapistUser) => ReactNode }) {
  const state = useTherapistSession();
  const location = useLocation();
  if (state.status === 'loading') {
    return (
      <p role="status" className="sc-page sc-muted">
        <Plain standard="Opening Star Chart…" plain="Opening Star Chart…" />
      </p>
    );
  }
  if (state.status === 'signed-out' || !isTherapist(state.user)) {
    return <Navigate replace to={loginPathFor(location.pathname, `${location.pathname}${location.search}`, location.hash)} />;
  }
  return <>{children(state.user)}</>;
}
