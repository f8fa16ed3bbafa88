/**
 * The app's one client of the short-code functions (served on this origin), shared by the therapist's screens, the
 * client's journey page and the return builder. Made on first use: a screen that never needs a code never makes it.
 */
import { SHARE_CODES_PATH } from '../../../../contract/share-code-schemas.ts';
import { createShareCodeClient, type ShareCodeClient } from '../../../../contract/share-code-client.ts';

/** Long enough for a slow phone connection, short enough that the person is told instead of left waiting. */
const SHARE_CODE_TIMEOUT_MS = 15_000;

let client: ShareCodeClient | null = null;

export function shareCodeService(): ShareCodeClient {
  client ??= createShareCodeClient(SHARE_CODES_PATH, (input, init) => fetch(input, init), { timeoutMs: SHARE_CODE_TIMEOUT_MS });
  return client;
}
