/**
 * End-to-end encrypted sync, backup and restore: /.netlify/functions/sync/* (issue 38). The protocol, every request
 * and answer, is docs/e2ee-sync.md (sections 4 and 5); shapes in contract/e2ee/sync-schemas.ts; statuses, limits and
 * what the server holds in docs/functions.md. The server stores ciphertext it cannot open.
 */
import { backendForRequest } from './_lib/backend.ts';
import type { FunctionsBackend } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import type { HandlerContext } from './_lib/request-context.ts';
import {
  answerSyncError,
  commitAccountSnapshot,
  createAccount,
  createLinkGrant,
  eraseAccount,
  getKeyring,
  getLinkGrant,
  getSnapshot,
  getSnapshotPart,
  linkDevice,
  listAccountDevices,
  pullChanges,
  pushChanges,
  putKeyring,
  putPasskey,
  putSnapshotPart,
  renameAccountDevice,
  unlinkAccountDevice,
} from './_lib/sync/handlers.ts';
import { SYNC_PATH } from '../contract/e2ee/sync-schemas.ts';

const ACCOUNT = '/accounts/([^/]+)';

const ROUTES: Route<HandlerContext>[] = [
  { pattern: /^\/accounts$/, methods: { POST: createAccount } },
  { pattern: new RegExp(`^${ACCOUNT}$`), params: ['accountId'], methods: { DELETE: eraseAccount } },
  { pattern: new RegExp(`^${ACCOUNT}/devices$`), params: ['accountId'], methods: { GET: listAccountDevices, POST: linkDevice } },
  { pattern: new RegExp(`^${ACCOUNT}/devices/([^/]+)$`), params: ['accountId', 'deviceId'], methods: { DELETE: unlinkAccountDevice, PUT: renameAccountDevice } },
  { pattern: new RegExp(`^${ACCOUNT}/link-grants$`), params: ['accountId'], methods: { POST: createLinkGrant } },
  { pattern: /^\/link-grants\/([^/]+)$/, params: ['locator'], methods: { GET: getLinkGrant } },
  { pattern: new RegExp(`^${ACCOUNT}/keyring$`), params: ['accountId'], methods: { GET: getKeyring, PUT: putKeyring } },
  { pattern: new RegExp(`^${ACCOUNT}/passkeys$`), params: ['accountId'], methods: { POST: putPasskey } },
  { pattern: new RegExp(`^${ACCOUNT}/changes$`), params: ['accountId'], methods: { GET: pullChanges, POST: pushChanges } },
  { pattern: new RegExp(`^${ACCOUNT}/snapshot$`), params: ['accountId'], methods: { GET: getSnapshot } },
  {
    pattern: new RegExp(`^${ACCOUNT}/snapshots/([^/]+)/parts/([^/]+)$`),
    params: ['accountId', 'snapshotId', 'part'],
    methods: { GET: getSnapshotPart, PUT: putSnapshotPart },
  },
  { pattern: new RegExp(`^${ACCOUNT}/snapshots/([^/]+)/commit$`), params: ['accountId', 'snapshotId'], methods: { POST: commitAccountSnapshot } },
];

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createSyncHandler(
  getBackend: (context: FunctionHostContext) => Promise<FunctionsBackend>,
): (request: Request, context?: FunctionHostContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: SYNC_PATH,
    routes: ROUTES,
    answerError: answerSyncError,
    messages: {
      storageUnavailableLog: 'Sync storage is unavailable',
      updating: 'Sync is being updated. Please try again shortly.',
      unavailable: 'Sync is not available right now. Please try again later.',
      failureLogPrefix: 'Sync',
    },
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createSyncHandler((context) => backendForRequest(context));
