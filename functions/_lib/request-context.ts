import type { z } from 'zod';
import type { FunctionsBackend } from './backend.ts';
import { HttpError } from './http.ts';
import type { RateLimitBucket } from './rate-limit.ts';
import { describeQueryIssue } from '../../contract/feedback-queries.ts';
import { describeIssue } from '../../contract/json-values.ts';
import { findSession, readSessionCookie, signingKey, type AdminSession } from './auth/sessions.ts';

/** What every function's handler receives besides the request. */
export interface HandlerContext {
  backend: FunctionsBackend;
  /** The client's address (from the server's socket, or Netlify's context). */
  ip: string;
  /** The path below the function's base, e.g. `/admin/feedback/1234`. */
  path: string;
  /** Named parts of the path, e.g. `{ id: '1234' }`. */
  params: Record<string, string>;
  url: URL;
}

export type Handler = (request: Request, context: HandlerContext) => Promise<Response>;

/** Counts this request against its bucket for the client's address; over the limit is a 429 with Retry-After. */
export async function enforceRateLimit(context: HandlerContext, bucket: RateLimitBucket): Promise<void> {
  const settings = context.backend.rateLimits;
  if (!settings) return;
  const decision = await context.backend.rateLimiter.hit(
    `${bucket}:${context.ip || 'unknown'}`,
    settings.limits[bucket],
    settings.windowMs,
    context.backend.now(),
  );
  if (!decision.allowed) {
    throw new HttpError(429, 'Too many requests. Please wait a moment and try again.', {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
}

/** Parses with a schema; a failure is a 400 naming the first problem. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeIssue(result.error));
  return result.data;
}

/** Parses query-string parameters (each `string | null`) with a schema; a failure is a 400 naming the parameter. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, value: Record<string, string | null>): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeQueryIssue(result.error));
  return result.data;
}

/**
 * Refuses a state-changing admin request sent from another site: the cookie is SameSite=Strict already, and a
 * browser always sends Origin on such requests, so a foreign Origin is refused outright.
 */
export function refuseCrossSite(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'Cross-site request refused');
  }
  if (originHost !== new URL(request.url).host) throw new HttpError(403, 'Cross-site request refused');
}

/** The signed-in admin's session, or a 401. */
export async function requireAdmin(request: Request, context: HandlerContext): Promise<AdminSession> {
  const cookie = readSessionCookie(request);
  if (!cookie) throw new HttpError(401, 'Not signed in');
  const admin = await context.backend.adminCredentials();
  if (!admin) throw new HttpError(401, 'Not signed in');
  const { backend } = context;
  const key = await signingKey(backend.db, backend.sessionSecret);
  const session = await findSession(backend.db, key, cookie, admin.email, backend.now());
  if (!session) throw new HttpError(401, 'Not signed in');
  return session;
}
