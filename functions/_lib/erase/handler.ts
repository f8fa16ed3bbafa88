import type { EraseResponse } from '../../../contract/erase-schemas.ts';
import { eraseRequestSchema } from '../../../contract/erase-schemas.ts';
import { deviceKeyOf } from '../device-bindings.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseWith, type Handler } from '../request-context.ts';
import { eraseDeviceRecords } from './store.ts';

/** Room for 500 share codes, 500 inboxes and 20 listings with their keys. */
const ERASE_BODY_LIMIT = 128 * 1024;

/**
 * POST /erase: erases what every function keeps under the keys the request carries (the device key in its header,
 * the others in the body) and answers the counts. Keys that own nothing erase nothing: a guessed key is as good as
 * none, and the answer says only how much *this* caller's keys held. At least one key is needed (else 400).
 */
export const erase: Handler = async (request, context) => {
  await enforceRateLimit(context, 'read');
  const deviceKey = deviceKeyOf(request);
  const body = parseWith(eraseRequestSchema, await readJsonBody(request, ERASE_BODY_LIMIT));
  if (deviceKey === null && !body.communityKey && !body.listings?.length && !body.shareCodes?.length && !body.inboxes?.length) {
    throw new HttpError(400, 'Send the keys whose records should be erased');
  }
  const erased = await eraseDeviceRecords(context.backend.db, context.backend.uploads, { ...body, deviceKey });
  return ok<EraseResponse>({ erased });
};
