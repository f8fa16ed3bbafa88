/**
 * The account's devices (docs/e2ee-sync.md 2.2 and 2.4): listing them with their names opened, unlinking one with a
 * rotation (generation g + 1 sealed to every remaining device and to the recovery box, never to the unlinked one, so
 * it can read nothing written afterwards), and erasing the whole account.
 */
import { openDeviceName } from '@contract/e2ee/device-name';
import { generateAccountKeyBytes } from '@contract/e2ee/keys';
import { sealKeyringForDevice, sealKeyringForRecovery, type KeyringEntry } from '@contract/e2ee/keyring';
import { identityOf, keyMap, type SyncAccountState } from './account-state';
import { importKeyring, problem, readOwnKeyring, type AccountDeps, type AccountProblem } from './keyring-access';

export interface ListedDevice {
  deviceId: string;
  /** Null when the name does not open (a generation this device lacks, or a name altered on the server). */
  name: string | null;
  linkedAt: string;
  unlinkedAt: string | null;
  thisDevice: boolean;
}

export async function listDevices(deps: AccountDeps): Promise<{ ok: true; devices: ListedDevice[] } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  const answer = await deps.client.listDevices(identityOf(state));
  if (!answer.ok) return problem('transport', answer);
  const keys = keyMap(state);
  const devices = await Promise.all(
    answer.value.devices.map(async (device) => {
      const accountKey = keys.get(device.nameGeneration);
      const name = accountKey ? await openDeviceName({ accountKey, accountId: state.accountId, deviceId: device.deviceId, sealed: device.name }) : null;
      return { deviceId: device.deviceId, name, linkedAt: device.linkedAt, unlinkedAt: device.unlinkedAt, thisDevice: device.deviceId === state.deviceId };
    }),
  );
  return { ok: true, devices };
}

/** Seals generation g + 1 to the linked devices and the recovery box and puts it; false when another rotation won. */
async function rotate(deps: AccountDeps, state: SyncAccountState): Promise<{ ok: true; state: SyncAccountState } | AccountProblem | 'raced'> {
  const read = await readOwnKeyring(deps.client, state);
  if (!read.ok) return read;
  const listed = await deps.client.listDevices(identityOf(state));
  if (!listed.ok) return problem('transport', listed);
  const entries: KeyringEntry[] = [...read.entries, { generation: read.entries.length + 1, key: generateAccountKeyBytes() }];
  const { accountId } = state;
  const linked = listed.value.devices.filter((device) => device.unlinkedAt === null);
  const envelopes = await Promise.all(linked.map((device) => sealKeyringForDevice({ accountId, keys: entries, deviceId: device.deviceId, boxPublicKey: device.boxKey })));
  // Passkey envelopes cannot be resealed without the passkey: they lapse with the old generation and are set up again.
  envelopes.push(await sealKeyringForRecovery({ accountId, keys: entries, recoveryPublicKey: read.answer.recoveryBox.publicKey }));
  const put = await deps.client.putKeyring(identityOf(state), { generation: entries.length, envelopes });
  const keys = await importKeyring(entries);
  for (const entry of entries) entry.key.fill(0);
  if (!put.ok) return put.kind === 'refused' && put.code === 'wrong-generation' ? 'raced' : problem('transport', put);
  const next = { ...state, keys, recoveryPublicKey: read.answer.recoveryBox.publicKey };
  await deps.store.save(next);
  return { ok: true, state: next };
}

/**
 * Unlinks another device after the current head, then rotates. When another device rotated at the same moment, this
 * device takes up that generation and rotates again on top of it (so the unlinked device is still left out).
 */
export async function unlinkDevice(deps: AccountDeps, deviceId: string): Promise<{ ok: true; generation: number } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  if (deviceId === state.deviceId) return problem('self');
  const unlinked = await deps.client.unlinkDevice(identityOf(state), deviceId);
  if (!unlinked.ok) return unlinked.kind === 'refused' && unlinked.status === 404 ? problem('unknown-device') : problem('transport', unlinked);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const rotated = await rotate(deps, state);
    if (rotated === 'raced') continue;
    if (!rotated.ok) return rotated;
    return { ok: true, generation: rotated.state.keys.length };
  }
  return problem('transport', { ok: false, kind: 'refused', status: 409, code: 'wrong-generation' });
}

/** Erases the account on the server (devices, keyring, log, snapshots), then forgets it here. */
export async function eraseSyncAccount(deps: AccountDeps): Promise<{ ok: true } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  const erased = await deps.client.eraseAccount(identityOf(state));
  if (!erased.ok) return problem('transport', erased);
  await deps.store.clear();
  return { ok: true };
}
