/**
 * The one answer shape of every feedback function: `{ success: true, data }` or `{ success: false, error }` with an
 * honest HTTP status. The server builds answers with `success()`/`failure()`; the client reads them with
 * `envelopeSchema(dataSchema)`, so both sides agree on the shape from one definition.
 */
import { z } from './zod.ts';

export const failureEnvelopeSchema = z.object({ success: z.literal(false), error: z.string() });

/** The envelope around `data`: the client parses every answer with this and the endpoint's response schema. */
export function envelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.discriminatedUnion('success', [z.object({ success: z.literal(true), data }), failureEnvelopeSchema]);
}

const anySuccessSchema = z.object({ success: z.literal(true), data: z.unknown() });

/** The envelope with its data not yet checked, or null when `value` is not an envelope at all. */
export function readEnvelope(value: unknown): { success: true; data: unknown } | FailureEnvelope | null {
  // `success: false` is a refusal even without its error text (the caller words it then).
  if (value && typeof value === 'object' && (value as { success?: unknown }).success === false) {
    return failure(serverErrorText(value) ?? '');
  }
  const succeeded = anySuccessSchema.safeParse(value);
  return succeeded.success ? { success: true, data: succeeded.data.data } : null;
}

export type SuccessEnvelope<Data> = { success: true; data: Data };
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;
export type Envelope<Data> = SuccessEnvelope<Data> | FailureEnvelope;

export function success<Data>(data: Data): SuccessEnvelope<Data> {
  return { success: true, data };
}

export function failure(error: string): FailureEnvelope {
  return { success: false, error };
}

/**
 * The server's own error text in an answer that may not follow the contract: a non-empty `error` string, or the
 * `message` of an `error` object (some proxies and older servers answer so); null when there is none.
 */
export function serverErrorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}
