/**
 * Sends one reminder's push: only its opaque id, encrypted for the subscription (RFC 8291, aes128gcm) and signed with
 * the VAPID key (RFC 8292) by the `web-push` library, posted by a transport (fetch in production). The endpoint is
 * checked against the push services again here, not only when the subscription was stored. Answers the outcome; what
 * becomes of the row is outcome-routing.ts's job.
 */
import webPush from 'web-push';
import { errorCode } from '../log-safe.ts';
import { REMINDER_LATENESS_LIMIT_MS } from '../../../contract/reminder-schemas.ts';
import type { DueRow } from './due-claims.ts';
import { refusedPushEndpoint, type ExtraPushOrigin } from './push-endpoints.ts';
import type { VapidKeys } from './vapid.ts';

export const SEND_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** Posts one push; answers the push service's status (a network failure throws). */
export type PushTransport = (request: PushRequest) => Promise<number>;

export const fetchTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body === null ? null : new Uint8Array(request.body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

/**
 * sent: accepted (2xx). gone: the subscription is no more (404, 410). retry: 429, 5xx or a network failure.
 * refused: any other answer, which will never change. unsafe: the endpoint is not a push service's; nothing posted.
 */
export type Outcome = 'sent' | 'gone' | 'retry' | 'refused' | 'unsafe';

/** A push service may hold a message this long: never past the lateness limit. */
function ttlSeconds(dueAt: Date, now: Date): number {
  return Math.max(0, Math.floor((dueAt.getTime() + REMINDER_LATENESS_LIMIT_MS - now.getTime()) / 1000));
}

/**
 * Topic (RFC 8030 5.4): at most 32 URL-safe base64 characters; the same id gives the same topic. Hyphens are dropped
 * so a UUID's 32 hex digits all count.
 */
function topicOf(occurrenceId: string): string {
  return occurrenceId.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);
}

export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  transport: PushTransport;
  /** Origins besides the browsers' push services a push may go to (REMINDER_PUSH_ORIGINS). */
  extraPushOrigins: readonly ExtraPushOrigin[];
  log: (message: string) => void;
}

/** A sender of one push at a time: `send(row, at)` posts the row's push as of `at` and answers its outcome. */
export function pushSender(options: PushSenderOptions): (row: DueRow, at: Date) => Promise<Outcome> {
  const { transport, extraPushOrigins, log } = options;
  const vapidDetails = { subject: options.vapid.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };
  return async (row, at) => {
    const endpoint = URL.canParse(row.endpoint) ? new URL(row.endpoint) : null;
    if (!endpoint || refusedPushEndpoint(endpoint, extraPushOrigins) !== null) return 'unsafe';
    const details = webPush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify({ id: row.occurrence_id }),
      { vapidDetails, TTL: ttlSeconds(row.due_at, at), urgency: 'normal', topic: topicOf(row.occurrence_id), contentEncoding: 'aes128gcm' },
    );
    try {
      const status = await transport({
        endpoint: details.endpoint,
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
      });
      return outcomeOf(status);
    } catch (error) {
      log(`Reminders: a push could not be posted (${errorCode(error)}); it is tried again next tick`);
      return 'retry';
    }
  };
}
