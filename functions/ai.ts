/**
 * The AI tools' "talk it through" helper: /.netlify/functions/ai, used only when the aiIntegration flag is on.
 * Contract: contract/ai-schemas.ts (client: contract/ai-client.ts); handling: functions/_lib/ai/.
 *
 * POST { messages: [{ role: 'user' | 'assistant', content }] } (at most 20 messages of 2,000 characters, 16,000 in
 * all, the last the person's). Every message of the person's is screened for risk first (contract/risk-screen.ts):
 * risk answers crisis help and no model is asked. Otherwise the configured OpenAI-compatible endpoint (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL: server environment only, never in the client) answers, streamed as NDJSON events.
 * Limits: `ai` 10 requests per address and minute (RATE_LIMITS, like the other functions). 503 when not configured,
 * 502 when the model service fails, 504 when it is silent for 30 seconds.
 *
 * STORES NO CONVERSATION: the messages live in this request's memory only. Nothing of them is written to the
 * database (which holds only the rate-limit counters, by address) or to the log.
 */
import { backendForRequest } from './_lib/backend.ts';
import { createAiHandler, type AiFunctionContext } from './_lib/ai/handler.ts';

export type { AiFunctionContext };

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createAiHandler({ getLimits: (context) => backendForRequest(context) });
