/**
 * The client of POST /.netlify/functions/erase (contract/erase-schemas.ts), used by "delete everything". Any answer
 * but a 200 with the counts throws: the caller then keeps the device's data and keys, so the person can try again.
 */
import { readEnvelope, serverErrorText } from './envelope.ts';
import { DEVICE_KEY_HEADER } from './device-key.ts';
import { readLimited } from './http-answers.ts';
import { ERASE_PATH, eraseResponseSchema, type ErasedCounts, type EraseRequest } from './erase-schemas.ts';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class EraseClientError extends Error {
  override readonly name = 'EraseClientError';
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface EraseKeys extends EraseRequest {
  deviceKey: string | null;
}

export async function eraseServerRecords(origin: string, keys: EraseKeys, fetchImpl: FetchLike = fetch): Promise<ErasedCounts> {
  const { deviceKey, ...body } = keys;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (deviceKey !== null) headers[DEVICE_KEY_HEADER] = deviceKey;
  let response: Response;
  try {
    response = await fetchImpl(`${origin.replace(/\/+$/, '')}${ERASE_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new EraseClientError('Network error', null);
  }
  const text = await readLimited(response, 64 * 1024).catch(() => null);
  let parsed: unknown = undefined;
  try {
    parsed = text === null ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw new EraseClientError(serverErrorText(parsed) ?? `HTTP ${response.status}`, response.status);
  const envelope = readEnvelope(parsed);
  const data = envelope?.success ? eraseResponseSchema.safeParse(envelope.data) : null;
  if (!data?.success) throw new EraseClientError('Unexpected answer', response.status);
  return data.data.erased;
}
