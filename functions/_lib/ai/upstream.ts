/**
 * Asks the configured chat-completions endpoint for a streamed answer with the `openai` package (its `baseURL` makes
 * any OpenAI-compatible service work). One attempt, no retries (a retry would double the wait and the cost); a time
 * limit on the first piece and between pieces; every failure becomes an `UpstreamError` whose kind the function maps
 * to a calm answer, never the service's own text (which may hold details we do not show).
 */
import OpenAI from 'openai';
import type { AiMessage } from '../../../contract/ai-schemas.ts';
import type { AiConfig } from './config.ts';
import { SYSTEM_PROMPT } from './system-prompt.ts';

/** `failed`: the service answered with an error, broke the stream or could not be reached; `timed-out`: it was silent too long. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'failed' | 'timed-out',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export interface AnswerStream {
  /** The answer's text pieces as they arrive; throws `UpstreamError`. */
  pieces: AsyncGenerator<string, void, undefined>;
  /** Stops asking (the person left); safe to call at any time. */
  abort(): void;
}

/** Tokens one answer may use: about 450 words, plenty for the short answers the prompt asks for. */
const MAX_ANSWER_TOKENS = 600;

export function streamAnswer(config: AiConfig, messages: readonly AiMessage[], timeoutMs: number): AnswerStream {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, maxRetries: 0, timeout: timeoutMs });

  async function* pieces(): AsyncGenerator<string, void, undefined> {
    armTimer();
    try {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          stream: true,
          max_tokens: MAX_ANSWER_TOKENS,
          temperature: 0.6,
          messages: [{ role: 'system', content: SYSTEM_PROMPT }, ...messages.map(({ role, content }) => ({ role, content }))],
        },
        { signal: controller.signal },
      );
      for await (const chunk of stream) {
        armTimer();
        // A chunk of another shape (a keep-alive, usage figures) carries no text and is passed over.
        const text: unknown = chunk?.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text !== '') yield text;
      }
      // The package ends a stream quietly when it is aborted: silence that ran out the time is not a finished answer.
      if (timedOut) throw new UpstreamError('timed-out', 'The model service fell silent mid-answer');
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (timedOut) throw new UpstreamError('timed-out', 'The model service was silent too long', { cause: error });
      throw new UpstreamError('failed', describe(error), { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return { pieces: pieces(), abort: () => controller.abort() };
}

/** For the server's log: the status and class of what went wrong, never the request's content. */
function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError) return `The model service failed (${error.status ?? 'no status'}, ${error.name})`;
  return `The model service failed (${error instanceof Error ? error.name : typeof error})`;
}
