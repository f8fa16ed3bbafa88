import { createFeedbackClient, type FeedbackClient } from '@contract/client';
import { config } from '@/config/env';
import { feedbackDeviceKey } from '@/db/feedback-identity';

export interface FeedbackClientOptions {
  fetchImpl?: typeof fetch;
  /** The functions' base path; config.feedbackApiBase by default. */
  base?: string;
}

/**
 * The widget's client of the feedback functions (contract/client.ts). `fetch` is looked up at call time, so a test's
 * stub (or a Playwright route) in place then is the one used.
 */
export function feedbackClient(options: FeedbackClientOptions = {}): FeedbackClient {
  return createFeedbackClient(options.base ?? config.feedbackApiBase, (input, init) => (options.fetchImpl ?? fetch)(input, init), {
    deviceKey: () => feedbackDeviceKey(),
  });
}
