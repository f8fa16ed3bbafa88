import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorCode } from '../functions/_lib/log-safe.ts';

export const FUNCTIONS_PREFIX = '/.netlify/functions/';

type Handler = (request: Request, context: FunctionContext) => Promise<Response> | Response;

export interface FunctionContext {
  /** Where the embedded server data lives (DATA_DIR). */
  dataDir: string;
  ip: string;
}

const FUNCTION_NAME = /^[a-z0-9][a-z0-9-]*$/;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * Serves `functions/{name}.ts` at `/.netlify/functions/{name}` and its sub-paths, the way Netlify deploys the
 * same files, so one set of handlers runs here and in production.
 */
export function createFunctionsRouter(functionsDir: string) {
  const handlers = new Map<string, Promise<Handler | null>>();

  function load(name: string): Promise<Handler | null> {
    let handler = handlers.get(name);
    if (!handler) {
      const file = join(functionsDir, `${name}.ts`);
      handler = existsSync(file)
        ? import(pathToFileURL(file).href).then((module: { default?: Handler }) => module.default ?? null)
        : Promise.resolve(null);
      handlers.set(name, handler);
    }
    return handler;
  }

  return async function handleFunction(request: Request, context: FunctionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    const name = pathname.slice(FUNCTIONS_PREFIX.length).split('/')[0] ?? '';
    if (!FUNCTION_NAME.test(name)) return json(404, { success: false, error: 'Function not found' });
    const handler = await load(name);
    if (!handler) return json(404, { success: false, error: 'Function not found' });
    try {
      return await handler(request, context);
    } catch (error) {
      console.error(`Function ${name} failed: ${errorCode(error)}`);
      return json(500, { success: false, error: 'Internal server error' });
    }
  };
}
