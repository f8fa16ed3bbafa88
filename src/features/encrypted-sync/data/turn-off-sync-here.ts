/**
 * Turning sync off on this device: the server is told this device is unlinked (so it reads nothing written
 * afterwards), then the account is forgotten here. What is on this device stays on this device.
 */
import { identityOf } from '@/sync/e2ee/account/account-state';
import { problem, type AccountDeps, type AccountProblem } from '@/sync/e2ee/account/keyring-access';
import { stopEncryptedSync } from '@/sync/e2ee/runner/encrypted-sync';

export async function turnOffSyncHere(deps: AccountDeps): Promise<{ ok: true } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  const unlinked = await deps.client.unlinkDevice(identityOf(state), state.deviceId);
  // Already unlinked (from another device) is the outcome the person asked for.
  const gone = !unlinked.ok && (unlinked.kind === 'not-linked' || (unlinked.kind === 'refused' && unlinked.status === 404));
  if (!unlinked.ok && !gone) return problem('transport', unlinked);
  stopEncryptedSync();
  await deps.store.clear();
  return { ok: true };
}
