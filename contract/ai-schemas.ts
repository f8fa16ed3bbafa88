/**
 * The AI tools' "talk it through" function (functions/ai.ts), one contract for the server and the client
 * (contract/ai-client.ts). Only used when the aiIntegration flag is on; the model key never leaves the server.
 *
 * POST /.netlify/functions/ai, `Content-Type: application/json`, body `{ messages: [{ role, content }] }` (limits
 * below; unknown keys are a 400; the last message is the person's). Answers:
 * - 200 `application/json` `{ success: true, data: { kind: 'crisis-help', signals } }`: a message of the person's
 *   suggested risk (contract/risk-screen.ts). No model was asked; the client shows crisis help and its lines.
 * - 200 `application/x-ndjson`: the model's answer as it arrives, one JSON event per line (`aiStreamEventSchema`):
 *   `text` pieces, then `done`, or `error` with a calm sentence when the model breaks off mid-answer.
 * - `{ success: false, error }` with 400/413/415 (bad request), 429 (Retry-After), 503 (not configured, or storage
 *   for the rate limit unavailable), 502 (the model service failed), 504 (the model service took too long).
 */
import { RISK_SIGNALS, screenForRisk, type RiskSignal } from './risk-screen.ts';
import { z } from './zod.ts';

export const AI_PATH = '/.netlify/functions/ai';

/** At most this many messages in one request: the conversation so far, oldest dropped first by the client. */
export const AI_MAX_MESSAGES = 20;
/** Characters in one message. */
export const AI_MAX_MESSAGE_CHARS = 2000;
/** Characters in all messages together. */
export const AI_MAX_TOTAL_CHARS = 16_000;
/** Bytes of a request body, refused before it is parsed (JSON escapes can make text longer than its characters). */
export const AI_MAX_BODY_BYTES = 96_000;
/** Characters of one answer the client keeps; a longer stream is cut off there. */
export const AI_MAX_ANSWER_CHARS = 12_000;

export const aiMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(AI_MAX_MESSAGE_CHARS, `A message can be at most ${AI_MAX_MESSAGE_CHARS} characters`)
    .refine((text) => text.trim().length > 0, 'A message cannot be empty'),
});

export const aiRequestSchema = z
  .strictObject({
    messages: z
      .array(aiMessageSchema)
      .min(1, 'Write a message first')
      .max(AI_MAX_MESSAGES, `A conversation sent at once can hold at most ${AI_MAX_MESSAGES} messages`),
  })
  .refine((body) => body.messages.at(-1)?.role === 'user', { message: 'The last message must be yours', path: ['messages'] })
  .refine((body) => body.messages.reduce((sum, message) => sum + message.content.length, 0) <= AI_MAX_TOTAL_CHARS, {
    message: `The conversation is too long to send (at most ${AI_MAX_TOTAL_CHARS} characters)`,
    path: ['messages'],
  });

export type AiMessage = z.infer<typeof aiMessageSchema>;
export type AiRequest = z.infer<typeof aiRequestSchema>;

export const aiCrisisHelpSchema = z.strictObject({
  kind: z.literal('crisis-help'),
  signals: z.array(z.enum(RISK_SIGNALS)).max(RISK_SIGNALS.length),
});
export type AiCrisisHelp = z.infer<typeof aiCrisisHelpSchema>;

export const AI_STREAM_CONTENT_TYPE = 'application/x-ndjson';

export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text: z.string().max(AI_MAX_ANSWER_CHARS) }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('error'), message: z.string().max(500) }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

/** One event as a line of the stream. */
export function encodeStreamEvent(event: AiStreamEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** The calm sentences both sides use for what went wrong (the server sends them; the client falls back on them). */
export const AI_MESSAGES = {
  notConfigured: 'The talking helper is not set up on this service. The on-device tools still work.',
  unavailable: 'The talking helper is not available right now. Please try again later.',
  upstreamFailed: 'The talking helper could not answer just now. Please try again in a little while.',
  timedOut: 'The talking helper took too long to answer. Please try again in a little while.',
  brokeOff: 'The answer was cut off. You can ask again when you are ready.',
  rateLimited: 'You have sent a lot of messages in a short time. Please wait a minute and try again.',
  offline: 'You seem to be offline. The talking helper needs a connection; the on-device tools work without one.',
} as const;

/**
 * Every message of the person's screened for risk, as the client does before sending and the server again before
 * any model call: the signals of all of them together, most urgent first. The helper's own past answers are not
 * screened (they may name crisis lines, which is not the person's risk).
 */
export function screenConversation(messages: readonly AiMessage[]): RiskSignal[] {
  const found = new Set<RiskSignal>();
  for (const message of messages) {
    if (message.role !== 'user') continue;
    for (const signal of screenForRisk(message.content).signals) found.add(signal);
  }
  return RISK_SIGNALS.filter((signal) => found.has(signal));
}
