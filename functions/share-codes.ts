/**
 * Star Chart short share codes: /.netlify/functions/share-codes/* (routes below). Typed in
 * contract/share-code-schemas.ts and share-code.ts (client: contract/share-code-client.ts); statuses:
 * docs/functions.md.
 */
import { randomBytes } from 'node:crypto';
import type { FunctionsBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { createCode, openCode, revokeCode, type ShareCodeContext } from './_lib/share-codes/handlers.ts';
import { SHARE_CODES_PATH } from '../contract/share-code-schemas.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type ShareCodesFunctionContext = FunctionHostContext;

const ROUTES: Route<ShareCodeContext>[] = [
  { pattern: /^\/$/, methods: { POST: createCode } },
  { pattern: /^\/([^/]+)$/, methods: { GET: openCode } },
  { pattern: /^\/([^/]+)\/revoke$/, methods: { POST: revokeCode } },
];

export interface ShareCodesHandlerOptions {
  /** Random bytes for codes and revoke keys; node:crypto's unless a test forces a collision. */
  randomBytes?: (count: number) => Uint8Array;
}

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createShareCodesHandler(
  getBackend: (context: ShareCodesFunctionContext) => Promise<FunctionsBackend>,
  options: ShareCodesHandlerOptions = {},
): (request: Request, context?: ShareCodesFunctionContext) => Promise<Response> {
  const random = options.randomBytes ?? ((count: number) => new Uint8Array(randomBytes(count)));
  const dispatch = createDispatcher(getBackend, {
    basePath: SHARE_CODES_PATH,
    routes: ROUTES,
    pathParams: ['code'],
    messages: {
      storageUnavailableLog: 'Share code storage is unavailable',
      updating: 'The sharing service is being updated. Please try again shortly.',
      unavailable: 'The sharing service is not available right now. Please try again later.',
      failureLogPrefix: 'Share codes',
    },
    buildContext: (base): ShareCodeContext => ({ ...base, randomBytes: random }),
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createShareCodesHandler((context) => backendForRequest(context));
