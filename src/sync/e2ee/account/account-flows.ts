/**
 * Making and joining a sync account (docs/e2ee-sync.md 2.1 to 2.5): the first device creates it and shows the recovery
 * words once; a linked device shows a link code; a new device links with that code or restores with the words. Every
 * flow ends with the device's state saved through the store, or a named problem and nothing saved.
 */
import { toBase64Url } from '@contract/share-bytes';
import { sealDeviceName } from '@contract/e2ee/device-name';
import { generateAccountKeyBytes, generateDeviceKeys, type DeviceKeys } from '@contract/e2ee/keys';
import { sealKeyringForDevice, sealKeyringForRecovery, type KeyringEntry } from '@contract/e2ee/keyring';
import { formatLinkCode, linkQrText, newGrantSecret, newLinkCode, openLinkGrant, readLinkCode, sealLinkGrant } from '@contract/e2ee/link-code';
import { createRecoveryBox, openRecoveryBox } from '@contract/e2ee/recovery-box';
import { deriveFromRecoveryEntropy, generateRecoveryEntropy, parseRecoveryCode, recoveryAuthHash, recoveryWords } from '@contract/e2ee/recovery-code';
import { sha256 } from '@contract/e2ee/primitives';
import { MAX_LINK_GRANT_SECONDS } from '@contract/e2ee/sync-schemas';
import type { SyncIdentity } from '../transport/sync-client';
import { identityOf, type SyncAccountState } from './account-state';
import { importKeyring, openEnvelopeAs, problem, readOwnKeyring, type AccountDeps, type AccountProblem } from './keyring-access';

export function identityFor(accountId: string, device: DeviceKeys): SyncIdentity {
  return { accountId, deviceId: device.deviceId, signingKey: device.signing.privateKey };
}

function stateFor(accountId: string, device: DeviceKeys, keys: SyncAccountState['keys'], recoveryPublicKey: string): SyncAccountState {
  const { deviceId, signing, box, signingPublicKey, boxPublicKey } = device;
  return { accountId, deviceId, signing, box, signingPublicKey, boxPublicKey, keys, recoveryPublicKey, lastAppliedSeq: 0 };
}

async function registration(accountId: string, device: DeviceKeys, keys: SyncAccountState['keys'], name: string) {
  const accountKey = keys.at(-1);
  if (accountKey === undefined) throw new Error('A keyring holds at least one generation');
  const sealedName = await sealDeviceName({ accountKey, accountId, deviceId: device.deviceId, name });
  return { deviceId: device.deviceId, signingKey: device.signingPublicKey, boxKey: device.boxPublicKey, name: sealedName, nameGeneration: accountKey.generation };
}

/** The first device: a new account, generation 1, the recovery box; the words come back to be shown once. */
export async function createSyncAccount(deps: AccountDeps, name: string): Promise<{ ok: true; words: string[]; state: SyncAccountState } | AccountProblem> {
  const entropy = generateRecoveryEntropy();
  const recovery = await deriveFromRecoveryEntropy(entropy);
  const { accountId } = recovery;
  const device = await generateDeviceKeys();
  const entries: KeyringEntry[] = [{ generation: 1, key: generateAccountKeyBytes() }];
  const keys = await importKeyring(entries);
  const recoveryBox = await createRecoveryBox({ accountId, wrapKey: recovery.recoveryWrapKey });
  const envelopes = [
    await sealKeyringForDevice({ accountId, keys: entries, deviceId: device.deviceId, boxPublicKey: device.boxPublicKey }),
    await sealKeyringForRecovery({ accountId, keys: entries, recoveryPublicKey: recoveryBox.publicKey }),
  ];
  const created = await deps.client.createAccount(identityFor(accountId, device), {
    accountId,
    recoveryAuthHash: await recoveryAuthHash(recovery.recoveryAuth),
    recoveryBox,
    device: await registration(accountId, device, keys, name),
    keyring: { generation: 1, envelopes },
  });
  entries[0]?.key.fill(0);
  if (!created.ok) return created.kind === 'refused' && created.code === 'account-exists' ? problem('account-exists') : problem('transport', created);
  const state = stateFor(accountId, device, keys, recoveryBox.publicKey);
  await deps.store.save(state);
  return { ok: true, words: recoveryWords(entropy), state };
}

/** On a linked device: a one-time code (600 s) another device links with; `qr` is what the QR code carries. */
export async function createLinkCode(
  deps: AccountDeps,
  expiresInSeconds = MAX_LINK_GRANT_SECONDS,
): Promise<{ ok: true; code: string; display: string; qr: string; expiresAt: string } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  const read = await readOwnKeyring(deps.client, state);
  if (!read.ok) return read;
  const code = newLinkCode();
  const grantSecret = newGrantSecret();
  const sealed = await sealLinkGrant(code, { accountId: state.accountId, grantSecret, keys: read.entries });
  const grantHash = toBase64Url(await sha256(grantSecret));
  const made = await deps.client.createLinkGrant(identityOf(state), { grantHash, locator: code.locator, sealed, expiresInSeconds });
  grantSecret.fill(0);
  if (!made.ok) return problem('transport', made);
  return { ok: true, code: code.code, display: formatLinkCode(code.code), qr: linkQrText(code.code), expiresAt: made.value.expiresAt };
}

/** Seals the keyring to this new device and adds the envelope at the current generation. */
async function addOwnEnvelope(deps: AccountDeps, identity: SyncIdentity, device: DeviceKeys, entries: KeyringEntry[]) {
  const envelope = await sealKeyringForDevice({ accountId: identity.accountId, keys: entries, deviceId: device.deviceId, boxPublicKey: device.boxPublicKey });
  return deps.client.putKeyring(identity, { generation: entries.length, envelopes: [envelope] });
}

/** On a new device: the code (typed or scanned) gives the account, the keyring and the grant that links this device. */
export async function linkWithCode(deps: AccountDeps, input: string, name: string): Promise<{ ok: true; state: SyncAccountState } | AccountProblem> {
  const code = readLinkCode(input);
  if (code === null) return problem('code-typo');
  const fetched = await deps.client.fetchLinkGrant(code.locator);
  if (!fetched.ok) return fetched.kind === 'refused' && fetched.status === 404 ? problem('code-unknown') : problem('transport', fetched);
  const opened = await openLinkGrant(code, fetched.value.sealed);
  if (!opened.ok) return problem('code-does-not-open');
  const { accountId, grantSecret, keys: entries } = opened.grant;
  const device = await generateDeviceKeys();
  const identity = identityFor(accountId, device);
  const keys = await importKeyring(entries);
  const linked = await deps.client.linkDevice(identity, { device: await registration(accountId, device, keys, name), proof: { grant: toBase64Url(grantSecret) } });
  if (!linked.ok) return linked.kind === 'refused' && linked.code === 'bad-proof' ? problem('code-spent') : problem('transport', linked);
  const added = await addOwnEnvelope(deps, identity, device, entries);
  if (!added.ok) {
    // The account rotated after the code was made: its keyring is stale. This device unlinks itself; a new code links.
    if (added.kind === 'refused' && added.code === 'wrong-generation') {
      await deps.client.unlinkDevice(identity, device.deviceId);
      return problem('code-stale');
    }
    return problem('transport', added);
  }
  const keyring = await deps.client.getKeyring(identity);
  if (!keyring.ok) return problem('transport', keyring);
  const state = stateFor(accountId, device, keys, keyring.value.recoveryBox.publicKey);
  await deps.store.save(state);
  return { ok: true, state };
}

/**
 * On a new device, from the words: link by the recovery auth, open the recovery box and with it the recovery envelope,
 * add this device's envelope, then name the device (it could not seal its name before it held the keyring).
 */
export async function restoreWithRecoveryCode(deps: AccountDeps, words: string, name: string): Promise<{ ok: true; state: SyncAccountState } | AccountProblem> {
  const parsed = parseRecoveryCode(words);
  if (!parsed.ok) return problem('recovery-code');
  const recovery = await deriveFromRecoveryEntropy(parsed.entropy);
  const { accountId } = recovery;
  const device = await generateDeviceKeys();
  const identity = identityFor(accountId, device);
  // A placeholder name of the right shape that opens under no key: replaced below once the keyring is open.
  const placeholder = { deviceId: device.deviceId, signingKey: device.signingPublicKey, boxKey: device.boxPublicKey, name: toBase64Url(new Uint8Array(29)), nameGeneration: 1 };
  const linked = await deps.client.linkDevice(identity, { device: placeholder, proof: { recoveryAuth: toBase64Url(recovery.recoveryAuth) } });
  if (!linked.ok) {
    const unknown = linked.kind === 'refused' && (linked.code === 'bad-proof' || linked.code === 'unknown-account');
    return unknown ? problem('recovery-does-not-open') : problem('transport', linked);
  }
  const keyring = await deps.client.getKeyring(identity);
  if (!keyring.ok) return problem('transport', keyring);
  const boxKeyPair = await openRecoveryBox({ accountId, wrapKey: recovery.recoveryWrapKey, recoveryBox: keyring.value.recoveryBox });
  const entries = boxKeyPair && (await openEnvelopeAs(accountId, keyring.value, { kind: 'recovery', boxKeyPair }, 'recovery'));
  if (!entries) return problem('recovery-does-not-open');
  return finishRestore(deps, identity, accountId, device, entries, keyring.value.recoveryBox.publicKey, name);
}

/**
 * The end of a restore, from the words or a passkey, once the keyring is open on the new device: this device's
 * envelope added, its name sealed and sent, the state saved.
 */
export async function finishRestore(
  deps: AccountDeps,
  identity: SyncIdentity,
  accountId: string,
  device: DeviceKeys,
  entries: KeyringEntry[],
  recoveryPublicKey: string,
  name: string,
): Promise<{ ok: true; state: SyncAccountState } | AccountProblem> {
  const added = await addOwnEnvelope(deps, identity, device, entries);
  if (!added.ok) return problem('transport', added);
  const keys = await importKeyring(entries);
  const state = stateFor(accountId, device, keys, recoveryPublicKey);
  const named = await registration(accountId, device, keys, name);
  const renamed = await deps.client.renameDevice(identity, { name: named.name, nameGeneration: named.nameGeneration });
  if (!renamed.ok) return problem('transport', renamed);
  await deps.store.save(state);
  return { ok: true, state };
}
