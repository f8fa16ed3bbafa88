/**
 * The passkey port on the browser's own WebAuthn (navigator.credentials; @simplewebauthn/browser is not installed and
 * adds nothing the PRF needs). Discoverable credentials with user verification, the PRF extension evaluated at the
 * protocol's one input (docs/e2ee-sync.md 2.6). Every failure is a result, never a throw.
 */
import type { Ceremony, MadePasskey, PasskeyPort, PasskeySupport, UsedPasskey } from './passkey-port';

const CEREMONY_TIMEOUT_MS = 120_000;
/** ES256 first (every platform authenticator), RS256 for Windows Hello's older keys. */
const ALGORITHMS: PublicKeyCredentialParameters[] = [
  { type: 'public-key', alg: -7 },
  { type: 'public-key', alg: -257 },
];

/** An ArrayBuffer-backed copy: WebAuthn's BufferSource refuses views over SharedArrayBuffer. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

/** The challenge is unused (the server checks the PRF-derived auth, not the assertion) but must be random. */
function challenge(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(32));
}

function hasWebAuthn(): boolean {
  return typeof PublicKeyCredential !== 'undefined' && typeof navigator !== 'undefined' && navigator.credentials !== undefined;
}

/** NotAllowedError is the person cancelling or the ceremony timing out; anything else means it cannot work here. */
function reasonOf(error: unknown): 'cancelled' | 'unavailable' {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError') ? 'cancelled' : 'unavailable';
}

function prfFirst(credential: PublicKeyCredential): Uint8Array | null {
  const first = credential.getClientExtensionResults().prf?.results?.first;
  if (first === undefined) return null;
  return first instanceof ArrayBuffer ? new Uint8Array(first) : new Uint8Array(first.buffer, first.byteOffset, first.byteLength).slice();
}

/** Whether a passkey can unlock sync in this browser; 'unknown' where it cannot say before a passkey is made. */
export async function passkeySupport(): Promise<PasskeySupport> {
  if (!hasWebAuthn()) return 'no';
  if (typeof PublicKeyCredential.getClientCapabilities !== 'function') return 'unknown';
  try {
    const capabilities = await PublicKeyCredential.getClientCapabilities();
    const prf = capabilities['extension:prf'];
    return prf === true ? 'yes' : prf === false ? 'no' : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const browserPasskeyPort: PasskeyPort = {
  async create({ userHandle, prfInput }): Promise<Ceremony<MadePasskey>> {
    if (!hasWebAuthn()) return { ok: false, reason: 'unavailable' };
    try {
      const credential = await navigator.credentials.create({
        publicKey: {
          rp: { name: 'Better Minds' },
          // Opaque: the account id's bytes. The names are what the platform's passkey list shows; nothing about the person.
          user: { id: own(userHandle), name: 'Better Minds sync', displayName: 'Better Minds sync and backup' },
          challenge: challenge(),
          pubKeyCredParams: ALGORITHMS,
          authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
          extensions: { prf: { eval: { first: own(prfInput) } } },
          timeout: CEREMONY_TIMEOUT_MS,
        },
      });
      if (!(credential instanceof PublicKeyCredential)) return { ok: false, reason: 'unavailable' };
      const prf = credential.getClientExtensionResults().prf;
      return { ok: true, value: { credentialId: new Uint8Array(credential.rawId), prfOutput: prfFirst(credential), prfEnabled: prf?.enabled === true } };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  },

  async get({ prfInput, credentialId }): Promise<Ceremony<UsedPasskey>> {
    if (!hasWebAuthn()) return { ok: false, reason: 'unavailable' };
    try {
      const credential = await navigator.credentials.get({
        publicKey: {
          challenge: challenge(),
          userVerification: 'required',
          allowCredentials: credentialId === undefined ? [] : [{ type: 'public-key', id: own(credentialId) }],
          extensions: { prf: { eval: { first: own(prfInput) } } },
          timeout: CEREMONY_TIMEOUT_MS,
        },
      });
      if (!(credential instanceof PublicKeyCredential) || !(credential.response instanceof AuthenticatorAssertionResponse)) return { ok: false, reason: 'unavailable' };
      const { userHandle } = credential.response;
      return {
        ok: true,
        value: { credentialId: new Uint8Array(credential.rawId), userHandle: userHandle === null ? null : new Uint8Array(userHandle), prfOutput: prfFirst(credential) },
      };
    } catch (error) {
      return { ok: false, reason: reasonOf(error) };
    }
  },
};
