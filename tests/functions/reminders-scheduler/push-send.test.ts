/**
 * Sending one push (functions/_lib/reminders/push-send.ts), with a transport that records what it was asked to post:
 * the status becomes the outcome, the push is encrypted with aes128gcm and carries a TTL that ends at the lateness
 * limit and a Topic from the id, an endpoint that is not a push service's is never posted to, and a network failure
 * is a retry.
 */
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { outcomeOf, pushSender, type PushRequest } from '../../../functions/_lib/reminders/push-send.ts';
import type { VapidKeys } from '../../../functions/_lib/reminders/vapid.ts';
import { dueRow, type SeededSubscription } from '../support/reminder-rows.ts';
import { createECDH, randomBytes } from 'node:crypto';

const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };
const DUE = new Date('2026-06-01T18:00:00Z');

function subscriptionAt(endpoint: string): SeededSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { keyHash: 'a'.repeat(64), endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function recordingSender(status: number | Error) {
  const posted: PushRequest[] = [];
  const logged: string[] = [];
  const send = pushSender({
    vapid,
    extraPushOrigins: [],
    log: (message) => logged.push(message),
    transport: async (request) => {
      posted.push(request);
      if (status instanceof Error) throw status;
      return status;
    },
  });
  return { send, posted, logged };
}

describe('sending one push', () => {
  it('reads the push service status as an outcome', () => {
    expect([200, 201, 202, 299].map(outcomeOf)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect([404, 410].map(outcomeOf)).toEqual(['gone', 'gone']);
    expect([429, 500, 503].map(outcomeOf)).toEqual(['retry', 'retry', 'retry']);
    expect([400, 401, 403, 413].map(outcomeOf)).toEqual(['refused', 'refused', 'refused', 'refused']);
  });

  it('posts the encrypted push to the endpoint, with a TTL to the lateness limit, normal urgency and a Topic from the id', async () => {
    const { send, posted } = recordingSender(201);
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const row = dueRow(subscriptionAt('https://fcm.googleapis.com/fcm/send/device-1'), id, DUE);
    expect(await send(row, new Date(DUE.getTime() + 5 * 60_000))).toBe('sent');

    expect(posted).toHaveLength(1);
    const [request] = posted;
    expect(request?.endpoint).toBe('https://fcm.googleapis.com/fcm/send/device-1');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({ TTL: 600, 'Content-Encoding': 'aes128gcm', Urgency: 'normal', Topic: id.replaceAll('-', '') });
    expect(request?.headers.Authorization).toMatch(/^vapid t=.+, k=/);
    // Encrypted: the opaque id is not in the body as sent.
    expect(Buffer.from(request!.body!).toString('latin1')).not.toContain(id);
  });

  it('answers the other statuses as their outcomes', async () => {
    const row = dueRow(subscriptionAt('https://fcm.googleapis.com/fcm/send/device-2'), 'occurrence-2', DUE);
    expect(await recordingSender(410).send(row, DUE)).toBe('gone');
    expect(await recordingSender(503).send(row, DUE)).toBe('retry');
    expect(await recordingSender(400).send(row, DUE)).toBe('refused');
  });

  it('never posts to an endpoint that is not a push service or does not parse', async () => {
    for (const endpoint of ['https://attacker.example.org/collect', 'http://127.0.0.1:8080/push/x', 'not a url']) {
      const { send, posted } = recordingSender(201);
      expect(await send(dueRow(subscriptionAt(endpoint), 'occurrence-3', DUE), DUE)).toBe('unsafe');
      expect(posted).toEqual([]);
    }
  });

  it('calls a network failure a retry and logs its code, never the endpoint', async () => {
    const failure = Object.assign(new Error('connect ECONNREFUSED https://fcm.googleapis.com/secret'), { code: 'ECONNREFUSED' });
    const { send, logged } = recordingSender(failure);
    expect(await send(dueRow(subscriptionAt('https://fcm.googleapis.com/fcm/send/secret'), 'occurrence-4', DUE), DUE)).toBe('retry');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('tried again next tick');
    expect(logged[0]).not.toContain('secret');
  });
});
