import { COOKIE_PATH } from '../auth/sessions.ts';

/** The feedback function's path: the admin cookie was first scoped to it, so the two are one constant. */
export const FEEDBACK_BASE_PATH = COOKIE_PATH;
