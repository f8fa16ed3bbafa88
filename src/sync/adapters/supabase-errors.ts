/**
 * A PostgREST error as the replayer reads it. Part of the Supabase adapter; imported by the service worker through it.
 */
import { DeliveryError } from '../delivery-error';

export interface PostgrestErrorLike {
  message: string;
  code?: string | null;
  details?: string | null;
}

/** PostgREST answers an expired or invalid token with 401 and a PGRST30x code: worth a retry once auth refreshes. */
export function toDeliveryError(error: PostgrestErrorLike, status: number): DeliveryError {
  const code = error.code ?? '';
  const message = `${error.message || 'Database error'}${code ? ` (${code})` : ''}`;
  if (status === 0) return new DeliveryError(`Network error (${error.message})`, null);
  const tokenProblem = status === 401 && /^PGRST30\d$/.test(code);
  return new DeliveryError(message, status, tokenProblem ? true : undefined);
}
