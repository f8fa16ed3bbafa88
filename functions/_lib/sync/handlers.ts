/**
 * The sync function's handlers, by route (functions/sync.ts): accounts and devices (accounts-handlers.ts), the
 * keyring (keyring-handlers.ts), the log (log-handlers.ts) and snapshots (snapshot-handlers.ts). Who may ask is
 * signed-request.ts's; the rows are store.ts's, log-store.ts's and snapshot-store.ts's.
 */
export { createAccount, eraseAccount, linkDevice, listAccountDevices, renameAccountDevice, unlinkAccountDevice } from './accounts-handlers.ts';
export { createLinkGrant, getLinkGrant } from './link-grant-handlers.ts';
export { getKeyring, putKeyring } from './keyring-handlers.ts';
export { putPasskey } from './passkey-handlers.ts';
export { pullChanges, pushChanges } from './log-handlers.ts';
export { commitAccountSnapshot, getSnapshot, getSnapshotPart, putSnapshotPart } from './snapshot-handlers.ts';
export { answerSyncError } from './request.ts';
