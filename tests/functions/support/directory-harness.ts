/**
 * The directory function (functions/directory.ts) over a test database, with a test clock, an admin configured and a
 * payment provider a test can swap. The admin signs in through the real feedback function on the same backend, so the
 * cookie is the one a browser would carry. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomUUID } from 'node:crypto';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import type { PaymentProvider, SubscriptionGrant } from '../../../functions/_lib/directory/payment-provider.ts';
import { PaymentRefusedError, sampleSubscriptionProvider } from '../../../functions/_lib/directory/payment-provider.ts';
import { createDirectoryHandler } from '../../../functions/directory.ts';
import { DIRECTORY_PATH, LISTING_KEY_HEADER, newListingKey, type ListingRequest } from '../../../contract/directory-schemas.ts';
import type { Clock } from './backends.ts';
import { clockedBackend, functionRequest, readFunctionResponse, signInAsAdmin } from './function-call.ts';

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
  backend: FunctionsBackend;
  clock: Clock;
  payments: RecordingPaymentProvider;
  call(method: string, path: string, options?: CallOptions): Promise<DirectoryResponse>;
  /** Signs in through the feedback function and returns the cookie to send back. */
  signIn(): Promise<string>;
}

/** Rate limits are off unless `env` says otherwise. */
export function directoryHarness(db: SqlClient, options: { env?: Env; start?: Date } = {}): DirectoryHarness {
  const { backend, clock } = clockedBackend(db, { start: options.start ?? new Date('2026-11-24T10:00:00Z'), env: options.env, admin: true });
  const payments = new RecordingPaymentProvider();
  const handler = createDirectoryHandler(async () => backend, { payments });
  return {
    backend,
    clock,
    payments,
    async call(method, path, callOptions = {}) {
      const request = functionRequest(`${DIRECTORY_BASE}${path}`, method, callOptions, {
        [LISTING_KEY_HEADER]: callOptions.key,
        cookie: callOptions.cookie,
      });
      return readFunctionResponse<DirectoryResponse['json']>(await handler(request, { ip: callOptions.ip ?? '203.0.113.40' }));
    },
    signIn: () => signInAsAdmin(backend),
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
