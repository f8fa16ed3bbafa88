/**
 * The AI tools' "talk it through": /.netlify/functions/ai, only with the aiIntegration flag on (docs/decisions.md).
 * Typed in contract/ai-schemas.ts (client: contract/ai-client.ts); handling in functions/_lib/ai/; statuses:
 * docs/functions.md. STORES NO CONVERSATION: the messages live in this request's memory only, never in the
 * database or the log.
 */
import { backendForRequest } from './_lib/backend.ts';
import { createAiHandler, type AiFunctionContext } from './_lib/ai/handler.ts';

export type { AiFunctionContext };

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createAiHandler({ getLimits: (context) => backendForRequest(context) });
