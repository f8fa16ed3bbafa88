/**
 * A local stand-in for Supabase Storage's object endpoints, for tests only: the real @supabase/storage-js client (used
 * by functions/_lib/uploads/supabase-store.ts) talks to it over HTTP. It implements what that client sends for
 * upload, download and exists, as Storage answers them (storage-js 2.109: StorageFileApi.upload, download, exists):
 *
 *   POST /storage/v1/object/{bucket}/{key}  raw body with Content-Type; `x-upsert: false` (or none) creates only if
 *                                           absent, else 400 { statusCode: '409', error: 'Duplicate' }; `true` replaces
 *   GET  /storage/v1/object/{bucket}/{key}  the bytes with their stored Content-Type, else 400 { statusCode: '404' }
 *   HEAD /storage/v1/object/{bucket}/{key}  200 with the headers, else a bare 400 (a HEAD has no body)
 *
 * Every request must carry `Authorization: Bearer <service key>` and `apikey: <service key>` (what supabase-js sends);
 * a wrong key is answered like Storage's refusal, 400 { statusCode: '403' }. Anything else (other endpoints,
 * multipart bodies, unknown buckets) is a 400. Objects are files in a temp folder; it is not Supabase Storage
 * (no policies, no buckets API, no transformations, no signed URLs).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';

/** Test-only key; never a real one. */
export const STORAGE_STANDIN_SERVICE_KEY = 'better-minds-storage-stand-in-service-role-key';

export interface StorageRequestRecord {
  method: string;
  path: string;
  status: number;
  /** The x-upsert header as sent (null when absent). */
  upsert: string | null;
  contentType: string | null;
}

export interface StorageStandIn {
  /** The project URL to give as SUPABASE_URL (Storage is under /storage/v1). */
  url: string;
  serviceKey: string;
  buckets: string[];
  /** Every request answered, in order. */
  requests: StorageRequestRecord[];
  /** The stored object names of a bucket. */
  objects(bucket: string): string[];
  /** A stored object's content type, or undefined. */
  contentTypeOf(bucket: string, key: string): string | undefined;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 6 * 1024 * 1024;
const OBJECT_PATH = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Storage's error shape: the real status in the body, HTTP 400 (as Storage answers every refusal but a 500). */
function refuse(res: ServerResponse, statusCode: string, error: string, message: string, head = false): number {
  res.writeHead(400, head ? {} : { 'content-type': 'application/json' });
  res.end(head ? undefined : JSON.stringify({ statusCode, error, message }));
  return 400;
}

export async function startStorageStandIn(
  options: { serviceKey?: string; buckets?: string[]; host?: string } = {},
): Promise<StorageStandIn> {
  // Starting a stand-in on this machine is the test's word that it talks to it (src/testing/network-guard.ts).
  allowLocalNetwork();
  const serviceKey = options.serviceKey ?? STORAGE_STANDIN_SERVICE_KEY;
  const buckets = options.buckets ?? ['feedback-uploads'];
  const root = mkdtempSync(join(tmpdir(), 'bm-storage-standin-'));
  for (const bucket of buckets) mkdirSync(join(root, bucket), { mode: 0o700 });
  const contentTypes = new Map<string, string>();
  const requests: StorageRequestRecord[] = [];
  const fileOf = (bucket: string, key: string) => join(root, bucket, encodeURIComponent(key));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<number> {
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const authorization = req.headers.authorization ?? '';
    const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : '';
    // A body is read in full before any answer, so the client never sees a reset while it is still sending.
    const body = method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    if (!sameSecret(authorization, `Bearer ${serviceKey}`) || !sameSecret(apikey, serviceKey)) {
      return refuse(res, '403', 'Unauthorized', 'invalid signature', head);
    }
    const match = OBJECT_PATH.exec(url.pathname);
    if (!match || !['POST', 'GET', 'HEAD'].includes(method) || url.search) {
      return refuse(res, '400', 'InvalidRequest', `The storage stand-in does not implement ${method} ${url.pathname}${url.search}`, head);
    }
    let bucket: string;
    let key: string;
    try {
      bucket = decodeURIComponent(match[1] ?? '');
      key = (match[2] ?? '').split('/').map(decodeURIComponent).join('/');
    } catch {
      return refuse(res, '400', 'InvalidKey', 'Invalid key', head);
    }
    if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      return refuse(res, '400', 'InvalidKey', `Invalid key: ${key}`, head);
    }
    if (!buckets.includes(bucket)) {
      return refuse(res, '404', 'Bucket not found', 'Bucket not found', head);
    }
    const file = fileOf(bucket, key);
    const id = `${bucket}/${key}`;

    if (method === 'POST') {
      const contentType = req.headers['content-type'] ?? '';
      if (!contentType || /^multipart\//i.test(contentType)) {
        return refuse(res, '400', 'InvalidRequest', 'The storage stand-in takes raw bodies with a Content-Type only');
      }
      if (body === null) return refuse(res, '413', 'Payload too large', 'The object exceeded the maximum allowed size');
      const temporary = join(root, `.${randomUUID()}.part`);
      await writeFile(temporary, body, { mode: 0o600, flag: 'wx' });
      try {
        if (req.headers['x-upsert'] === 'true') {
          await rename(temporary, file);
        } else {
          try {
            await link(temporary, file);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
              return refuse(res, '409', 'Duplicate', 'The resource already exists');
            }
            throw error;
          }
        }
      } finally {
        await unlink(temporary).catch(() => {});
      }
      contentTypes.set(id, contentType);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Key: id, Id: randomUUID() }));
      return 200;
    }

    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      return refuse(res, '404', 'not_found', 'Object not found', head);
    }
    res.writeHead(200, {
      'content-type': contentTypes.get(id) ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': 'no-cache',
    });
    res.end(head ? undefined : await readFile(file));
    return 200;
  }

  const server = createServer((req, res) => {
    handle(req, res)
      .then((status) => {
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          status,
          upsert: typeof req.headers['x-upsert'] === 'string' ? req.headers['x-upsert'] : null,
          contentType: req.headers['content-type'] ?? null,
        });
      })
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: '500', error: 'Internal', message: String(error) }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    serviceKey,
    buckets,
    requests,
    objects: (bucket) => readdirSync(join(root, bucket)).map(decodeURIComponent).sort(),
    contentTypeOf: (bucket, key) => contentTypes.get(`${bucket}/${key}`),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
