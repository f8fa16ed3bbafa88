/**
 * A local stand-in for a Web Push service (RFC 8030), for the functions tests and the benchmark: it hands out
 * subscriptions whose keys it holds (a P-256 key pair and an auth secret per subscription, as a browser makes),
 * accepts `POST /push/{token}`, checks the VAPID signature (RFC 8292) against the key in the Authorization header,
 * decrypts the body with the subscription's keys (RFC 8291, aes128gcm, with http_ece, which web-push itself uses)
 * and records what it found. A test can make a subscription answer any status (410: the subscription is gone).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** The origins the stand-in's endpoints can have (it listens on 127.0.0.1, on a port the system picks), written as
 * REMINDER_PUSH_ORIGINS would allow them. */
export const STANDIN_ORIGINS = 'http://127.0.0.1:*';

export interface StandinSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  token: string;
  endpoint: string;
  /** The decrypted body as text (what the service worker would get from `event.data.text()`). */
  text: string;
  ttl: string | null;
  urgency: string | null;
  topic: string | null;
  /** Whether the VAPID JWT verified against the `k=` key and names this service's origin as its audience. */
  vapidValid: boolean;
  vapidPublicKey: string | null;
  receivedAt: number;
}

interface Held {
  ecdh: ECDH;
  auth: string;
  status: number;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** `vapid t=<jwt>, k=<key>`: verifies the ES256 signature with the uncompressed P-256 key, and the audience. */
function checkVapid(header: string | undefined, origin: string): { valid: boolean; key: string | null } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { valid: false, key: null };
  const [, jwt = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { valid: false, key };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number };
  return { valid: signed && body.aud === origin, key };
}

export interface PushStandin {
  url: string;
  received: ReceivedPush[];
  /** Bodies that could not be decrypted (a test expects none). */
  undecryptable: number;
  subscribe(): StandinSubscription;
  /** The status the subscription's endpoint answers from now on (201 by default). */
  answer(endpoint: string, status: number): void;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** `delayMs`: how long each push takes to be accepted, as over a real network (a restart test kills a sender mid-batch). */
export async function startPushStandin(options: { delayMs?: number } = {}): Promise<PushStandin> {
  const held = new Map<string, Held>();
  const waiters = new Set<() => void>();
  let origin = '';
  const standin: PushStandin = {
    url: '',
    received: [],
    undecryptable: 0,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const token = randomBytes(12).toString('base64url');
      const auth = randomBytes(16).toString('base64url');
      held.set(token, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}/push/${token}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answer(endpoint, status) {
      const token = endpoint.split('/').pop() ?? '';
      const entry = held.get(token);
      if (entry) entry.status = status;
    },
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (standin.received.length < count) {
        if (Date.now() > deadline) throw new Error(`the push stand-in received ${standin.received.length} of ${count}`);
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const token = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const entry = held.get(token);
      const body = await readBody(request);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (request.method !== 'POST' || !entry) {
        response.writeHead(404).end();
        return;
      }
      let text: string;
      try {
        text = ece.decrypt(body, { version: 'aes128gcm', privateKey: entry.ecdh, authSecret: entry.auth }).toString('utf8');
      } catch {
        standin.undecryptable += 1;
        response.writeHead(400).end();
        return;
      }
      const vapid = checkVapid(request.headers.authorization, origin);
      standin.received.push({
        token,
        endpoint: `${origin}/push/${token}`,
        text,
        ttl: request.headers.ttl?.toString() ?? null,
        urgency: request.headers.urgency?.toString() ?? null,
        topic: request.headers.topic?.toString() ?? null,
        vapidValid: vapid.valid,
        vapidPublicKey: vapid.key,
        receivedAt: Date.now(),
      });
      for (const wake of waiters) wake();
      waiters.clear();
      response.writeHead(entry.status).end();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standin.url = origin;
  return standin;
}
