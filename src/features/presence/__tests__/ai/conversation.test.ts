import { describe, expect, it } from 'vitest';
import { aiRequestSchema, AI_MAX_MESSAGE_CHARS, AI_MAX_MESSAGES, type AiMessage } from '@contract/ai-schemas';
import { conversationToSend } from '../../lib/ai/conversation';

const turn = (index: number, length = 10): AiMessage => ({ role: index % 2 === 0 ? 'user' : 'assistant', content: `${index}`.padEnd(length, '.') });

describe('conversationToSend', () => {
  it('sends a short conversation whole', () => {
    const messages = [turn(0), turn(1), turn(2)];
    expect(conversationToSend(messages)).toEqual(messages);
  });

  it('drops the oldest messages to fit the count and the total length, and what it keeps is always accepted', () => {
    const many = Array.from({ length: 41 }, (_, index) => turn(index));
    const byCount = conversationToSend(many);
    expect(byCount).toHaveLength(AI_MAX_MESSAGES);
    expect(byCount.at(-1)).toEqual(many.at(-1));
    expect(aiRequestSchema.safeParse({ messages: byCount }).success).toBe(true);

    const long = Array.from({ length: 11 }, (_, index) => turn(index, AI_MAX_MESSAGE_CHARS));
    const byLength = conversationToSend(long);
    expect(byLength).toHaveLength(8);
    expect(byLength.at(-1)).toEqual(long.at(-1));
    expect(aiRequestSchema.safeParse({ messages: byLength }).success).toBe(true);
  });
});
