import { AI_MAX_MESSAGES, AI_MAX_TOTAL_CHARS, type AiMessage } from '@contract/ai-schemas';

/**
 * The part of a conversation sent with the next message: the newest messages that fit the function's limits
 * (count and total length), oldest dropped first. Nothing of it is kept anywhere but this screen's memory.
 */
export function conversationToSend(messages: readonly AiMessage[]): AiMessage[] {
  const kept: AiMessage[] = [];
  let total = 0;
  for (let index = messages.length - 1; index >= 0 && kept.length < AI_MAX_MESSAGES; index--) {
    const message = messages[index];
    if (!message) continue;
    if (total + message.content.length > AI_MAX_TOTAL_CHARS) break;
    total += message.content.length;
    kept.unshift(message);
  }
  return kept;
}
