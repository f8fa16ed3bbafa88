/**
 * The directory function (functions/directory.ts) over a test database, with a test clock, an admin configured and a
 * payment provider a test can swap. The admin signs in through the real feedback function on the same backend, so the
 * cookie is the one a browser would carry. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomUUID } from 'node:crypto';
import { createBackend, type Env, type FeedbackBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import type { PaymentProvider, SubscriptionGrant } from '../../../functions/_lib/directory/payment-provider.ts';
import { PaymentRefusedError, sampleSubscriptionProvider } from '../../../functions/_lib/directory/payment-provider.ts';
import { createDirectoryHandler } from '../../../functions/directory.ts';
import { createFeedbackHandler } from '../../../functions/feedback.ts';
import { DIRECTORY_PATH, LISTING_KEY_HEADER, newListingKey, type ListingRequest } from '../../../contract/directory-schemas.ts';
import { ADMIN, testClock, type Clock } from './backends.ts';

export const DIRECTORY_BASE = `http://localhost${DIRECTORY_PATH}`;

export interface DirectoryResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: Record<string, unknown>; error?: string };
  text: string;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  /** Sent as X-Listing-Key. */
  key?: string;
  cookie?: string;
}

/**
 * The test implementation of the payment adapter: records every call and, when told to, refuses (as a declined card
 * would) or grants what the sample grants.
 */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly name = 'recording';
  readonly calls: Array<{ listingId: string; plan: string; now: Date }> = [];
  refuseNext: string | null = null;

  async startSubscription(input: { listingId: string; plan: 'professional'; now: Date }): Promise<SubscriptionGrant> {
    this.calls.push(input);
    if (this.refuseNext !== null) {
      const message = this.refuseNext;
      this.refuseNext = null;
      throw new PaymentRefusedError(message);
    }
    return sampleSubscriptionProvider.startSubscription(input);
  }
}

export interface DirectoryHarness {
  backend: FeedbackBackend;
  clock: Clock;
  payments: RecordingPaymentProvider;
  call(method: string, path: string, options?: CallOptions): Promise<DirectoryResponse>;
  /** Signs in through the feedback function and returns the cookie to send back. */
  signIn(): Promise<string>;
}

/** Rate limits are off unless `env` says otherwise. */
export function directoryHarness(db: SqlClient, options: { env?: Env; start?: Date } = {}): DirectoryHarness {
  const clock = testClock(options.start ?? new Date('2026-11-24T10:00:00Z'));
  const backend = createBackend({
    db,
    env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env },
    now: () => clock.now,
  });
  const payments = new RecordingPaymentProvider();
  const handler = createDirectoryHandler(async () => backend, { payments });
  const feedback = createFeedbackHandler(async () => backend);
  return {
    backend,
    clock,
    payments,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      let body: BodyInit | undefined;
      const given = callOptions.body;
      if (typeof given === 'string' || given instanceof Uint8Array || given instanceof ReadableStream) {
        body = given as BodyInit;
      } else if (given !== undefined) {
        body = JSON.stringify(given);
      }
      if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      if (callOptions.key !== undefined) headers.set(LISTING_KEY_HEADER, callOptions.key);
      if (callOptions.cookie !== undefined) headers.set('cookie', callOptions.cookie);
      const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
      if (body instanceof ReadableStream) init.duplex = 'half';
      const response = await handler(new Request(`${DIRECTORY_BASE}${path}`, init), { ip: callOptions.ip ?? '203.0.113.40' });
      const text = await response.text();
      let json: DirectoryResponse['json'] = { success: false };
      try {
        json = JSON.parse(text) as DirectoryResponse['json'];
      } catch {
        /* not JSON: the test says so */
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    async signIn() {
      const response = await feedback(
        new Request('http://localhost/.netlify/functions/feedback/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        }),
        { ip: '203.0.113.99' },
      );
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
  };
}

/** A therapist's device: a listing id and key of its own. */
export function newDevice(): { listingId: string; key: string } {
  return { listingId: randomUUID(), key: newListingKey() };
}

export function sampleRequest(overrides: Partial<ListingRequest> = {}): ListingRequest {
  return {
    name: 'Dr. Ada Rivers',
    credentials: 'PhD, Licensed Psychologist',
    licenseNumber: 'PSY-12345',
    licenseState: 'OR',
    city: 'Portland',
    state: 'OR',
    specialties: ['Anxiety', 'Grief'],
    remote: true,
    inPerson: false,
    bio: 'I help adults with anxiety and grief, at a pace that suits them.',
    contact: 'https://rivers-therapy.example/contact',
    directoryOptIn: true,
    ...overrides,
  };
}
