/**
 * Link grants (docs/e2ee-sync.md 2.5 and 5): a linked device parks a one-time grant (its hash, the code's locator and
 * the grant envelope, which only the code opens) for at most 600 s; the new device, which knows only the code, fetches
 * the envelope by the locator, unsigned. A grant is spent by the link it proves (accounts-handlers.ts), after which its
 * locator answers 404, as it does once expired.
 */
import { linkGrantRequestSchema, linkLocatorSchema } from '../../../contract/e2ee/sync-schemas.ts';
import type { Handler } from '../request-context.ts';
import { limitByAddress } from './accounts-handlers.ts';
import { answer, parseBody, pathId, readBytes, SyncError } from './request.ts';
import { requireLinkedDevice } from './signed-request.ts';
import { findGrantByLocator, insertGrant } from './store.ts';

/** Live link grants an account may hold at once. */
export const MAX_LIVE_GRANTS = 16;
/** A grant envelope of a thousand generations (100,000 characters) and the rest of the body. */
const GRANT_BODY_LIMIT = 128 * 1024;

/** POST /accounts/:a/link-grants { grantHash, locator, sealed, expiresInSeconds <= 600 }: 201 { expiresAt }. */
export const createLinkGrant: Handler = async (request, context) => {
  const accountId = pathId(context, 'accountId');
  const bytes = await readBytes(request, GRANT_BODY_LIMIT);
  await requireLinkedDevice(request, context, accountId, bytes);
  const body = parseBody(linkGrantRequestSchema, bytes);
  const now = context.backend.now();
  const expiresAt = new Date(now.getTime() + body.expiresInSeconds * 1000);
  const grant = { grantHash: body.grantHash, locator: body.locator, sealed: body.sealed, expiresAt };
  const stored = await context.backend.db.transaction((tx) => insertGrant(tx, accountId, grant, now, MAX_LIVE_GRANTS));
  if (stored === 'too-many') throw new SyncError(409, 'too-many-grants', `An account holds at most ${MAX_LIVE_GRANTS} unused link grants at once.`);
  if (stored === 'locator-taken') throw new SyncError(409, 'locator-taken', 'This locator is in use; make a new code.');
  return answer({ expiresAt: expiresAt.toISOString() }, 201);
};

/**
 * GET /link-grants/:locator, unsigned: { sealed, expiresAt }, or 404. Limited per address like linking (20 a minute by
 * default), so the 40-bit locators cannot be walked; and an envelope found still needs the code's 70-bit key.
 */
export const getLinkGrant: Handler = async (_request, context) => {
  await limitByAddress(context);
  const locator = linkLocatorSchema.safeParse(context.params.locator);
  if (!locator.success) throw new SyncError(400, 'invalid', 'Malformed locator in the path');
  const grant = await findGrantByLocator(context.backend.db, locator.data, context.backend.now());
  if (!grant) throw new SyncError(404, 'unknown-grant', 'This code was used already, has expired, or was never made.');
  return answer({ sealed: grant.sealed, expiresAt: grant.expiresAt.toISOString() });
};
