/**
 * Reading this device's keyring from the server (docs/e2ee-sync.md 2.3): the envelope addressed to it, opened with its
 * box key pair, gives the generations' bytes for as long as a call needs them (a rotation, a link code); the state
 * keeps only non-extractable keys. Also the results every account flow shares.
 */
import { importAccountKey, type AccountKey } from '@contract/e2ee/keys';
import { deviceRecipient, openKeyringEnvelope, type Envelope, type EnvelopeOpener, type KeyringEntry } from '@contract/e2ee/keyring';
import type { KeyringAnswer } from '@contract/e2ee/sync-schemas';
import type { SyncClient, SyncFailure } from '../transport/sync-client';
import { identityOf, type SyncAccountState, type SyncAccountStore } from './account-state';

export interface AccountDeps {
  client: SyncClient;
  store: SyncAccountStore;
}

export type AccountProblemName =
  | 'transport'
  | 'no-account'
  | 'account-exists'
  | 'code-typo'
  | 'code-unknown'
  | 'code-does-not-open'
  | 'code-spent'
  | 'code-stale'
  | 'recovery-code'
  | 'recovery-does-not-open'
  | 'keyring-does-not-open'
  | 'unknown-device'
  | 'self'
  | 'passkey-cancelled'
  | 'passkey-unsupported'
  | 'passkey-not-for-sync'
  | 'passkey-does-not-open';

export type AccountProblem = { ok: false; problem: AccountProblemName; failure?: SyncFailure };

export function problem(name: AccountProblemName, failure?: SyncFailure): AccountProblem {
  return failure === undefined ? { ok: false, problem: name } : { ok: false, problem: name, failure };
}

export async function importKeyring(entries: readonly KeyringEntry[]): Promise<AccountKey[]> {
  return Promise.all(entries.map((entry) => importAccountKey(entry.generation, entry.key)));
}

export async function openEnvelopeAs(accountId: string, answer: KeyringAnswer, opener: EnvelopeOpener, recipient: string): Promise<KeyringEntry[] | null> {
  const envelope: Envelope | undefined = answer.envelopes.find((candidate) => candidate.recipient === recipient);
  if (envelope === undefined) return null;
  const opened = await openKeyringEnvelope({ accountId, generation: answer.generation, envelope, opener });
  return opened.ok ? opened.keys : null;
}

/** The keyring answer and the generations this device's envelope holds, or the problem. */
export async function readOwnKeyring(
  client: SyncClient,
  state: SyncAccountState,
): Promise<{ ok: true; answer: KeyringAnswer; entries: KeyringEntry[] } | AccountProblem> {
  const answer = await client.getKeyring(identityOf(state));
  if (!answer.ok) return problem('transport', answer);
  const opener: EnvelopeOpener = { kind: 'device', deviceId: state.deviceId, boxKeyPair: state.box };
  const entries = await openEnvelopeAs(state.accountId, answer.value, opener, deviceRecipient(state.deviceId));
  return entries === null ? problem('keyring-does-not-open') : { ok: true, answer: answer.value, entries };
}

/** Takes up a newer generation (after another device's rotation): the state's keys become the keyring's. */
export async function refreshKeyring(deps: AccountDeps, state: SyncAccountState): Promise<{ ok: true; state: SyncAccountState } | AccountProblem> {
  const read = await readOwnKeyring(deps.client, state);
  if (!read.ok) return read;
  const next = { ...state, keys: await importKeyring(read.entries), recoveryPublicKey: read.answer.recoveryBox.publicKey };
  await deps.store.save(next);
  return { ok: true, state: next };
}
