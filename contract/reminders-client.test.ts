import { describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER } from './device-key.ts';
import { createRemindersClient, RemindersClientError } from './reminders-client.ts';

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A client whose fetch answers `answer` and records what it was asked. */
function clientAnswering(answer: () => Response | Promise<Response>) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), init });
    return answer();
  }) as typeof fetch;
  const client = createRemindersClient('https://app.example.org/', fetchImpl, { deviceKey: () => 'device-key-1' });
  return { client, asked };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

async function errorOf(promise: Promise<unknown>): Promise<RemindersClientError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RemindersClientError);
  return error as RemindersClientError;
}

describe('the reminders client', () => {
  it('sends each call to its path with the device key, and answers the parsed data', async () => {
    const stored = clientAnswering(() => json({ success: true, data: { stored: 2 } }));
    const body = { subscription: SUBSCRIPTION, occurrences: [{ id: 'occurrence-1', at: '2026-06-01T18:00:00.000Z' }] };
    expect(await stored.client.putSubscription(body)).toEqual({ stored: 2 });
    expect(stored.asked[0]?.url).toBe('https://app.example.org/.netlify/functions/reminders/subscription');
    expect(stored.asked[0]?.init?.method).toBe('PUT');
    expect((stored.asked[0]?.init?.headers as Record<string, string>)[DEVICE_KEY_HEADER]).toBe('device-key-1');
    expect(JSON.parse(String(stored.asked[0]?.init?.body))).toEqual(body);

    const key = clientAnswering(() => json({ success: true, data: { publicKey: 'BPublic_Key-1' } }));
    expect(await key.client.vapidPublicKey()).toBe('BPublic_Key-1');
    expect(key.asked[0]?.url).toBe('https://app.example.org/.netlify/functions/reminders/vapid-public-key');

    const deleted = clientAnswering(() => json({ success: true, data: { deleted: false } }));
    expect(await deleted.client.deleteSubscription()).toEqual({ deleted: false });
    expect(deleted.asked[0]?.init?.method).toBe('DELETE');
  });

  it('refuses an answer whose data is not the schema, is not the envelope, or is not JSON', async () => {
    for (const answer of [
      json({ success: true, data: { stored: 'two' } }),
      json({ success: true, data: {} }),
      json({ stored: 2 }),
      new Response('<html>proxy</html>', { status: 200 }),
    ]) {
      const error = await errorOf(clientAnswering(() => answer).client.putSubscription({ subscription: SUBSCRIPTION, occurrences: [] }));
      expect(error.kind).toBe('unexpected');
    }
    const key = await errorOf(clientAnswering(() => json({ success: true, data: { publicKey: '<script>' } })).client.vapidPublicKey());
    expect(key.kind).toBe('unexpected');
    const deleted = await errorOf(clientAnswering(() => json({ success: true, data: { deleted: 'yes' } })).client.deleteSubscription());
    expect(deleted.kind).toBe('unexpected');
  });

  it('sorts refusals, trouble and a lost connection into their kinds', async () => {
    const limited = await errorOf(
      clientAnswering(() => json({ success: false, error: 'Too many requests' }, 429, { 'Retry-After': '120' })).client.deleteSubscription(),
    );
    expect(limited).toMatchObject({ kind: 'refused', status: 429, serverMessage: 'Too many requests', retryAfterMs: 120_000 });
    expect(limited.message).toContain('2 minutes');

    const keyless = await errorOf(clientAnswering(() => json({ success: false, error: 'Reminders are not offered' }, 503)).client.vapidPublicKey());
    expect(keyless).toMatchObject({ kind: 'http', status: 503 });

    const offline = await errorOf(
      clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).client.putSubscription({ subscription: SUBSCRIPTION, occurrences: [] }),
    );
    expect(offline).toMatchObject({ kind: 'network', status: null });
  });
});
