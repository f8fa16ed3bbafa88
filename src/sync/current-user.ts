/**
 * The signed-in Supabase user on this page, kept current by the auth listener that start-sync.ts installs. Data
 * functions stamp `user_id` with it, so rows written while signed in belong to that user; null means anonymous
 * (the rows belong to this device's session id).
 */
type Listener = (userId: string | null) => void;

let currentUserId: string | null = null;
const listeners = new Set<Listener>();

export function getCurrentUserId(): string | null {
  return currentUserId;
}

export function setCurrentUserId(userId: string | null): void {
  if (userId === currentUserId) return;
  currentUserId = userId;
  listeners.forEach((listener) => listener(userId));
}

export function onCurrentUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
