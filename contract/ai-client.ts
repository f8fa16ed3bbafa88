/**
 * The client of the AI function (functions/ai.ts): screens the person's words on the device first (risk gets crisis
 * help and nothing is sent), then posts the conversation and reads the streamed answer piece by piece, handing each
 * piece to `onText` as it arrives. Every answer is checked against the contract: a proxy's page, a cut-off or
 * malformed stream, or an oversized answer is an `AiClientError` with a calm sentence a screen may show as it is.
 * The answer is plain text for the screen to render as text; nothing here treats it as HTML.
 */
import {
  AI_MAX_ANSWER_CHARS,
  AI_MESSAGES,
  AI_PATH,
  AI_STREAM_CONTENT_TYPE,
  aiCrisisHelpSchema,
  aiStreamEventSchema,
  screenConversation,
  type AiMessage,
} from './ai-schemas.ts';
import { readEnvelope, serverErrorText } from './envelope.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import type { RiskSignal } from './risk-screen.ts';

export type TalkResult =
  | { kind: 'answer'; text: string; cutOff: boolean }
  | { kind: 'crisis-help'; signals: RiskSignal[]; screenedOn: 'device' | 'server' };

/**
 * - `network`: no answer arrived (offline, refused connection).
 * - `refused`: the request was refused for a reason of its own (400, 413, 415, 429: `status`, `retryAfterMs`).
 * - `unavailable`: the service is not set up or in trouble (5xx); trying later may help.
 * - `broke-off`: the answer started and broke off; `partialText` holds what arrived.
 * - `unexpected`: an answer that is not the contract's.
 */
export type AiClientErrorKind = 'network' | 'refused' | 'unavailable' | 'broke-off' | 'unexpected';

export class AiClientError extends Error {
  override readonly name = 'AiClientError';
  constructor(
    message: string,
    readonly kind: AiClientErrorKind,
    readonly status: number | null = null,
    readonly retryAfterMs?: number,
    readonly partialText = '',
  ) {
    super(message);
  }
}

export interface TalkOptions {
  /** The fetch to use (tests hand in the function's handler); the browser's by default. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  signal?: AbortSignal;
  /** Called with each piece of the answer as it arrives. */
  onText?: (piece: string) => void;
  endpoint?: string;
}

/** Longest line of the stream the reader holds before calling the answer malformed. */
const MAX_LINE_BYTES = 64 * 1024;
/** Largest non-streamed answer (an envelope) read. */
const MAX_ENVELOPE_BYTES = 16 * 1024;

/** Reads an NDJSON answer stream to its end, calling `onText` per piece. */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  onText: (piece: string) => void = () => undefined,
): Promise<{ text: string; cutOff: boolean }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let text = '';
  const stop = () => reader.cancel().catch(() => undefined);

  const handleLine = (line: string): 'go-on' | 'done' => {
    if (line.trim() === '') return 'go-on';
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new AiClientError(AI_MESSAGES.brokeOff, 'unexpected', 200, undefined, text);
    }
    const event = aiStreamEventSchema.safeParse(value);
    if (!event.success) throw new AiClientError(AI_MESSAGES.brokeOff, 'unexpected', 200, undefined, text);
    if (event.data.type === 'done') return 'done';
    if (event.data.type === 'error') throw new AiClientError(event.data.message, 'broke-off', 200, undefined, text);
    const piece = event.data.text.slice(0, AI_MAX_ANSWER_CHARS - text.length);
    text += piece;
    if (piece) onText(piece);
    return 'go-on';
  };

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new AiClientError(AI_MESSAGES.brokeOff, 'broke-off', 200, undefined, text);
      }
      if (chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (handleLine(line) === 'done') {
          void stop();
          return { text, cutOff: false };
        }
        if (text.length >= AI_MAX_ANSWER_CHARS) {
          void stop();
          return { text, cutOff: true };
        }
        newline = buffered.indexOf('\n');
      }
      if (buffered.length > MAX_LINE_BYTES) throw new AiClientError(AI_MESSAGES.brokeOff, 'unexpected', 200, undefined, text);
    }
  } catch (error) {
    void stop();
    throw error;
  }
  // The stream ended without its `done` event: the connection broke off mid-answer.
  if (buffered.trim() !== '' && handleLine(buffered) === 'done') return { text, cutOff: false };
  throw new AiClientError(AI_MESSAGES.brokeOff, 'broke-off', 200, undefined, text);
}

async function failureOf(response: Response): Promise<AiClientError> {
  const body = await readLimited(response, MAX_ENVELOPE_BYTES).catch(() => null);
  let serverText: string | null = null;
  try {
    serverText = body ? serverErrorText(JSON.parse(body)) : null;
  } catch {
    serverText = null;
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  const { status } = response;
  if (status === 429) return new AiClientError(AI_MESSAGES.rateLimited, 'refused', status, retryAfterMs);
  if (status >= 400 && status < 500) return new AiClientError(serverText ?? 'The message could not be sent.', 'refused', status, retryAfterMs);
  const fallback = status === 504 ? AI_MESSAGES.timedOut : status === 503 ? AI_MESSAGES.unavailable : AI_MESSAGES.upstreamFailed;
  // Our function's own sentences are calm already; a proxy's error page is not shown.
  const known = Object.values(AI_MESSAGES) as string[];
  return new AiClientError(serverText && known.includes(serverText) ? serverText : fallback, 'unavailable', status, retryAfterMs);
}

/** Sends the conversation (after screening it on the device) and reads the answer as it streams. */
export async function talkItThrough(messages: readonly AiMessage[], options: TalkOptions = {}): Promise<TalkResult> {
  const signals = screenConversation(messages);
  if (signals.length > 0) return { kind: 'crisis-help', signals, screenedOn: 'device' };

  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await send(options.endpoint ?? AI_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: `${AI_STREAM_CONTENT_TYPE}, application/json` },
      body: JSON.stringify({ messages }),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new AiClientError(AI_MESSAGES.offline, 'network');
  }
  if (!response.ok) throw await failureOf(response);

  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith(AI_STREAM_CONTENT_TYPE) && response.body) {
    const { text, cutOff } = await readAnswerStream(response.body, options.onText);
    return { kind: 'answer', text, cutOff };
  }
  const body = await readLimited(response, MAX_ENVELOPE_BYTES).catch(() => null);
  let envelope: ReturnType<typeof readEnvelope> = null;
  try {
    envelope = body === null ? null : readEnvelope(JSON.parse(body));
  } catch {
    envelope = null;
  }
  const crisis = envelope?.success ? aiCrisisHelpSchema.safeParse(envelope.data) : null;
  if (crisis?.success) return { kind: 'crisis-help', signals: crisis.data.signals, screenedOn: 'server' };
  throw new AiClientError(AI_MESSAGES.upstreamFailed, 'unexpected', response.status);
}
