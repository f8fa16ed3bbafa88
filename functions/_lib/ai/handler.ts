/**
 * The AI function's request handling (functions/ai.ts is its entry): read and check the body, screen every message
 * of the person's for risk, count the request against the `ai` limit, then stream the model's answer as NDJSON
 * events (contract/ai-schemas.ts). Nothing of the conversation is written anywhere: not to the database, not to the
 * log (errors are logged by kind and status only).
 */
import {
  AI_MAX_ANSWER_CHARS,
  AI_MAX_BODY_BYTES,
  AI_MESSAGES,
  AI_PATH,
  AI_STREAM_CONTENT_TYPE,
  aiRequestSchema,
  encodeStreamEvent,
  screenConversation,
  type AiCrisisHelp,
} from '../../../contract/ai-schemas.ts';
import { parseWith } from '../request-context.ts';
import { BASE_RESPONSE_HEADERS, fail, HttpError, methodNotAllowed, ok, readJsonBody, subPathOf } from '../http.ts';
import type { RateLimiter, RateLimitSettings } from '../rate-limit.ts';
import { addressGroup } from '../address-group.ts';
import { readAiConfig } from './config.ts';
import { streamAnswer, UpstreamError, type AnswerStream } from './upstream.ts';

/** What the function counts requests with: the feedback backend's limiter, or a test's own. */
export interface AiLimits {
  rateLimiter: RateLimiter;
  /** null: rate limits are off. */
  rateLimits: RateLimitSettings | null;
  now(): Date;
}

export interface AiFunctionContext {
  dataDir?: string;
  ip?: string;
}

export interface AiHandlerOptions {
  getLimits: (context: AiFunctionContext) => Promise<AiLimits>;
  /** The environment the model endpoint is read from, at each request (so a restart is not needed to change it). */
  env?: () => Record<string, string | undefined>;
  /** How long the model service may be silent before the first piece and between pieces. */
  timeoutMs?: number;
}

export const AI_DEFAULT_TIMEOUT_MS = 30_000;
/** The log code of an answer the person left before its end (they closed the page or pressed Stop). */
export const AI_CLIENT_ABORTED = 'client_aborted';

async function enforceAiLimit(limits: AiLimits, ip: string): Promise<void> {
  const settings = limits.rateLimits;
  if (!settings) return;
  // Counted per IPv4 address or IPv6 /64, like the share codes: model calls cost money, a /64 is one subscriber.
  const decision = await limits.rateLimiter.hit(`ai:${addressGroup(ip) || 'unknown'}`, settings.limits.ai, settings.windowMs, limits.now());
  if (!decision.allowed) throw new HttpError(429, AI_MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
}

/** The answer as a stream of events; the first piece is already in hand, so the stream always starts with text. */
function streamResponse(answer: AnswerStream, first: string): Response {
  const encoder = new TextEncoder();
  let sent = 0;
  /** The person hung up (the body was cancelled): what the model does after that is nobody's error. */
  let cancelled = false;
  const logClientAbort = () => console.info(`AI answer: ${AI_CLIENT_ABORTED}`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      sent = first.length;
      controller.enqueue(encoder.encode(encodeStreamEvent({ type: 'text', text: first.slice(0, AI_MAX_ANSWER_CHARS) })));
    },
    async pull(controller) {
      try {
        const next = await answer.pieces.next();
        if (cancelled) {
          logClientAbort();
          return;
        }
        if (next.done || sent >= AI_MAX_ANSWER_CHARS) {
          if (!next.done) answer.abort();
          controller.enqueue(encoder.encode(encodeStreamEvent({ type: 'done' })));
          controller.close();
          return;
        }
        const text = next.value.slice(0, AI_MAX_ANSWER_CHARS - sent);
        sent += text.length;
        controller.enqueue(encoder.encode(encodeStreamEvent({ type: 'text', text })));
      } catch (error) {
        if (cancelled) {
          logClientAbort();
          return;
        }
        console.error('AI answer broke off:', error instanceof Error ? error.message : 'unknown error');
        controller.enqueue(encoder.encode(encodeStreamEvent({ type: 'error', message: AI_MESSAGES.brokeOff })));
        controller.close();
      }
    },
    cancel() {
      cancelled = true;
      answer.abort();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      ...BASE_RESPONSE_HEADERS,
      'Content-Type': `${AI_STREAM_CONTENT_TYPE}; charset=utf-8`,
      // Proxies that buffer (nginx) pass each piece on at once.
      'X-Accel-Buffering': 'no',
    },
  });
}

export function createAiHandler(options: AiHandlerOptions): (request: Request, context?: AiFunctionContext) => Promise<Response> {
  const env = options.env ?? (() => process.env);
  const timeoutMs = options.timeoutMs ?? AI_DEFAULT_TIMEOUT_MS;

  return async function ai(request, context = {}) {
    const path = subPathOf(new URL(request.url).pathname, AI_PATH);
    if (path !== '/') return fail(404, 'Not found');
    if (request.method !== 'POST') return methodNotAllowed(['POST']);
    try {
      const { messages } = parseWith(aiRequestSchema, await readJsonBody(request, AI_MAX_BODY_BYTES));

      // Risk first, before any limit or model: crisis help is never refused and never waits on a model.
      const signals = screenConversation(messages);
      if (signals.length > 0) return ok<AiCrisisHelp>({ kind: 'crisis-help', signals });

      const config = readAiConfig(env());
      if (!config) return fail(503, AI_MESSAGES.notConfigured);

      let limits: AiLimits;
      try {
        limits = await options.getLimits(context);
      } catch (error) {
        console.error('AI function: the rate limit storage is unavailable', error instanceof Error ? error.name : '');
        return fail(503, AI_MESSAGES.unavailable, { 'Retry-After': '30' });
      }
      await enforceAiLimit(limits, context.ip ?? '');

      const answer = streamAnswer(config, messages, timeoutMs);
      let first: IteratorResult<string, void>;
      try {
        first = await answer.pieces.next();
      } catch (error) {
        const kind = error instanceof UpstreamError ? error.kind : 'failed';
        console.error(`AI function: ${error instanceof Error ? error.message : 'the model service failed'}`);
        return kind === 'timed-out' ? fail(504, AI_MESSAGES.timedOut) : fail(502, AI_MESSAGES.upstreamFailed);
      }
      if (first.done) {
        console.error('AI function: the model service gave an empty answer');
        return fail(502, AI_MESSAGES.upstreamFailed);
      }
      return streamResponse(answer, first.value);
    } catch (error) {
      if (error instanceof HttpError) return fail(error.status, error.message, error.headers);
      console.error('AI function failed', error instanceof Error ? error.name : '');
      return fail(500, 'Internal server error');
    }
  };
}
