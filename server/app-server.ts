import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { createFunctionsRouter, FUNCTIONS_PREFIX } from './functions-router.ts';
import { closeAfterAnswer, isLingering, requestBody } from './request-body.ts';
import { createOriginResolver, isTruthy, requestUrl } from './request-origin.ts';
import { HSTS_HEADER, mergeHeaders, policyForPath, securityHeaders } from './security-headers.ts';
import { createStaticFiles } from './static-files.ts';
import { errorCode } from '../functions/_lib/log-safe.ts';

export interface AppServerOptions {
  /** The production build to serve (DIST_DIR). */
  distDir: string;
  /** Where the functions keep their data (DATA_DIR). */
  dataDir: string;
  /** The folder of the functions (default: this repository's functions/). */
  functionsDir?: string;
  /** PUBLIC_ORIGIN (the origin URLs are built with) and TRUST_PROXY are read from here. */
  env?: Record<string, string | undefined>;
}

/** Methods a function may be called with; undici's Request refuses CONNECT, TRACE and TRACK outright. */
const FUNCTION_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The server `npm start` runs (server/serve.ts): the build and the functions on one origin, every response with the
 * security headers (server/security-headers.ts). Built here, apart from start-up, so tests can run it in-process on
 * a port of their own. The functions' backend is prepared by the caller (server/feedback-startup.ts).
 *
 * No request can stop it: parsing the target and the Host, routing and every handler run inside one catch-all, a
 * malformed request is a 400, and a request the HTTP parser itself refuses is answered by the 'clientError' handler.
 * Throws a ConfigurationError at creation for a bad PUBLIC_ORIGIN.
 */
export function createAppServer({ distDir, dataDir, functionsDir, env = process.env }: AppServerOptions): Server {
  const serveStatic = createStaticFiles(distDir);
  const handleFunction = createFunctionsRouter(functionsDir ?? resolve(import.meta.dirname, '../functions'));
  const headers = securityHeaders(env);
  /** Behind a reverse proxy on this machine every request comes from 127.0.0.1: TRUST_PROXY=1 reads the client's
   * address from the last X-Forwarded-For entry (the one the proxy added) instead. */
  const trustProxy = isTruthy(env.TRUST_PROXY);
  const server = createServer();
  const resolveOrigin = createOriginResolver(env, () => server.address());

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

  function toRequest(req: IncomingMessage, url: URL, method: string): Request {
    const requestHeaders = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) value.forEach((item) => requestHeaders.append(name, item));
      else if (value !== undefined) requestHeaders.set(name, value);
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    return new Request(url, {
      method,
      headers: requestHeaders,
      body: hasBody ? requestBody(req) : undefined,
      // Node's fetch needs this for streamed request bodies.
      duplex: hasBody ? 'half' : undefined,
    } as RequestInit & { duplex?: 'half' });
  }

  function answerPlain(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
    closeAfterAnswer(res.req, res);
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
    res.end(message);
  }

  /** A function's body passed on piece by piece as it is produced (the AI helper streams its answer); a client that
   * hangs up cancels the body, so the function stops its own work (and its model call). */
  async function writeStreamed(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    res.on('close', () => void reader.cancel().catch(() => undefined));
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      res.write(value);
    }
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const origin = resolveOrigin(req);
    if (!origin.ok) return answerPlain(res, 400, `Bad request: ${origin.reason}`);
    const url = requestUrl(req.url, origin.origin);
    if (!url) return answerPlain(res, 400, 'Bad request: malformed request target');
    // HSTS only where the browser reached us over TLS: sent on plain http it would be ignored at best.
    const base = origin.https ? { ...headers, 'Strict-Transport-Security': HSTS_HEADER } : headers;

    if (url.pathname.startsWith(FUNCTIONS_PREFIX)) {
      if (!FUNCTION_METHODS.has(method)) return answerPlain(res, 405, 'Method not allowed', { Allow: [...FUNCTION_METHODS].join(', ') });
      let request: Request;
      try {
        request = toRequest(req, url, method);
      } catch {
        return answerPlain(res, 400, 'Bad request: malformed headers');
      }
      const response = await handleFunction(request, { dataDir, ip: clientAddress(req) });
      // A body refused part-way or unread: the answer, then the connection closed (server/request-body.ts).
      closeAfterAnswer(req, res);
      res.writeHead(response.status, mergeHeaders(base, response.headers));
      if (method === 'HEAD' || !response.body) res.end();
      else await writeStreamed(res, response.body);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      closeAfterAnswer(req, res);
      res.writeHead(405, { ...base, Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = await serveStatic(url.pathname, String(req.headers['accept-encoding'] ?? ''));
    const policy = base['Content-Security-Policy'];
    const own = policy ? { ...base, 'Content-Security-Policy': policyForPath(url.pathname, policy) } : base;
    res.writeHead(file.status, mergeHeaders(own, { ...file.headers, 'Content-Length': String(file.body.length) }));
    res.end(method === 'HEAD' ? undefined : file.body);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request pipelined behind a refused body, on a connection that said `Connection: close` and is closing: it
    // is read into nothing and never answered (an answer written after the FIN would only fail).
    if (isLingering(req.socket)) {
      req.resume();
      return;
    }
    // A client that hangs up mid-body makes the request stream error; the handler sees that as a failed read, and
    // without a listener here Node would treat it as an uncaught error.
    req.on('error', () => undefined);
    handle(req, res).catch((error: unknown) => {
      console.error(`Request failed: ${errorCode(error)}`);
      try {
        if (!res.headersSent) answerPlain(res, 500, 'Internal server error');
        else res.end();
      } catch {
        res.destroy();
      }
    });
  });

  // What Node's parser refuses (a malformed request line, header or chunk) never becomes a request: answer it here
  // and close, as Node does by default, but with a status that says why.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this socket cannot be followed by a raw one (`_httpMessage` is the
    // ServerResponse Node attached to it).
    const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
      : '400 Bad Request';
    const body = status.slice(4);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  return server;
}
