import { createServer, type IncomingMessage, type Server } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { createFunctionsRouter, FUNCTIONS_PREFIX } from './functions-router.ts';
import { mergeHeaders, securityHeaders } from './security-headers.ts';
import { createStaticFiles } from './static-files.ts';

export interface AppServerOptions {
  /** The production build to serve (DIST_DIR). */
  distDir: string;
  /** Where the functions keep their data (DATA_DIR). */
  dataDir: string;
  /** The folder of the functions (default: this repository's functions/). */
  functionsDir?: string;
  env?: Record<string, string | undefined>;
  /** The host and port the server is reached at, for requests that carry no Host header. */
  origin?: string;
}

/**
 * The server `npm start` runs (server/serve.ts): the build and the functions on one origin, every response with the
 * security headers (server/security-headers.ts). Built here, apart from start-up, so tests can run it in-process on
 * a port of their own. The functions' backend is prepared by the caller (server/feedback-startup.ts).
 */
export function createAppServer({ distDir, dataDir, functionsDir, env = process.env, origin = 'localhost' }: AppServerOptions): Server {
  const serveStatic = createStaticFiles(distDir);
  const handleFunction = createFunctionsRouter(functionsDir ?? resolve(import.meta.dirname, '../functions'));
  const headers = securityHeaders(env);
  /** Behind a reverse proxy on this machine every request comes from 127.0.0.1: TRUST_PROXY=1 reads the client's
   * address from the last X-Forwarded-For entry (the one the proxy added) instead. */
  const trustProxy = ['1', 'true', 'yes', 'on'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());

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
    const url = `http://${req.headers.host ?? origin}${req.url ?? '/'}`;
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) value.forEach((item) => requestHeaders.append(name, item));
      else if (value !== undefined) requestHeaders.set(name, value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    return new Request(url, {
      method: req.method ?? 'GET',
      headers: requestHeaders,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      // Node's fetch needs this for streamed request bodies.
      duplex: hasBody ? 'half' : undefined,
    } as RequestInit & { duplex?: 'half' });
  }

  return createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      try {
        if (pathname.startsWith(FUNCTIONS_PREFIX)) {
          const response = await handleFunction(toRequest(req), { dataDir, ip: clientAddress(req) });
          res.writeHead(response.status, mergeHeaders(headers, response.headers));
          if (method === 'HEAD' || !response.body) res.end();
          else res.end(Buffer.from(await response.arrayBuffer()));
          return;
        }
        if (method !== 'GET' && method !== 'HEAD') {
          res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
          return;
        }
        const file = await serveStatic(pathname, String(req.headers['accept-encoding'] ?? ''));
        res.writeHead(file.status, mergeHeaders(headers, { ...file.headers, 'Content-Length': String(file.body.length) }));
        res.end(method === 'HEAD' ? undefined : file.body);
      } catch (error) {
        console.error('Request failed', error);
        if (!res.headersSent) res.writeHead(500, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      }
    })();
  });
}
