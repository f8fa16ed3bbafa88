/**
 * The AI function as `npm start` serves it (server/app-server.ts in-process on a free port, the real functions
 * folder, the environment's AI_* variables): the answer's pieces reach the browser while the model is still writing,
 * so the server must pass a function's body on as it is produced rather than wait for its end; and crisis help comes
 * back as JSON over real HTTP without any model call.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { talkItThrough } from '../../contract/ai-client.ts';
import { AI_PATH } from '../../contract/ai-schemas.ts';
import { closeBackend, prepareBackend } from '../../functions/_lib/backend.ts';
import { createAppServer } from '../../server/app-server.ts';
import { startChatCompletionsStandin, type ChatCompletionsStandin } from '../support/chat-completions-standin/standin.ts';

let server: Server;
let base: string;
let folder: string;
let standin: ChatCompletionsStandin;
const savedEnv = { ...process.env };

beforeAll(async () => {
  // This file serves the app on 127.0.0.1 and requests it (src/testing/network-guard.ts).
  allowLocalNetwork();
  standin = await startChatCompletionsStandin();
  // The deployed function reads the server's environment at each request, as Netlify and npm start provide it.
  Object.assign(process.env, { AI_BASE_URL: standin.baseURL, AI_API_KEY: 'sk-served-test-key-42', AI_MODEL: 'standin-model', RATE_LIMITS: 'off' });
  folder = mkdtempSync(join(tmpdir(), 'bm-ai-served-'));
  const dist = join(folder, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Better Minds</title><div id="root"></div>');
  mkdirSync(join(folder, 'data'));
  await prepareBackend({ dataDir: join(folder, 'data'), env: { RATE_LIMITS: 'off' } });
  server = createAppServer({ distDir: dist, dataDir: join(folder, 'data') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeBackend();
  await standin.close();
  for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'RATE_LIMITS']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('the AI function served over HTTP', () => {
  it('streams: the first piece arrives while the model still holds the rest', async () => {
    standin.mode = 'gated';
    standin.pieces = ['Breathe out slowly. ', 'Then notice your feet.'];
    const pieces: string[] = [];
    let firstArrived!: () => void;
    const first = new Promise<void>((resolve) => (firstArrived = resolve));
    const answer = talkItThrough([{ role: 'user', content: 'Work is a lot this week' }], {
      endpoint: `${base}${AI_PATH}`,
      onText: (piece) => {
        pieces.push(piece);
        firstArrived();
      },
    });
    await first;
    expect(pieces).toEqual(['Breathe out slowly. ']);
    standin.release();
    expect(await answer).toEqual({ kind: 'answer', text: 'Breathe out slowly. Then notice your feet.', cutOff: false });
  });

  it('answers crisis help as JSON with the security headers, and no model call', async () => {
    const before = standin.requests.length;
    const response = await fetch(`${base}${AI_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'I have the pills and tonight I will do it' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: true, data: { kind: 'crisis-help', signals: ['immediate-danger'] } });
    expect(standin.requests.length).toBe(before);
  });
});

describe('31.14 a person who leaves mid-answer', () => {
  it('is logged as a client abort, not as the model service failing', async () => {
    const errors = vi.spyOn(console, 'error');
    const infos = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    standin.mode = 'gated';
    standin.pieces = ['Breathe out slowly. ', 'Then notice your feet.'];
    const leave = new AbortController();
    const response = await fetch(`${base}${AI_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Work is a lot this week' }] }),
      signal: leave.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    leave.abort();
    await vi.waitFor(() => expect(infos.mock.calls.flat().join(' ')).toContain('client_aborted'), { timeout: 5000 });
    standin.release();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/broke off|model service failed/);
  });
});
