import { feedbackClient, type FeedbackClientOptions } from './feedback-client';

/** POST /should-prompt {page, action, sessionId}: the server's answer from what it knows of this session. A failure
 * (offline, an error, an answer without `shouldPrompt`) throws, and the local rules decide. */
export async function askShouldPrompt(
  request: { page: string; action: string | null; sessionId: string },
  options: FeedbackClientOptions = {},
): Promise<boolean> {
  const answer = await feedbackClient(options).shouldPrompt(request, { timeoutMs: 5_000 });
  return answer.shouldPrompt;
}
