/**
 * Issue 40, item 4: "The book submission reads and parses a whole multipart body before checking the device key (a
 * 17 MB body of 300,000 parts: answered 400 after 1.0-1.5 s, the health check slowed to 1.0-1.3 s meanwhile)."
 * Every upload now checks the key and the declared length before reading, and counts parts as the body streams
 * (functions/_lib/uploads/multipart.ts). Against the server as `npm start` runs it, in its own process: the body
 * streamed over a raw socket, the refusal within 200 ms, and a health check sent meanwhile answered within 500 ms.
 * The figures are printed.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKS_PATH } from '../../contract/book-schemas.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key.ts';
import { KEY_MALFORMED, KEY_MISSING } from '../../functions/_lib/device-bindings.ts';
import { TOO_MANY_PARTS as BOOK_TOO_MANY_PARTS } from '../../functions/_lib/books/submission-handlers.ts';
import { TOO_MANY_PARTS as UPLOAD_TOO_MANY_PARTS } from '../../functions/_lib/feedback/upload-handlers.ts';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { startServedApp, type ServedApp } from './support/served-app.ts';

allowLocalNetwork();

const REFUSAL_WITHIN_MS = 200;
const HEALTH_WITHIN_MS = 500;
const ROUNDS = 3;
const BOUNDARY = 'x';

/** `parts` tiny text parts making at least `bytes` bytes in all (the body: 17 MB of 300,000). */
function manyParts(parts: number, bytes: number): Buffer {
  const emptyPart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
  const closing = `--${BOUNDARY}--\r\n`;
  const valueLength = Math.max(1, Math.ceil(bytes / parts) - emptyPart.length);
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${'b'.repeat(valueLength)}\r\n`;
  return Buffer.from(part.repeat(parts) + closing, 'latin1');
}

/** The body of a whole answer sent with chunked transfer encoding (how the server passes a function's body on). */
function bodyOf(text: string): string {
  let rest = text.slice(text.indexOf('\r\n\r\n') + 4);
  let body = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

interface Answer {
  status: number | 'none';
  error: string;
  /** From the request's first byte to the answer's status line. */
  ms: number;
  /** How much of the body had been handed to the socket by then. */
  sent: number;
}

/**
 * Streams `body` as fast as the socket takes it, and resolves with the answer (status and error) once it has come
 * whole; `onStarted` runs right after the head is written.
 */
function streamRequest(port: number, head: string, body: Buffer, onStarted: () => void): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let started = 0;
    let statusAt = 0;
    let sentAtStatus = 0;
    let sent = 0;
    let received = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = received.toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      let error = '';
      try {
        error = (JSON.parse(bodyOf(text)) as { error?: string }).error ?? '';
      } catch {
        /* no JSON body: the status says enough */
      }
      resolve({ status: status ? Number(status[1]) : 'none', error, ms: statusAt === 0 ? Number.NaN : statusAt - started, sent: sentAtStatus });
    };
    const pump = () => {
      while (!done && statusAt === 0 && sent < body.length) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.on('connect', () => {
      started = performance.now();
      socket.write(head);
      onStarted();
      pump();
    });
    socket.on('data', (chunk: Buffer) => {
      if (statusAt === 0) {
        statusAt = performance.now();
        sentAtStatus = sent;
      }
      received = Buffer.concat([received, chunk]);
      if (/\r\n\r\n[\s\S]*\r\n0\r\n\r\n$/.test(received.toString('latin1'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

async function timedHealth(base: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/.netlify/functions/health`);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

let app: ServedApp;
const bookBody = manyParts(300_000, 17_000_000);
const uploadBody = manyParts(80_000, 4_500_000);

beforeAll(async () => {
  app = await startServedApp({ RATE_LIMITS: 'off' });
  // The first call to a function loads its module; what is measured is the body's handling, not that.
  await timedHealth(app.base);
  await fetch(`${app.base}${BOOKS_PATH}/receipts/AAAA-AAAA-A`).then((response) => response.arrayBuffer());
  await fetch(`${app.base}/.netlify/functions/feedback/categories`).then((response) => response.arrayBuffer());
  const form = new FormData();
  form.set('details', '{}');
  await fetch(`${app.base}${BOOKS_PATH}/submissions/${randomUUID()}`, { method: 'PUT', body: form, headers: { [DEVICE_KEY_HEADER]: newDeviceKey() } }).then((response) =>
    response.arrayBuffer(),
  );
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

describe('an upload of hundreds of thousands of parts is refused before it is read', () => {
  it('the body is what the issue sent: 17 MB in 300,000 parts, under the submission cap (not refused by length)', () => {
    expect(bookBody.length).toBeGreaterThanOrEqual(17_000_000);
    expect(bookBody.length).toBeLessThan(20 * 1024 * 1024);
    expect(bookBody.toString('latin1').split(`--${BOUNDARY}\r\n`).length - 1).toBe(300_000);
  });

  const keys: [string, () => string | null, number, string][] = [
    ['no device key', () => null, 403, KEY_MISSING],
    ['a malformed device key', () => 'not-a-device-key', 400, KEY_MALFORMED],
    ['a valid device key', () => newDeviceKey(), 400, BOOK_TOO_MANY_PARTS],
  ];
  const endpoints = [
    { name: 'PUT books/submissions/{id}', method: 'PUT', path: () => `${BOOKS_PATH}/submissions/${randomUUID()}`, body: bookBody },
    { name: 'POST feedback/upload', method: 'POST', path: () => '/.netlify/functions/feedback/upload', body: uploadBody },
  ];

  for (const endpoint of endpoints) {
    it.each(keys)(`${endpoint.name} with %s: refused within ${REFUSAL_WITHIN_MS} ms, health within ${HEALTH_WITHIN_MS} ms`, async (label, key, status, error) => {
      const expectedError = endpoint.body === uploadBody && error === BOOK_TOO_MANY_PARTS ? UPLOAD_TOO_MANY_PARTS : error;
      for (let round = 1; round <= ROUNDS; round++) {
        const deviceKey = key();
        const head =
          `${endpoint.method} ${endpoint.path()} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${endpoint.body.length}\r\n` +
          (deviceKey === null ? '' : `${DEVICE_KEY_HEADER}: ${deviceKey}\r\n`) +
          'Connection: keep-alive\r\n\r\n';
        // Health checks one after another for as long as the upload is under way, the first sent with its head: the
        // slowest is what a person checking the server meanwhile would have waited.
        const checks: { status: number; ms: number }[] = [];
        let uploading = true;
        let polling: Promise<void> = Promise.resolve();
        const poll = async () => {
          do checks.push(await timedHealth(app.base));
          while (uploading);
        };
        const answer = await streamRequest(app.port, head, endpoint.body, () => (polling = poll()));
        uploading = false;
        await polling;
        const slowest = checks.reduce((worst, check) => (check.ms > worst.ms ? check : worst));
        console.log(
          `[uploads-refuse-early] ${endpoint.name}, ${label}, round ${round}: ${answer.status} in ${answer.ms.toFixed(1)} ms ` +
            `(${answer.sent} of ${endpoint.body.length} bytes sent by then); ${checks.length} health checks meanwhile, ` +
            `the slowest ${slowest.status} in ${slowest.ms.toFixed(1)} ms`,
        );
        expect(answer.status).toBe(status);
        expect(answer.error).toBe(expectedError);
        expect(answer.ms).toBeLessThan(REFUSAL_WITHIN_MS);
        expect(checks.every((check) => check.status === 200)).toBe(true);
        expect(slowest.ms).toBeLessThan(HEALTH_WITHIN_MS);
      }
    }, 30_000);
  }
});
