import type { ShouldPromptResponse, StoredResponse, TrackResponse } from '../../../contract/feedback-responses.ts';
import {
  promptInteractionSchema,
  shouldPromptSchema,
  trackBatchSchema,
  trackEventSchema,
  type TrackEventInput,
} from '../../../contract/feedback-schemas.ts';
import { describeIssue } from '../../../contract/json-values.ts';
import { decidePrompt, type PromptFacts } from '../../../contract/prompt-rules.ts';
import {
  eventsStoredDifferently,
  insertEvents,
  insertPromptInteraction,
  sessionKnowledge,
  trackingOptedOut,
  type NewEvent,
  type SessionKnowledge,
} from './session-records-store.ts';
import { bindRequest, ownership, requireDeviceKey } from '../device-bindings.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseWith, type Handler } from '../request-context.ts';

export const EVENT_ID_REUSED = 'This id was already used for a different event';
export const INTERACTION_ID_REUSED = 'This id was already used for a different prompt interaction';

/** An event as compared for repeats within one batch (the database compares stored ones by value). */
function eventBody(event: NewEvent): string {
  return JSON.stringify([event.sessionId, event.userId, event.type, event.page, event.data, event.context, event.occurredAt.getTime()]);
}

/** 500 events of about 1 KB each, with room to spare. */
export const TRACK_BODY_LIMIT = 1024 * 1024;

function pageOf(event: TrackEventInput): string | null {
  const candidate = event.context?.page ?? event.data?.page;
  return typeof candidate === 'string' && candidate.startsWith('/') ? candidate.slice(0, 2048) : null;
}

function sessionOf(event: TrackEventInput, batchSession: string | undefined): string | null {
  const fromContext = event.context?.sessionId;
  return event.sessionId ?? (typeof fromContext === 'string' ? fromContext.slice(0, 128) : null) ?? batchSession ?? null;
}

/**
 * POST /track: `{ events: [...] }` (1 to 500) or one event object. Each event is `{ id, type, data?, context?,
 * timestamp, sessionId? }`; ids already stored are ignored. A malformed envelope is a 400; otherwise the answer says,
 * per event, what was stored, what was a repeat and what was rejected (and why), so one bad event never blocks the rest.
 *
 * Tracking opt-out is enforced here, not only by the client: an event whose session id or user id has a stored
 * preference `trackingOptOut: true` (PUT /preferences) is not stored. It is listed in `ignored`, which a client treats
 * as done (nothing will ever store it), so an older client that still sends such events does not retry them.
 *
 * The answer lists every accepted id in `stored` (new now) or `duplicates` (held already); a client confirms only
 * the ids it finds listed. The session ids the events name are bound to the caller's device key (403 when one
 * belongs to another device, and nothing of the batch is stored).
 */
export const track: Handler = async (request, context) => {
  await enforceRateLimit(context, 'track');
  // Usage events come only from a device of the app, as JSON: a cross-site form can send neither the key nor that
  // content type, and an event can no longer be filed under anyone's id by whoever knows it.
  requireDeviceKey(request);
  const body = await readJsonBody(request, TRACK_BODY_LIMIT);
  const isBatch = typeof body === 'object' && body !== null && !Array.isArray(body) && 'events' in body;
  const batch = isBatch ? parseWith(trackBatchSchema, body) : { events: [body], sessionId: undefined, userId: undefined };

  const accepted: NewEvent[] = [];
  const rejected: { index: number; id: string | null; error: string }[] = [];
  const seen = new Map<string, string>();
  const repeatedInBatch: string[] = [];
  batch.events.forEach((raw, index) => {
    const result = trackEventSchema.safeParse(raw);
    if (!result.success) {
      if (!isBatch) throw new HttpError(400, describeIssue(result.error));
      const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id.slice(0, 64) : null;
      rejected.push({ index, id, error: describeIssue(result.error) });
      return;
    }
    const event = result.data;
    const id = event.id.toLowerCase();
    const parsed: NewEvent = {
      id,
      sessionId: sessionOf(event, batch.sessionId),
      userId: event.userId ?? batch.userId ?? null,
      type: event.type,
      page: pageOf(event),
      data: event.data ?? {},
      context: event.context ?? {},
      occurredAt: event.timestamp,
    };
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      if (earlier !== eventBody(parsed)) throw new HttpError(409, EVENT_ID_REUSED);
      repeatedInBatch.push(id);
      return;
    }
    seen.set(id, eventBody(parsed));
    accepted.push(parsed);
  });

  // Every session and user id the batch writes under must be this device's (bound now if new): else the batch is a
  // 403 and nothing of it is stored.
  await bindRequest(
    context.backend.db,
    request,
    [...new Set(accepted.flatMap((event) => [event.sessionId, event.userId].filter((id): id is string => id !== null)))],
    context.backend.now(),
  );
  const optedOut = await trackingOptedOut(
    context.backend.db,
    accepted.flatMap((event) => [event.sessionId, event.userId].filter((id): id is string => id !== null)),
  );
  const isOptedOut = (event: NewEvent) =>
    [event.sessionId, event.userId].some((id) => id !== null && optedOut.has(id.toLowerCase()));
  const ignored = accepted.filter(isOptedOut).map((event) => event.id);
  const kept = optedOut.size === 0 ? accepted : accepted.filter((event) => !isOptedOut(event));
  // A used id with another body is a 409 for the batch, as on every other endpoint; the transaction keeps the
  // batch's new events out too, so a corrected retry is answered as a whole.
  const stored = await context.backend.db.transaction(async (tx) => {
    const inserted = await insertEvents(tx, kept, context.backend.now());
    const conflicting = await eventsStoredDifferently(tx, kept.filter((event) => !inserted.has(event.id)));
    if (conflicting.length > 0) throw new HttpError(409, EVENT_ID_REUSED);
    return inserted;
  });
  const duplicates = [...kept.filter((event) => !stored.has(event.id)).map((event) => event.id), ...repeatedInBatch];
  return ok<TrackResponse>({ stored: [...stored], duplicates, rejected, ignored });
};

/** The prompt rules' facts from what the database knows of the session (the server does not see "submitted in this
 * browsing session": the app checks that itself before asking). */
export function promptFacts(request: { page: string; action?: string | null }, knowledge: SessionKnowledge, now: Date): PromptFacts {
  return {
    page: request.page,
    action: request.action ?? null,
    now: now.getTime(),
    firstActivityAt: knowledge.firstActivityAt?.getTime() ?? null,
    pageViews: knowledge.pageViews,
    lastPromptedAt: knowledge.lastPromptedAt?.getTime() ?? null,
    promptedThisSession: knowledge.promptsThisSession > 0,
    feedbacksInWindow: knowledge.feedbacksLastWeek,
    visitedCrisisHelp: knowledge.visitedCrisisHelp,
    submittedThisSession: false,
    optedOut: knowledge.optedOut,
  };
}

/** POST /should-prompt `{ page, action?, sessionId }`: `{ shouldPrompt, reason }` by the prompt rules. */
export const shouldPrompt: Handler = async (request, context) => {
  await enforceRateLimit(context, 'prompt');
  const input = parseWith(shouldPromptSchema, await readJsonBody(request, 8 * 1024));
  const { backend } = context;
  // What the server knows of a session (a crisis-help visit among it) is told only to that session's device.
  await ownership(backend.db, input.sessionId, requireDeviceKey(request));
  const now = backend.now();
  const knowledge = await sessionKnowledge(backend.db, input.sessionId, input.userId ?? null, now);
  return ok<ShouldPromptResponse>(decidePrompt(promptFacts(input, knowledge, now), backend.random));
};

/** POST /prompt-interaction `{ id, type, timestamp, sessionId, page }`: prompted, opened, dismissed or submitted. */
export const promptInteraction: Handler = async (request, context) => {
  await enforceRateLimit(context, 'prompt');
  const input = parseWith(
    promptInteractionSchema,
    await readJsonBody(request, 8 * 1024),
  );
  await bindRequest(context.backend.db, request, [input.sessionId], context.backend.now());
  const { created, sameBody } = await insertPromptInteraction(
    context.backend.db,
    { id: input.id.toLowerCase(), type: input.type, sessionId: input.sessionId, page: input.page ?? null, occurredAt: input.timestamp },
    context.backend.now(),
  );
  if (!sameBody) throw new HttpError(409, INTERACTION_ID_REUSED);
  return ok<StoredResponse>({ id: input.id.toLowerCase(), duplicate: !created }, created ? 201 : 200);
};
