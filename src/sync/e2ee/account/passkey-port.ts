/**
 * What the passkey flows ask of WebAuthn (docs/e2ee-sync.md 2.6), as a port: the browser's navigator.credentials
 * (webauthn-passkey.ts) in the app, a fake in unit tests. Cancelling, a timeout or a refused ceremony come back as
 * `cancelled`, never as a throw.
 */
export interface MadePasskey {
  credentialId: Uint8Array;
  /** The PRF output when the authenticator evaluated it at creation; null when only `get` evaluates it. */
  prfOutput: Uint8Array | null;
  /** Whether the authenticator said it supports PRF (`prf.enabled`); false means it never will for this credential. */
  prfEnabled: boolean;
}

export interface UsedPasskey {
  credentialId: Uint8Array;
  userHandle: Uint8Array | null;
  prfOutput: Uint8Array | null;
}

export type Ceremony<T> = { ok: true; value: T } | { ok: false; reason: 'cancelled' | 'unavailable' };

export interface PasskeyPort {
  /** A discoverable credential whose user handle is `userHandle`, asked to evaluate the PRF at `prfInput`. */
  create(input: { userHandle: Uint8Array; prfInput: Uint8Array }): Promise<Ceremony<MadePasskey>>;
  /** An assertion with the PRF at `prfInput`: of `credentialId` when given, else any passkey the platform holds for this site. */
  get(input: { prfInput: Uint8Array; credentialId?: Uint8Array }): Promise<Ceremony<UsedPasskey>>;
}

/** Whether passkeys can unlock sync here: yes, no (the browser says it lacks PRF or WebAuthn), or cannot tell in advance. */
export type PasskeySupport = 'yes' | 'no' | 'unknown';
