/**
 * A local stand-in of an OpenAI-compatible chat-completions endpoint (POST {base}/chat/completions), for the AI
 * function's tests: it streams Server-Sent Events the way the real API does (`data: {choices:[{delta:{content}}]}`
 * lines, then `data: [DONE]`), and can instead answer an error status, hang, send a malformed stream, hold the rest
 * of an answer until the test releases it, or send nothing but [DONE]. It counts and keeps every request, so a test
 * can prove a risky message never reached it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowLocalNetwork } from '../../../src/testing/network-guard.ts';

export type StandinMode = 'stream' | 'gated' | 'error' | 'hang' | 'malformed' | 'empty';

export interface StandinRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export interface ChatCompletionsStandin {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  baseURL: string;
  requests: StandinRequest[];
  mode: StandinMode;
  /** The pieces a streamed answer is made of. */
  pieces: string[];
  /** The status of `error` mode. */
  errorStatus: number;
  /** Lets a `gated` answer go on after its first piece. */
  release(): void;
  close(): Promise<void>;
}

function sse(data: unknown): string {
  return `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;
}

function chunk(content: string): unknown {
  return { id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: 0, model: 'standin', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Starts the stand-in on 127.0.0.1, on `port` (a browser test's server must know it in advance) or a free one. */
export async function startChatCompletionsStandin(options: { port?: number } = {}): Promise<ChatCompletionsStandin> {
  // Starting a stand-in on this machine is the test's word that it talks to it (src/testing/network-guard.ts).
  allowLocalNetwork();
  let releaseGate: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (releaseGate = resolve));
  const open = new Set<ServerResponse>();

  const standin: ChatCompletionsStandin = {
    baseURL: '',
    requests: [],
    mode: 'stream',
    pieces: ['You sound ', 'tired, and ', 'that makes sense.'],
    errorStatus: 500,
    release() {
      releaseGate();
      gate = new Promise<void>((resolve) => (releaseGate = resolve));
    },
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      let body: StandinRequest['body'] = {};
      try {
        body = JSON.parse(text) as StandinRequest['body'];
      } catch {
        body = {};
      }
      standin.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const mode = standin.mode;
      if (mode === 'hang') {
        open.add(response);
        return;
      }
      if (mode === 'error') {
        response
          .writeHead(standin.errorStatus, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'stand-in failure with internal details', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      if (mode === 'empty') {
        response.end(sse('[DONE]'));
        return;
      }
      if (mode === 'malformed') {
        response.end(sse('{"choices":[{"delta":{"content": oops')); // cut-off JSON
        return;
      }
      const [first = '', ...rest] = standin.pieces;
      response.write(sse(chunk(first)));
      if (mode === 'gated') {
        open.add(response);
        await gate;
        open.delete(response);
      }
      for (const piece of rest) response.write(sse(chunk(piece)));
      response.end(sse('[DONE]'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standin.baseURL = `http://127.0.0.1:${port}/v1`;
  return standin;
}
