/**
 * How a professional subscription is started. No payment provider is wired (docs/decisions.md): the one implementation
 * is the spec's 30-day sample, which takes no payment. A real provider would implement this interface (and confirm
 * the payment before answering); the handlers know nothing else about it.
 */
import { SAMPLE_SUBSCRIPTION_DAYS } from '../../../contract/directory-schemas.ts';

export interface SubscriptionGrant {
  start: Date;
  /** null: it does not end (no provider answers this today). */
  end: Date | null;
  /** The provider's reference for the subscription, kept on the listing (never shown to the public). */
  reference: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Starts a subscription to `plan` for the listing at `now`, or throws `PaymentRefusedError`. */
  startSubscription(input: { listingId: string; plan: 'professional'; now: Date }): Promise<SubscriptionGrant>;
}

/** The provider refused (a declined card, say); the handler answers 402 with this message. */
export class PaymentRefusedError extends Error {
  override readonly name = 'PaymentRefusedError';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The spec's sample subscription: active from now for 30 days, no payment taken. */
export const sampleSubscriptionProvider: PaymentProvider = {
  name: 'sample',
  async startSubscription({ now }) {
    return {
      start: now,
      end: new Date(now.getTime() + SAMPLE_SUBSCRIPTION_DAYS * DAY_MS),
      reference: `sample-${now.toISOString()}`,
    };
  },
};
