import { callFeedbackApi, type CallOptions } from './feedback-api';

/** POST /should-prompt {page, action, sessionId}: the server's answer from what it knows of this session. */
export async function askShouldPrompt(
  request: { page: string; action: string | null; sessionId: string },
  options: Pick<CallOptions, 'fetchImpl' | 'base'> = {},
): Promise<boolean> {
  const data = await callFeedbackApi<{ shouldPrompt?: unknown }>('/should-prompt', {
    ...options,
    method: 'POST',
    json: request,
    timeoutMs: 5_000,
  });
  if (typeof data?.shouldPrompt !== 'boolean') throw new Error('The server did not say whether to prompt');
  return data.shouldPrompt;
}
