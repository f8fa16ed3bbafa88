import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { closeBackend } from '../functions/_lib/backend.ts';
import { loadEnvFiles } from './env-files.ts';
import { prepareFeedbackFunctions } from './feedback-startup.ts';
import { createFunctionsRouter, FUNCTIONS_PREFIX } from './functions-router.ts';
import { mergeHeaders, securityHeaders } from './security-headers.ts';
import { createStaticFiles } from './static-files.ts';

/**
 * `npm start`: the production build and the functions on one origin, needing nothing outside this machine.
 * PORT (default 8888), HOST (default 127.0.0.1), DATA_DIR (default .data/) configure it; the functions' settings
 * (DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, RATE_LIMITS, TRUST_PROXY, ...) may also come
 * from the .env files the build reads.
 */
loadEnvFiles(process.cwd());
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
mkdirSync(dataDir, { recursive: true });

const serveStatic = createStaticFiles(distDir);
const handleFunction = createFunctionsRouter(resolve('functions'));

const SECURITY_HEADERS = securityHeaders(process.env);
/** Behind a reverse proxy on this machine every request comes from 127.0.0.1: TRUST_PROXY=1 reads the client's
 * address from the last X-Forwarded-For entry (the one the proxy added) instead. */
const trustProxy = ['1', 'true', 'yes', 'on'].includes((process.env.TRUST_PROXY ?? '').trim().toLowerCase());

function clientAddress(req: IncomingMessage): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? '';
}

function toRequest(req: IncomingMessage): Request {
  const url = `http://${req.headers.host ?? `${host}:${port}`}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for streamed request bodies.
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit & { duplex?: 'half' });
}

async function sendResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  res.writeHead(response.status, mergeHeaders(SECURITY_HEADERS, response.headers));
  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((req, res) => {
  void (async () => {
    const method = req.method ?? 'GET';
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      if (pathname.startsWith(FUNCTIONS_PREFIX)) {
        const response = await handleFunction(toRequest(req), { dataDir, ip: clientAddress(req) });
        await sendResponse(res, response, method);
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end();
        return;
      }
      const file = await serveStatic(pathname, String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(
        file.status,
        mergeHeaders(SECURITY_HEADERS, { ...file.headers, 'Content-Length': String(file.body.length) }),
      );
      res.end(method === 'HEAD' ? undefined : file.body);
    } catch (error) {
      console.error('Request failed', error);
      if (!res.headersSent) res.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    }
  })();
});

// The database is opened and migrated, and the admin made sure of, before the first request is accepted.
await prepareFeedbackFunctions({ dataDir, env: process.env, log: console.log });

server.listen(port, host, () => {
  console.log(`Better Minds is running at http://${host}:${port} (data in ${dataDir})`);
});

function shutdown() {
  server.close(() => {
    void closeBackend().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
