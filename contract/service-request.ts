/**
 * The request-and-classify core shared by the typed clients of our functions (books, community, directory, share
 * codes). Each client keeps its own error class and its own refusals; this file sends the request, reads the answer
 * with a size limit, and sorts every outcome into the same four kinds, so the clients cannot drift apart in how they
 * treat a dropped connection, a refusal, a 5xx or a proxy's HTML page.
 */
import { readEnvelope, serverErrorText } from './envelope.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import type { z } from './zod.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out, or the body broke off).
 * - `refused`: a 4xx with the service's reason; sending the same again will not help, except after a 429's wait.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer (not JSON, wrong shape, too large).
 */
export type ServiceErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

/**
 * What every client throws, under its own subclass (so a screen can tell the services apart); `message` is a plain
 * sentence a screen may show as it is.
 */
export class ServiceClientError extends Error {
  constructor(
    message: string,
    readonly kind: ServiceErrorKind,
    /** The HTTP status, or null when no answer arrived (or the client refused the request before asking). */
    readonly status: number | null,
    /** The service's own error text, when it gave one. */
    readonly serverMessage: string | null = null,
    /** From Retry-After, on a 429 or 503. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A client's own error class, which the core builds for each outcome. */
export type ServiceErrorClass<ClientError extends ServiceClientError> = new (
  ...args: ConstructorParameters<typeof ServiceClientError>
) => ClientError;

/** The sentences a person reads, in the client's own words. */
export interface ServiceMessages {
  network: string;
  /** For `http`: the service is in trouble. */
  unavailable: string;
  unexpected: string;
  /** For `refused`, by status; the service's own text is passed for clients whose service writes for people. */
  refusal(status: number, retryAfterMs: number | undefined, serverMessage: string): string;
}

export interface ServiceClientConfig<ClientError extends ServiceClientError> {
  baseUrl: string;
  fetchImpl: typeof fetch;
  timeoutMs?: number;
  /** Larger than any answer of the service; a larger body is not read, and counts as `unexpected`. */
  maxResponseBytes: number;
  ErrorClass: ServiceErrorClass<ClientError>;
  messages: ServiceMessages;
}

export interface ServiceRequestInit {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, with its Content-Type. */
  json?: unknown;
  /** Sent as it is (multipart); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  /** Extra headers, such as a device key. */
  headers?: Record<string, string>;
}

/** An answer that arrived: its status, its body parsed as JSON (undefined when not JSON or too large), its headers. */
export interface ServiceAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface ServiceRequester<ClientError extends ServiceClientError> {
  /** The base URL without its trailing slashes. */
  base: string;
  /** Sends and reads the answer, whatever its status; only a `network` error is thrown. */
  send(path: string, init: ServiceRequestInit): Promise<ServiceAnswer>;
  /** The error for an answer whose status is not the one expected: `refused` or `http`. */
  failure(answer: ServiceAnswer): ClientError;
  /** The envelope's data checked against `schema`, or an `unexpected` error. */
  data<Schema extends z.ZodType>(answer: ServiceAnswer, schema: Schema): z.output<Schema>;
  /** Sends, checks the status is one of `expected`, and returns the data checked against `schema`. */
  call<Schema extends z.ZodType>(
    path: string,
    init: ServiceRequestInit,
    schema: Schema,
    expected?: readonly number[],
  ): Promise<z.output<Schema>>;
}

/** The sentence for a 429, the same in every client: the wait rounded up to whole minutes, one at least. */
export function tooManyRequestsMessage(retryAfterMs: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 60_000));
  return `Too many requests just now. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

/**
 * The three sentences every client words the same way around its service's name (as a person would name it, capital
 * first: "The directory", "Book submission"); a client adds its own `refusal`.
 */
export function standardMessages(serviceName: string): Omit<ServiceMessages, 'refusal'> {
  return {
    network: `${serviceName} could not be reached. Check the connection and try again.`,
    unavailable: `${serviceName} is not available right now. Please try again later.`,
    unexpected: `${serviceName} gave an answer this app does not understand.`,
  };
}

export function createServiceRequester<ClientError extends ServiceClientError>(
  config: ServiceClientConfig<ClientError>,
): ServiceRequester<ClientError> {
  const { fetchImpl, timeoutMs, maxResponseBytes, ErrorClass, messages } = config;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function send(path: string, init: ServiceRequestInit): Promise<ServiceAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, init.headers);
    let response: Response;
    let text: string | null;
    // A body that breaks off while it is read is as much a lost answer as a connection that never opened.
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
        // The admin's session cookie goes with the calls, which are same-origin.
        credentials: 'same-origin',
        signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      });
      text = await readLimited(response, maxResponseBytes);
    } catch (error) {
      throw new ErrorClass(messages.network, 'network', null, null, undefined, { cause: error });
    }
    let body: unknown;
    try {
      body = text === null ? undefined : (JSON.parse(text) as unknown);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, headers: response.headers };
  }

  function failure({ status, body, headers }: ServiceAnswer): ClientError {
    const serverMessage = serverErrorText(body);
    const wait = parseRetryAfter(headers.get('Retry-After'));
    if (status >= 400 && status < 500 && serverMessage !== null) {
      return new ErrorClass(messages.refusal(status, wait, serverMessage), 'refused', status, serverMessage, wait);
    }
    return new ErrorClass(messages.unavailable, 'http', status, serverMessage, wait);
  }

  function data<Schema extends z.ZodType>(answer: ServiceAnswer, schema: Schema): z.output<Schema> {
    const envelope = readEnvelope(answer.body);
    const parsed = envelope?.success ? schema.safeParse(envelope.data) : null;
    if (!parsed?.success) throw new ErrorClass(messages.unexpected, 'unexpected', answer.status);
    return parsed.data;
  }

  async function call<Schema extends z.ZodType>(
    path: string,
    init: ServiceRequestInit,
    schema: Schema,
    expected: readonly number[] = [200],
  ): Promise<z.output<Schema>> {
    const answer = await send(path, init);
    if (!expected.includes(answer.status)) throw failure(answer);
    return data(answer, schema);
  }

  return { base, send, failure, data, call };
}
