/**
 * 31.8: a body the functions refuse unread (a 413 by its declared length, a 415 by its type) must not leave the
 * connection stuck. The server either closes the connection (saying `Connection: close`) or drains the body, so a
 * client that reuses the connection is answered, never left hanging on bytes nobody reads.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBackend, prepareBackend } from '../../functions/_lib/backend.ts';
import { createAppServer } from '../../server/app-server.ts';
import { LINGER_MS } from '../../server/request-body.ts';

let server: Server;
let port: number;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bm-refused-'));
  const dist = join(folder, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Better Minds</title>');
  mkdirSync(join(folder, 'data'));
  const env = { RATE_LIMITS: 'off', ADMIN_EMAIL: 'admin@better-minds.test', ADMIN_PASSWORD: 'refused-admin-password-3f9a' };
  await prepareBackend({ dataDir: join(folder, 'data'), env });
  server = createAppServer({ distDir: dist, dataDir: join(folder, 'data'), env });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeBackend();
  rmSync(folder, { recursive: true, force: true });
});

interface Exchange {
  /** Every byte the server sent on the connection, until it closed or stayed silent for `idleMs`. */
  text: string;
  closed: boolean;
}

/** Sends `first`, waits for its answer, then sends `second` on the same connection and collects what follows. */
// Longer than the server's linger after a refused body: under load it may use all of it before it closes.
function twoOnOneConnection(first: Buffer, second: string, idleMs = LINGER_MS + 1500): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let sentSecond = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!sentSecond && /\r\n\r\n[\s\S]*(\}|\r\n\r\n)$/.test(text)) {
        sentSecond = true;
        socket.write(second, () => undefined);
      }
      arm();
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      arm();
      socket.write(first, () => undefined);
    });
  });
}

const health = `GET /.netlify/functions/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

function post(path: string, contentType: string, size: number): Buffer {
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${size}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(size, 0x61)]);
}

describe('31.8 a refused body never leaves its keep-alive connection stuck', () => {
  const cases: [string, Buffer, number][] = [
    ['a 415 on a 200 KB body', post('/.netlify/functions/feedback/submit', 'text/html', 200_000), 415],
    ['a 413 on a 2 MB body', post('/.netlify/functions/feedback/submit', 'application/json', 2_000_000), 413],
    ['a 405 on a 200 KB body posted to a page', post('/index.html', 'text/html', 200_000), 405],
  ];

  it.each(cases)('%s: closed with Connection: close, or the next request answered', async (_name, first, status) => {
    const { text, closed } = await twoOnOneConnection(first, health);
    const answers = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(answers[0]).toBe(status);
    const firstHead = text.slice(0, text.indexOf('\r\n\r\n')).toLowerCase();
    if (firstHead.includes('connection: close')) {
      expect(closed).toBe(true);
    } else {
      // Kept alive: then the health check sent after it must have been answered.
      expect(answers).toEqual([status, 200]);
    }
  });
});

/**
 * Streams a body of `size` bytes behind `head`, 16 KB at a time on every turn of the event loop, reading nothing until
 * all of it is written (as a client that sends its whole request before it reads does), and resolves with the first status line
 * the server sent, or 'none' when the connection ended (reset or closed) without one. A server that closes while
 * bytes are still coming makes its kernel answer them with a reset, and the client's kernel then drops the answer
 * it had not yet read.
 */
function streamedTry(head: string, size: number): Promise<number | 'none'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let text = '';
    let sent = 0;
    let done = false;
    const finish = (status: number | 'none') => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(status);
    };
    const pump = () => {
      if (done) return;
      if (sent >= size) {
        // All written: now read.
        socket.resume();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += piece.length;
      if (socket.write(piece)) setTimeout(pump, 1);
      else socket.once('drain', pump);
    };
    socket.on('connect', () => {
      socket.pause();
      socket.write(head);
      pump();
    });
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text);
      if (status) finish(Number(status[1]));
    });
    socket.on('error', () => finish('none'));
    socket.on('close', () => finish('none'));
  });
}

describe('issue 40: a 413 reaches the client before its connection closes', () => {
  const TRIES = 200;
  const AT_ONCE = 4;
  const endpoints = [
    ['/.netlify/functions/share-codes', 256 * 1024],
    ['/.netlify/functions/feedback/submit', 512 * 1024],
  ] as const;

  it(`${TRIES} raw-socket tries, keep-alive, a body over 64 KB streamed: every one reads the 413`, async () => {
    const started = performance.now();
    const statuses: (number | 'none')[] = [];
    for (let next = 0; next < TRIES; next += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, TRIES - next) }, (_, offset) => {
        const [path, size] = endpoints[(next + offset) % endpoints.length]!;
        const head =
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${size}\r\nConnection: keep-alive\r\n\r\n`;
        return streamedTry(head, size);
      });
      statuses.push(...(await Promise.all(batch)));
    }
    const seen = statuses.filter((status) => status === 413).length;
    console.log(`[413-then-close] ${seen} of ${TRIES} tries read the 413 (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    expect(statuses.filter((status) => status !== 413)).toEqual([]);
    expect(seen).toBe(TRIES);
  }, 30_000);
});
