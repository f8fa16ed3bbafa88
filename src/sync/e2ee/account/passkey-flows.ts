/**
 * Adding a passkey on a linked device, and restoring a new device with one (docs/e2ee-sync.md 2.6). The passkey's
 * PRF output seals the keyring (the 0x03 envelope) and gives the passkey auth a new device links itself with; the
 * server keeps the envelope and the auth's hash. Each flow ends with the state saved, or a named problem.
 */
import { toBase64Url } from '@contract/share-bytes';
import { generateDeviceKeys } from '@contract/e2ee/keys';
import { passkeyPrfInput, passkeyRecipient, sealKeyringForPasskey } from '@contract/e2ee/keyring';
import { accountIdFromUserHandle, derivePasskeyAuth, isPasskeyPrfOutput, passkeyAuthHash, userHandleOfAccount } from '@contract/e2ee/passkey';
import { finishRestore, identityFor } from './account-flows';
import type { SyncAccountState } from './account-state';
import { identityOf } from './account-state';
import { openEnvelopeAs, problem, readOwnKeyring, type AccountDeps, type AccountProblem } from './keyring-access';
import type { PasskeyPort } from './passkey-port';

/** The PRF output of a credential: from its creation when given, else from one assertion of that credential. */
async function prfOutputOf(port: PasskeyPort, credentialId: Uint8Array, fromCreation: Uint8Array | null, prfInput: Uint8Array) {
  if (fromCreation !== null) return { ok: true as const, prfOutput: fromCreation };
  const used = await port.get({ prfInput, credentialId });
  if (!used.ok) return used;
  return used.value.prfOutput === null ? { ok: false as const, reason: 'no-prf' as const } : { ok: true as const, prfOutput: used.value.prfOutput };
}

/** On a linked device: a new passkey for this account, its envelope and auth hash stored on the server. */
export async function addPasskey(deps: AccountDeps, port: PasskeyPort): Promise<{ ok: true } | AccountProblem> {
  const state = await deps.store.load();
  if (state === null) return problem('no-account');
  const read = await readOwnKeyring(deps.client, state);
  if (!read.ok) return read;
  const prfInput = await passkeyPrfInput();
  const made = await port.create({ userHandle: userHandleOfAccount(state.accountId), prfInput });
  if (!made.ok) return problem(made.reason === 'cancelled' ? 'passkey-cancelled' : 'passkey-unsupported');
  if (!made.value.prfEnabled && made.value.prfOutput === null) return problem('passkey-unsupported');
  const { credentialId } = made.value;
  const prf = await prfOutputOf(port, credentialId, made.value.prfOutput, prfInput);
  if (!prf.ok) return problem(prf.reason === 'cancelled' ? 'passkey-cancelled' : 'passkey-unsupported');
  if (!isPasskeyPrfOutput(prf.prfOutput)) return problem('passkey-unsupported');
  const envelope = await sealKeyringForPasskey({ accountId: state.accountId, keys: read.entries, credentialId, prfOutput: prf.prfOutput });
  const authHash = await passkeyAuthHash(await derivePasskeyAuth(prf.prfOutput));
  const stored = await deps.client.putPasskey(identityOf(state), { credentialId: toBase64Url(credentialId), generation: read.answer.generation, sealed: envelope.sealed, authHash });
  read.entries.forEach((entry) => entry.key.fill(0));
  return stored.ok ? { ok: true } : problem('transport', stored);
}

/**
 * On a new device: the platform's passkey names the account (its user handle) and gives the PRF output; the device
 * links itself with the passkey auth, reads the keyring, opens the passkey's envelope, adds its own and names itself.
 */
export async function restoreWithPasskey(deps: AccountDeps, port: PasskeyPort, name: string): Promise<{ ok: true; state: SyncAccountState } | AccountProblem> {
  const used = await port.get({ prfInput: await passkeyPrfInput() });
  if (!used.ok) return problem(used.reason === 'cancelled' ? 'passkey-cancelled' : 'passkey-unsupported');
  const { credentialId, userHandle, prfOutput } = used.value;
  const accountId = accountIdFromUserHandle(userHandle);
  if (accountId === null) return problem('passkey-not-for-sync');
  if (prfOutput === null || !isPasskeyPrfOutput(prfOutput)) return problem('passkey-unsupported');
  const device = await generateDeviceKeys();
  const identity = identityFor(accountId, device);
  // A placeholder name of the right shape that opens under no key, as a restore by words: replaced once the keyring opens.
  const placeholder = { deviceId: device.deviceId, signingKey: device.signingPublicKey, boxKey: device.boxPublicKey, name: toBase64Url(new Uint8Array(29)), nameGeneration: 1 };
  const auth = toBase64Url(await derivePasskeyAuth(prfOutput));
  const linked = await deps.client.linkDevice(identity, { device: placeholder, proof: { passkey: { credentialId: toBase64Url(credentialId), auth } } });
  if (!linked.ok) {
    const refused = linked.kind === 'refused' && (linked.code === 'bad-proof' || linked.code === 'unknown-account');
    return refused ? problem('passkey-does-not-open') : problem('transport', linked);
  }
  const keyring = await deps.client.getKeyring(identity);
  if (!keyring.ok) return problem('transport', keyring);
  const entries = await openEnvelopeAs(accountId, keyring.value, { kind: 'passkey', credentialId, prfOutput }, passkeyRecipient(credentialId));
  if (entries === null) {
    // Linked by the auth but the envelope does not open (a faulty or tampered row): leave no device behind.
    await deps.client.unlinkDevice(identity, device.deviceId);
    return problem('passkey-does-not-open');
  }
  const finished = await finishRestore(deps, identity, accountId, device, entries, keyring.value.recoveryBox.publicKey, name);
  entries.forEach((entry) => entry.key.fill(0));
  return finished;
}

/** How many passkeys unlock the account now (envelopes of the current generation), or null when it cannot be read. */
export async function countAccountPasskeys(deps: AccountDeps): Promise<number | null> {
  const state = await deps.store.load();
  if (state === null) return null;
  const answer = await deps.client.getKeyring(identityOf(state));
  return answer.ok ? answer.value.envelopes.filter((envelope) => envelope.recipient.startsWith('passkey:')).length : null;
}
