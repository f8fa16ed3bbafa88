/**
 * A local stand-in for a Supabase project, for tests only: the real supabase-js client talks to it over HTTP. It
 * serves the PostgREST subset of ./rest.ts under /rest/v1 and the Auth subset of ./auth.ts under /auth/v1, on a
 * real PostgreSQL with supabase/migrations applied and row-level security in force. It is not Supabase: Realtime,
 * Storage, Edge Functions and every PostgREST feature the app does not use are absent (answered with 400 or 404).
 *
 *   const db = await startSupabaseDatabase();
 *   const standIn = await startSupabaseStandIn({ databaseUrl: db.url });
 *   createClient(standIn.url, standIn.anonKey) ...
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { createAuth } from './auth.ts';
import { signJwt, verifyJwt } from './jwt.ts';
import { handleRest, handleRpc, loadSchema, PostgrestError, statusForSqlState } from './rest.ts';
import { allowLocalNetwork } from '../../../src/testing/network-guard.ts';

/** Test-only secret: the stand-in signs its anon key and user tokens with it. Never used outside tests. */
export const STANDIN_JWT_SECRET = 'better-minds-supabase-stand-in-test-signing-key';
/** The anon key the stand-in accepts (a JWT with role anon, signed with the secret above, no expiry). */
export const STANDIN_ANON_KEY = signJwt({ iss: 'supabase-stand-in', role: 'anon', iat: 1735689600 }, STANDIN_JWT_SECRET);

export type Fault = 'none' | 'reset-before' | 'error-500' | 'drop-after-commit';

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
  role: string | null;
  fault: Fault;
  at: number;
}

export interface StandInOptions {
  databaseUrl: string;
  port?: number;
  host?: string;
  /** Decides a fault for each REST request (tests of the replayer under failure); 'none' by default. */
  fault?: (request: { method: string; path: string }) => Fault;
}

export interface SupabaseStandIn {
  url: string;
  port: number;
  anonKey: string;
  /** Every request answered, in order. */
  requests: RequestRecord[];
  /** A superuser connection to the same database, for assertions (bypasses row-level security). */
  sql: postgres.Sql;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 5 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new PostgrestError(413, 'PGRST413', 'Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'Content-Range, X-Supabase-Api-Version',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

export async function startSupabaseStandIn(options: StandInOptions): Promise<SupabaseStandIn> {
  // Starting a stand-in on this machine is the test's word that it talks to it (src/testing/network-guard.ts).
  allowLocalNetwork();
  const sql = postgres(options.databaseUrl, { max: 8, onnotice: () => {} });
  const schema = await loadSchema(sql);
  const requests: RequestRecord[] = [];
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';
  let auth: ReturnType<typeof createAuth> | null = null;

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
    const headers: Record<string, string> = { ...corsHeaders(req), ...extra };
    if (body === null || body === undefined) {
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const method = req.method ?? 'GET';
    const record: RequestRecord = { method, path: url.pathname, status: 0, role: null, fault: 'none', at: Date.now() };
    const finish = (status: number) => {
      record.status = status;
      requests.push(record);
    };
    if (method === 'OPTIONS') {
      send(req, res, 204, null);
      return;
    }
    const headers = headersOf(req);
    const raw = await readBody(req);
    let body: unknown = null;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        finish(400);
        send(req, res, 400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
        return;
      }
    }

    if (url.pathname.startsWith('/auth/v1/')) {
      const answer = await auth!.handle(method, url.pathname.slice('/auth/v1'.length), url.searchParams, headers, body);
      finish(answer.status);
      send(req, res, answer.status, answer.body, { 'X-Supabase-Api-Version': '2024-01-01' });
      return;
    }

    const match = /^\/rest\/v1\/(rpc\/)?([a-z_][a-z0-9_]*)$/.exec(url.pathname);
    if (!match?.[2]) {
      finish(404);
      send(req, res, 404, { code: 'PGRST125', details: null, hint: null, message: `Invalid path ${url.pathname}` });
      return;
    }

    // The gateway requires the project's key; PostgREST then trusts the bearer token, or the key itself.
    if (!headers.apikey) {
      finish(401);
      send(req, res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      return;
    }
    const token = (headers.authorization ?? '').replace(/^Bearer\s+/i, '') || headers.apikey;
    const verified = verifyJwt(token, STANDIN_JWT_SECRET);
    if (!verified.ok) {
      const code = verified.reason === 'expired' ? 'PGRST303' : 'PGRST301';
      finish(401);
      send(req, res, 401, { code, details: null, hint: null, message: verified.reason === 'expired' ? 'JWT expired' : 'JWT could not be decoded' });
      return;
    }
    const role = verified.claims.role;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') {
      finish(401);
      send(req, res, 401, { code: 'PGRST301', details: null, hint: null, message: 'JWT role is not allowed' });
      return;
    }
    record.role = role;

    const fault = options.fault?.({ method, path: url.pathname }) ?? 'none';
    record.fault = fault;
    if (fault === 'reset-before') {
      finish(0);
      req.socket.destroy();
      return;
    }
    if (fault === 'error-500') {
      finish(500);
      send(req, res, 500, { code: 'XX000', details: null, hint: null, message: 'Injected server error' });
      return;
    }

    try {
      const answer = match[1]
        ? await handleRpc(sql, { method, fn: match[2], headers, body, role, claims: verified.claims })
        : await handleRest(sql, schema, {
            method,
            table: match[2],
            query: url.searchParams,
            headers,
            body,
            role,
            claims: verified.claims,
          });
      if (fault === 'drop-after-commit') {
        // The transaction is committed; the client never hears about it.
        finish(0);
        req.socket.destroy();
        return;
      }
      finish(answer.status);
      send(req, res, answer.status, answer.body, answer.headers);
    } catch (error) {
      if (error instanceof PostgrestError) {
        finish(error.status);
        send(req, res, error.status, error.toBody());
        return;
      }
      const pgError = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof pgError.code === 'string' && /^[0-9A-Z]{5}$/.test(pgError.code)) {
        const status = statusForSqlState(pgError.code, role);
        finish(status);
        send(req, res, status, { code: pgError.code, details: pgError.detail ?? null, hint: pgError.hint ?? null, message: pgError.message ?? 'Database error' });
        return;
      }
      throw error;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Supabase stand-in failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'XX000', message: 'Stand-in error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;
  auth = createAuth(sql, { jwtSecret: STANDIN_JWT_SECRET, issuer: `${baseUrl}/auth/v1` });

  return {
    url: baseUrl,
    port,
    anonKey: STANDIN_ANON_KEY,
    requests,
    sql,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sql.end({ timeout: 1 });
    },
  };
}
