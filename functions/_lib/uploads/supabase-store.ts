/**
 * Screenshots in a Supabase Storage bucket (UPLOAD_STORE=supabase): the object store of a hosted deployment, reached
 * through the real client library, @supabase/storage-js. The bucket should be private: the server reads objects with
 * the service role key and serves them itself (GET /uploads/{name}, with their true type and nosniff), so a bucket URL
 * is never handed out.
 *
 * Configuration, server-only (never VITE_ or REACT_APP_ prefixed, which would build them into the browser bundle):
 * SUPABASE_URL (the project's URL), SUPABASE_SERVICE_ROLE_KEY, UPLOAD_BUCKET (default feedback-uploads).
 *
 * Storage answers most refusals with HTTP 400 and the real status in the body's `statusCode` ('409' Duplicate for an
 * existing object, '404' for a missing one, '403' for a bad key), which the client keeps as `error.statusCode`.
 */
import type { StorageClient, StorageError } from '@supabase/storage-js';
import { HttpError } from '../http.ts';
import type { ImageType } from './sniff.ts';
import { contentTypeOf, type UploadStore } from './store.ts';

export const DEFAULT_UPLOAD_BUCKET = 'feedback-uploads';

export interface SupabaseStorageConfig {
  /** The project's URL, without a trailing slash (Storage is under /storage/v1). */
  url: string;
  serviceRoleKey: string;
  bucket: string;
}

const CLIENT_PREFIXES = ['VITE_', 'REACT_APP_'];

/** Reads and checks the store's configuration; throws a message naming what is missing (start-up fails with it). */
export function supabaseStorageConfig(env: Record<string, string | undefined>): SupabaseStorageConfig {
  const url = env.SUPABASE_URL?.trim() ?? '';
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim() ?? '';
  const bucket = env.UPLOAD_BUCKET?.trim() || DEFAULT_UPLOAD_BUCKET;
  const missing = [url ? null : 'SUPABASE_URL', serviceRoleKey ? null : 'SUPABASE_SERVICE_ROLE_KEY'].filter(
    (name): name is string => name !== null,
  );
  if (missing.length > 0) {
    const prefixed = missing.flatMap((name) => CLIENT_PREFIXES.map((prefix) => `${prefix}${name}`)).filter((name) => env[name]);
    throw new Error(
      `UPLOAD_STORE=supabase needs ${missing.join(' and ')} (the Supabase project's URL and its service role key). ` +
        'They are server-only settings: never prefix them with VITE_ or REACT_APP_, which builds them into the browser bundle' +
        (prefixed.length > 0 ? ` (${prefixed.join(', ')} is set: rename it and rotate the key if it was ever built).` : '.'),
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SUPABASE_URL must be the project's URL (https://<project>.supabase.co), got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SUPABASE_URL must be an http(s) URL, got "${url}"`);
  }
  if (!/^[\w.-]{1,100}$/.test(bucket)) {
    throw new Error(`UPLOAD_BUCKET must be a bucket name (letters, digits, ".", "-", "_"), got "${bucket}"`);
  }
  return { url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`, serviceRoleKey, bucket };
}

/** What a client sees when the object store fails (unreachable, wrong key, no such bucket); the cause is logged. */
export class UploadStorageUnavailableError extends HttpError {
  constructor() {
    super(503, 'Screenshot storage is not available right now. Please try again later.', { 'Retry-After': '30' });
    this.name = 'UploadStorageUnavailableError';
  }
}

/** The status Storage meant: the body's statusCode when it sent one (it answers most refusals with HTTP 400). */
function statusOf(error: StorageError): number | undefined {
  const fromBody = Number(error.statusCode);
  return Number.isInteger(fromBody) && fromBody > 0 ? fromBody : error.status;
}

function isDuplicate(error: StorageError): boolean {
  return statusOf(error) === 409 || error.status === 409;
}

/** A missing object, not a missing bucket (which is a misconfiguration, reported as such). */
function isMissingObject(error: StorageError): boolean {
  return (statusOf(error) === 404 || error.status === 404) && !/bucket/i.test(error.message);
}

type Bucket = ReturnType<StorageClient['from']>;

export class SupabaseUploadStore implements UploadStore {
  private bucketApi: Promise<Bucket> | null = null;

  constructor(private readonly config: SupabaseStorageConfig) {}

  /** The client is loaded on first use, so functions that never touch uploads do not load it. */
  private files(): Promise<Bucket> {
    this.bucketApi ??= import('@supabase/storage-js').then(({ StorageClient }) => {
      const { url, serviceRoleKey, bucket } = this.config;
      // The headers supabase-js sends: the gateway checks apikey, Storage the bearer token.
      const client = new StorageClient(`${url}/storage/v1`, { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` });
      return client.from(bucket);
    });
    return this.bucketApi;
  }

  private unavailable(action: string, name: string, error: unknown): UploadStorageUnavailableError {
    const detail =
      error && typeof error === 'object' && 'message' in error
        ? `${String(error.message)} (HTTP ${String((error as StorageError).status ?? '-')}, statusCode ${String((error as StorageError).statusCode ?? '-')})`
        : String(error);
    console.error(
      `Supabase Storage could not ${action} ${name} in bucket "${this.config.bucket}": ${detail}. ` +
        'Check SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and that the bucket exists.',
    );
    return new UploadStorageUnavailableError();
  }

  /** Create-if-absent: uploaded with `x-upsert: false`, so Storage refuses an existing name (409 Duplicate). */
  async put(name: string, bytes: Uint8Array, contentType: ImageType): Promise<boolean> {
    if (contentTypeOf(name) !== contentType) throw new Error(`Refusing to store an upload named "${name}"`);
    const files = await this.files();
    const { error } = await files.upload(name, bytes, { contentType, upsert: false, cacheControl: '31536000' });
    if (!error) return true;
    if (isDuplicate(error)) return false;
    throw this.unavailable('store', name, error);
  }

  async get(name: string): Promise<{ bytes: Uint8Array; contentType: ImageType } | null> {
    const contentType = contentTypeOf(name);
    if (!contentType) return null;
    const files = await this.files();
    const { data, error } = await files.download(name);
    if (error) {
      if (isMissingObject(error)) return null;
      throw this.unavailable('read', name, error);
    }
    return { bytes: new Uint8Array(await data.arrayBuffer()), contentType };
  }

  async has(name: string): Promise<boolean> {
    if (!contentTypeOf(name)) return false;
    const files = await this.files();
    let answer: Awaited<ReturnType<Bucket['exists']>>;
    try {
      answer = await files.exists(name);
    } catch (error) {
      throw this.unavailable('look up', name, error);
    }
    if (answer.data) return true;
    if (answer.error?.status === 404) return false;
    // A refused HEAD has no body: Storage's bare 400 means a missing object and a bad key alike. The download's body
    // tells them apart (rare: only a submit naming an upload that does not exist gets here).
    return (await this.get(name)) !== null;
  }

  /** Storage's remove answers the objects it removed: none for a name it did not hold. */
  async delete(name: string): Promise<boolean> {
    if (!contentTypeOf(name)) return false;
    const files = await this.files();
    const { data, error } = await files.remove([name]);
    if (error) throw this.unavailable('delete', name, error);
    return (data ?? []).length > 0;
  }
}
