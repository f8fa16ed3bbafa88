/**
 * A device's name ("Sam's phone"), which the server stores only sealed (docs/e2ee-sync.md, section 2.4):
 * b64u(iv ‖ AES-256-GCM(device-name key of g, iv, utf8(name), aad = utf8("device name|" ‖ accountId ‖ "|" ‖ deviceId))).
 * The aad binds the name to its device, so the server cannot show one device's name on another.
 */
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { deriveDeviceNameKey, type AccountKey } from './keys.ts';
import { AES_GCM_IV_BYTES, aesGcmOpen, aesGcmSeal, fromUtf8, platformRandomBytes, utf8, type RandomBytes } from './primitives.ts';
import { MAX_DEVICE_NAME_LENGTH } from './sync-schemas.ts';

function deviceNameAad(accountId: string, deviceId: string): Uint8Array {
  return utf8(`device name|${accountId}|${deviceId}`);
}

export async function sealDeviceName(
  input: { accountKey: AccountKey; accountId: string; deviceId: string; name: string },
  random: RandomBytes = platformRandomBytes,
): Promise<string> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > MAX_DEVICE_NAME_LENGTH) throw new RangeError('A device name is 1 to 64 characters');
  const iv = random(AES_GCM_IV_BYTES);
  const sealed = await aesGcmSeal(await deriveDeviceNameKey(input.accountKey), iv, utf8(name), deviceNameAad(input.accountId, input.deviceId));
  return toBase64Url(concatBytes(iv, sealed));
}

/** The name, or null for one that does not open (another device's, a changed byte, a key this device lacks). */
export async function openDeviceName(input: { accountKey: AccountKey; accountId: string; deviceId: string; sealed: string }): Promise<string | null> {
  const bytes = typeof input.sealed === 'string' && input.sealed.length <= 1000 ? fromBase64Url(input.sealed) : null;
  if (bytes === null) return null;
  const key = await deriveDeviceNameKey(input.accountKey);
  const plain = await aesGcmOpen(key, bytes.slice(0, AES_GCM_IV_BYTES), bytes.slice(AES_GCM_IV_BYTES), deviceNameAad(input.accountId, input.deviceId));
  const name = plain === null ? null : fromUtf8(plain);
  return name !== null && name.length <= MAX_DEVICE_NAME_LENGTH ? name : null;
}
