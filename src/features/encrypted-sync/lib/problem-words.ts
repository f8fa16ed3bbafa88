/**
 * Every account problem and transport failure in plain, calm words: what happened and what to do. A problem that
 * comes from something typed names the field, so the message can sit beside it.
 */
import type { AccountProblem, AccountProblemName } from '@/sync/e2ee/account/keyring-access';
import type { SyncFailure } from '@/sync/e2ee/transport/sync-client';

export type ProblemField = 'link-code' | 'recovery-code' | null;

const PROBLEM_WORDS: Record<Exclude<AccountProblemName, 'transport'>, { field: ProblemField; text: string }> = {
  'no-account': { field: null, text: 'Sync is not turned on on this device yet, so there is nothing to change here.' },
  'account-exists': { field: null, text: 'That account already exists on the server. Please try Turn on sync and backup again: a new account will be made.' },
  'code-typo': { field: 'link-code', text: 'The link code has a symbol that does not fit. Please check the 24 letters and numbers and type them again.' },
  'code-unknown': {
    field: 'link-code',
    text: 'The link code was not found. It may have been used already or run out of time (codes last 10 minutes). Please make a new one on your other device.',
  },
  'code-does-not-open': { field: 'link-code', text: 'The link code does not open. Please check it against your other device, or make a new one there.' },
  'code-spent': { field: 'link-code', text: 'That link code has already been used. Please make a new one on your other device.' },
  'code-stale': { field: 'link-code', text: 'The link code is out of date because the devices changed since it was made. Please make a new one on your other device.' },
  'recovery-code': {
    field: 'recovery-code',
    text: 'The recovery code does not read as 12 recovery words. Please check each word and its order, as you wrote it down.',
  },
  'recovery-does-not-open': {
    field: 'recovery-code',
    text: 'The recovery code is not one we know. Please check each word and its order; if the server copy was erased, it cannot come back.',
  },
  'keyring-does-not-open': {
    field: null,
    text: 'This device can no longer read the sync keys; it may have been unlinked from another device. You can link it again with a code or the recovery code.',
  },
  'unknown-device': { field: null, text: 'That device is no longer linked. The list has been refreshed.' },
  self: { field: null, text: 'To stop syncing this device, use Turn off sync on this device below.' },
  'passkey-cancelled': { field: null, text: 'The passkey was not used. Nothing was changed; you can try again whenever you like.' },
  'passkey-unsupported': {
    field: null,
    text: 'This passkey or browser cannot unlock sync (it does not offer the PRF extension). Nothing was changed; your recovery code still works.',
  },
  'passkey-not-for-sync': { field: null, text: 'That passkey is not one for sync and backup. Please choose the passkey you added for sync, or use your recovery code.' },
  'passkey-does-not-open': {
    field: null,
    text: 'That passkey no longer opens your sync. Passkeys stop working when a device is unlinked; please use your recovery code, then add a passkey again.',
  },
};

export function failureWords(failure: SyncFailure | undefined): string {
  switch (failure?.kind) {
    case 'offline':
      return 'This device seems to be offline. Nothing was changed; please try again when you are connected.';
    case 'rate-limited':
      return `The server asked us to slow down. Please try again in ${Math.max(1, Math.ceil(failure.retryAfterSeconds / 60))} minute(s).`;
    case 'quota':
      return 'The server copy is full. Your data is safe on this device.';
    case 'not-linked':
    case 'unauthorized':
      return 'The server no longer knows this device; it may have been unlinked from another device. You can link it again.';
    case 'server-error':
    case 'malformed-answer':
      return 'The sync server is having trouble. Nothing was lost; please try again in a little while.';
    case 'refused':
    case undefined:
      return 'The server did not accept that. Nothing was lost; please try again in a little while.';
  }
}

export function problemWords(problem: AccountProblem): { field: ProblemField; text: string } {
  if (problem.problem === 'transport') return { field: null, text: failureWords(problem.failure) };
  return PROBLEM_WORDS[problem.problem];
}
