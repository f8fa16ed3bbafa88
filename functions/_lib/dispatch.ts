import type { FunctionsBackend } from './backend.ts';
import { SchemaNotReadyError } from './db/schema-version.ts';
import type { HandlerContext } from './request-context.ts';
import { decodePathSegment, fail, HttpError, methodNotAllowed, subPathOf } from './http.ts';
import { errorCode } from './log-safe.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export interface FunctionHostContext {
  dataDir?: string;
  ip?: string;
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route<Context extends HandlerContext> {
  pattern: RegExp;
  /** Names of the pattern's capture groups, in order; without them the dispatcher's `pathParams` apply. */
  params?: readonly string[];
  methods: Partial<Record<RouteMethod, (request: Request, context: Context) => Promise<Response>>>;
}

/** What a function says in its own words when its storage or a handler fails. */
export interface DispatchMessages {
  /** Logged when the backend cannot be had, e.g. 'Directory storage is unavailable'. */
  storageUnavailableLog: string;
  /** The 503's text while the schema is being migrated. */
  updating: string;
  /** The 503's text for any other storage failure. */
  unavailable: string;
  /** Starts the log line of an unexpected failure: `${failureLogPrefix} ${method} ${path} failed`. */
  failureLogPrefix: string;
}

export interface DispatcherOptions<Context extends HandlerContext> {
  /** The function's base path; routes match the part of the path below it. */
  basePath: string;
  routes: readonly Route<Context>[];
  /**
   * Param names for routes that name none. The directory, community and books functions always hand their handlers
   * `params.id` (empty on routes without a capture), so they pass ['id'] here and the shape stays what it was.
   */
  pathParams?: readonly string[];
  messages: DispatchMessages;
  /** Adds a function's own dependencies (a payment provider, a random source) to the shared handler context. */
  buildContext?: (base: HandlerContext) => Context;
  /**
   * Builds every refusal (404, 405, 400, 503, a thrown HttpError, 500) for a function whose protocol has its own
   * error shape (the sync function's `{ error: { code, message } }`); `error` is the thrown one when there was one.
   */
  answerError?: (status: number, message: string, headers: Record<string, string>, error?: unknown) => Response;
}

/**
 * The one request loop of the functions: find the route below the base path (404), treat HEAD as GET, refuse other
 * methods with Allow (405), decode the path's params (400), get the backend (503 with Retry-After while it cannot be
 * had), run the handler, and turn a thrown HttpError into its answer and anything else into a logged 500.
 * `getBackend` is a parameter so tests hand the function a database of their own.
 */
export function createDispatcher<Host extends FunctionHostContext, Context extends HandlerContext = HandlerContext>(
  getBackend: (context: Host) => Promise<FunctionsBackend>,
  options: DispatcherOptions<Context>,
): (request: Request, context: Host) => Promise<Response> {
  const { basePath, routes, pathParams = [], messages } = options;
  // Without a builder the shared context is the handler's context (Context defaults to HandlerContext).
  const buildContext = options.buildContext ?? ((base: HandlerContext) => base as Context);
  const refuse = options.answerError ?? fail;
  return async function dispatch(request, context) {
    const url = new URL(request.url);
    const path = subPathOf(url.pathname, basePath);
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (!route) return refuse(404, 'Not found', {});
    const method = (request.method === 'HEAD' ? 'GET' : request.method) as RouteMethod;
    const handler = route.methods[method];
    if (!handler) {
      const allowed = Object.keys(route.methods);
      return options.answerError ? refuse(405, 'Method not allowed', { Allow: allowed.join(', ') }) : methodNotAllowed(allowed);
    }

    const params: Record<string, string> = {};
    const match = route.pattern.exec(path);
    for (const [index, name] of (route.params ?? pathParams).entries()) {
      const value = decodePathSegment(match?.[index + 1] ?? '');
      if (value === null) return refuse(400, `Malformed ${name} in the path`, {});
      params[name] = value;
    }

    try {
      let backend: FunctionsBackend;
      try {
        backend = await getBackend(context);
      } catch (error) {
        // The class and code only: a driver's error can quote its connection string or a statement's parameters.
        console.error(`${messages.storageUnavailableLog}: ${errorCode(error)}`);
        return refuse(503, error instanceof SchemaNotReadyError ? messages.updating : messages.unavailable, {
          'Retry-After': '30',
        });
      }
      const handlerContext = buildContext({ backend, ip: context.ip ?? '', path, params, url });
      return await handler(request, handlerContext);
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, error.headers, error);
      // The route (its ids) and the error's class and code: never the error itself, whose message and parameters
      // can hold what the person sent (log-safe.ts).
      console.error(`${messages.failureLogPrefix} ${request.method} ${path} failed: ${errorCode(error)}`);
      return refuse(500, 'Internal server error', {});
    }
  };
}
