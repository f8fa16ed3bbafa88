import { createCipheriv, createDecipheriv, createHash, createPrivateKey, createPublicKey, hkdfSync, verify as nodeVerify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../share-bytes.ts';
import vectors from './test-vectors.json';
import { bodyPlaintext, headerPlaintext, openChange, sealChange } from './change-payload.ts';
import type { ChangeBody } from './change-body.ts';
import { ACCOUNT_KEY_INFO, importAccountKey } from './keys.ts';
import { keyringPlaintext, openKeyringEnvelope, passkeyPrfInput, sealKeyringForPasskey, sealKeyringForRecovery } from './keyring.ts';
import { derivePasskeyAuth, passkeyAuthHash } from './passkey.ts';
import { openRecoveryBox, sealRecoveryBoxKey } from './recovery-box.ts';
import { padme } from './padding.ts';
import { deriveFromRecoveryEntropy, parseRecoveryCode, recoveryAuthHash, recoveryWords } from './recovery-code.ts';
import { fromHex, hkdfBytes, toHex } from './primitives.ts';
import { requestCanonicalBytes, SYNC_HEADERS, verifyChangeSignature, verifySignedRequest } from './signatures.ts';

/*
 * The vectors were generated once by this implementation; each is checked here twice: the implementation must give
 * it again, and Node's own HKDF, AES-256-GCM, SHA-256, raw inflate and ECDSA (OpenSSL, not WebCrypto's code path
 * through our modules) must agree with it, so the vectors pin the specification and not just self-consistency.
 */
const { inputs } = vectors;
const SALT = Buffer.from('better-minds e2ee v1');
const entropy = fromHex(inputs.recoveryEntropyHex);
const accountKeyBytes = fromHex(inputs.accountKeyHex);
const body = inputs.body as ChangeBody;
const accountId = vectors.recovery.accountId;
const payload = fromBase64Url(vectors.change.payload) ?? new Uint8Array();

function nodeHkdf(ikm: Uint8Array, info: string, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, SALT, Buffer.from(info), length));
}

function nodeOpen(key: Buffer, iv: Uint8Array, sealed: Uint8Array, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

function nodeSeal(key: Buffer, iv: Uint8Array, plaintext: Uint8Array, aad: string): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function fixedRandom(...chunks: string[]) {
  const queue = chunks.map(fromHex);
  return (count: number) => {
    const next = queue.shift();
    if (next?.length !== count) throw new Error('the vector has no more fixed bytes of that length');
    return next;
  };
}

describe('test vectors: the recovery code', () => {
  it('gives the twelve words and reads them back', () => {
    expect(recoveryWords(entropy)).toEqual(vectors.recovery.words);
    const parsed = parseRecoveryCode(vectors.recovery.words.join(' '));
    expect(parsed.ok && toHex(parsed.entropy)).toBe(inputs.recoveryEntropyHex);
  });

  it("derives the account id, recovery auth, its hash and the wrap key, as Node's HKDF does", async () => {
    const derived = await deriveFromRecoveryEntropy(entropy);
    expect(derived.accountId).toBe(accountId);
    expect(toHex(derived.recoveryAuth)).toBe(vectors.recovery.recoveryAuthHex);
    expect(await recoveryAuthHash(derived.recoveryAuth)).toBe(vectors.recovery.recoveryAuthHash);
    expect(toBase64Url(nodeHkdf(entropy, 'account id', 16))).toBe(accountId);
    expect(nodeHkdf(entropy, 'recovery auth', 32).toString('hex')).toBe(vectors.recovery.recoveryAuthHex);
    const hash = createHash('sha256').update(fromHex(vectors.recovery.recoveryAuthHex)).digest();
    expect(toBase64Url(hash)).toBe(vectors.recovery.recoveryAuthHash);
    expect(nodeHkdf(entropy, 'recovery wrap', 32).toString('hex')).toBe(vectors.recovery.recoveryWrapKeyHex);
  });

  it("seals the recovery box's private key as the vector, which Node opens to the box's public key", async () => {
    const derived = await deriveFromRecoveryEntropy(entropy);
    const pkcs8 = fromHex(inputs.recoveryBoxPkcs8Hex);
    const sealed = await sealRecoveryBoxKey({ accountId, wrapKey: derived.recoveryWrapKey, pkcs8 }, fixedRandom(inputs.recoveryBoxIvHex));
    expect(sealed).toBe(vectors.recoveryBox.sealedPrivateKey);
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    const opened = nodeOpen(fromHex(vectors.recovery.recoveryWrapKeyHex) as Buffer, bytes.subarray(0, 12), bytes.subarray(12), `recovery box|${accountId}`);
    expect(opened.toString('hex')).toBe(inputs.recoveryBoxPkcs8Hex);
    const jwk = createPublicKey(createPrivateKey({ key: opened, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' });
    const raw = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x ?? '', 'base64url'), Buffer.from(jwk.y ?? '', 'base64url')]);
    expect(toBase64Url(raw)).toBe(vectors.recoveryBox.publicKey);
  });

  it('opens the recovery envelope of the vector (HPKE to the box) with the box the words open, and a fresh one too', async () => {
    const derived = await deriveFromRecoveryEntropy(entropy);
    const pair = await openRecoveryBox({ accountId, wrapKey: derived.recoveryWrapKey, recoveryBox: vectors.recoveryBox });
    if (pair === null) throw new Error('the recovery box did not open');
    const opener = { kind: 'recovery', boxKeyPair: pair } as const;
    expect(fromBase64Url(vectors.recoveryEnvelope.sealed)?.[0]).toBe(0x02);
    const opened = await openKeyringEnvelope({ accountId, generation: 1, envelope: vectors.recoveryEnvelope, opener });
    expect(opened.ok && toHex(opened.keys[0]?.key ?? new Uint8Array())).toBe(inputs.accountKeyHex);
    const keys = [{ generation: 1, key: accountKeyBytes }];
    const fresh = await sealKeyringForRecovery({ accountId, keys, recoveryPublicKey: vectors.recoveryBox.publicKey });
    expect((await openKeyringEnvelope({ accountId, generation: 1, envelope: fresh, opener })).ok).toBe(true);
  });
});

describe('test vectors: the passkey envelope', () => {
  const prfOutput = fromHex(inputs.passkeyPrfOutputHex);
  const credentialId = fromHex(inputs.passkeyCredentialIdHex);
  const keys = [{ generation: 1, key: accountKeyBytes }];

  it("asks the passkey for the PRF of SHA-256 of the label, and derives the wrap key and the auth as Node's HKDF does", async () => {
    expect(toHex(await passkeyPrfInput())).toBe(vectors.passkey.prfInputHex);
    expect(createHash('sha256').update('better-minds passkey prf v1').digest('hex')).toBe(vectors.passkey.prfInputHex);
    expect(nodeHkdf(prfOutput, 'passkey wrap', 32).toString('hex')).toBe(vectors.passkey.wrapKeyHex);
    const auth = await derivePasskeyAuth(prfOutput);
    expect(toHex(auth)).toBe(vectors.passkey.authHex);
    expect(nodeHkdf(prfOutput, 'passkey auth', 32).toString('hex')).toBe(vectors.passkey.authHex);
    expect(await passkeyAuthHash(auth)).toBe(vectors.passkey.authHash);
    expect(toBase64Url(createHash('sha256').update(auth).digest())).toBe(vectors.passkey.authHash);
  });

  it('seals the keyring to the vector envelope byte for byte with the fixed IV, as Node seals it', async () => {
    const sealed = await sealKeyringForPasskey({ accountId, keys, credentialId, prfOutput }, fixedRandom(inputs.passkeyEnvelopeIvHex));
    expect(sealed).toEqual(vectors.passkey.envelope);
    const iv = fromHex(inputs.passkeyEnvelopeIvHex);
    const aad = `keyring|${accountId}|1|${vectors.passkey.envelope.recipient}`;
    const built = Buffer.concat([Buffer.from([3]), iv, nodeSeal(fromHex(vectors.passkey.wrapKeyHex) as Buffer, iv, keyringPlaintext(keys), aad)]);
    expect(toBase64Url(built)).toBe(vectors.passkey.envelope.sealed);
  });

  it("opens with Node's AES-256-GCM and with this implementation, and not with another PRF output", async () => {
    const bytes = fromBase64Url(vectors.passkey.envelope.sealed) ?? new Uint8Array();
    const aad = `keyring|${accountId}|1|${vectors.passkey.envelope.recipient}`;
    const opened = nodeOpen(fromHex(vectors.passkey.wrapKeyHex) as Buffer, bytes.subarray(1, 13), bytes.subarray(13), aad);
    expect(JSON.parse(opened.toString('utf8'))).toEqual({ v: 1, keys: [{ g: 1, k: toBase64Url(accountKeyBytes) }] });
    const opener = { kind: 'passkey', credentialId, prfOutput } as const;
    const mine = await openKeyringEnvelope({ accountId, generation: 1, envelope: vectors.passkey.envelope, opener });
    expect(mine.ok && toHex(mine.keys[0]?.key ?? new Uint8Array())).toBe(inputs.accountKeyHex);
    const other = { ...opener, prfOutput: fromHex(vectors.passkey.wrapKeyHex) };
    expect(await openKeyringEnvelope({ accountId, generation: 1, envelope: vectors.passkey.envelope, opener: other })).toEqual({ ok: false, problem: 'cannot-open' });
  });
});

describe('test vectors: the account key and a change', () => {
  it("derives the header, record and device-name keys, as Node's HKDF does", async () => {
    const accountKey = await importAccountKey(1, accountKeyBytes);
    const cases = [
      [ACCOUNT_KEY_INFO.header, vectors.accountKey.headerKeyHex],
      [ACCOUNT_KEY_INFO.record(inputs.kind, inputs.id), vectors.accountKey.recordKeyHex],
      [ACCOUNT_KEY_INFO.deviceName, vectors.accountKey.deviceNameKeyHex],
    ] as const;
    expect(ACCOUNT_KEY_INFO.record(inputs.kind, inputs.id)).toBe('record|journal_entry|entry-0001');
    for (const [info, hex] of cases) {
      expect(toHex(await hkdfBytes(accountKey.base, info, 32))).toBe(hex);
      expect(nodeHkdf(accountKeyBytes, info, 32).toString('hex')).toBe(hex);
    }
  });

  it('seals the change to the vector payload byte for byte, with the fixed IVs', async () => {
    const accountKey = await importAccountKey(1, accountKeyBytes);
    const sealed = await sealChange(
      { accountId, changeId: inputs.changeId, accountKey, kind: inputs.kind, id: inputs.id, authorDeviceId: inputs.authorDeviceId, body },
      fixedRandom(inputs.headerIvHex, inputs.bodyIvHex),
    );
    expect(toBase64Url(sealed)).toBe(vectors.change.payload);
    expect(sealed).toHaveLength(vectors.change.payloadLength);
    expect(toHex(headerPlaintext(inputs.kind, inputs.id, inputs.authorDeviceId))).toBe(vectors.change.headerPlaintextHex);
    expect(toHex(bodyPlaintext(body))).toBe(vectors.change.bodyPlaintextHex);
  });

  it('is the payload Node builds from the same plaintexts with its own AES-256-GCM', () => {
    const headerKey = fromHex(vectors.accountKey.headerKeyHex) as Buffer;
    const recordKey = fromHex(vectors.accountKey.recordKeyHex) as Buffer;
    const built = Buffer.concat([
      Buffer.from([1, 0, 0, 0, 1]),
      fromHex(inputs.headerIvHex),
      nodeSeal(headerKey, fromHex(inputs.headerIvHex), fromHex(vectors.change.headerPlaintextHex), `header|${accountId}|${inputs.changeId}`),
      fromHex(inputs.bodyIvHex),
      nodeSeal(recordKey, fromHex(inputs.bodyIvHex), fromHex(vectors.change.bodyPlaintextHex), `body|${accountId}|${inputs.kind}|${inputs.id}|${inputs.changeId}`),
    ]);
    expect(toBase64Url(built)).toBe(vectors.change.payload);
  });

  it("opens with Node's AES-256-GCM and raw inflate to the header and body the specification describes", () => {
    expect(payload[0]).toBe(1);
    expect(Buffer.from(payload.subarray(1, 5)).readUInt32BE()).toBe(1);
    const header = nodeOpen(fromHex(vectors.accountKey.headerKeyHex) as Buffer, payload.subarray(5, 17), payload.subarray(17, 161), `header|${accountId}|${inputs.changeId}`);
    expect(header).toHaveLength(128);
    expect(JSON.parse(header.toString('utf8').trimEnd())).toEqual({ k: inputs.kind, i: inputs.id, d: inputs.authorDeviceId });
    const aad = `body|${accountId}|${inputs.kind}|${inputs.id}|${inputs.changeId}`;
    const padded = nodeOpen(fromHex(vectors.accountKey.recordKeyHex) as Buffer, payload.subarray(161, 173), payload.subarray(173), aad);
    const deflatedLength = padded.readUInt32BE(0);
    expect(padded.length).toBe(padme(Math.max(4 + deflatedLength, 64)));
    expect(padded.subarray(4 + deflatedLength).every((byte) => byte === 0)).toBe(true);
    expect(JSON.parse(inflateRawSync(padded.subarray(4, 4 + deflatedLength)).toString('utf8'))).toEqual(body);
  });

  it('opens with this implementation, and not under another change id', async () => {
    const keys = new Map([[1, await importAccountKey(1, accountKeyBytes)]]);
    const opened = await openChange({ accountId, changeId: inputs.changeId, keys, payload: vectors.change.payload });
    expect(opened).toEqual({ ok: true, change: { kind: inputs.kind, id: inputs.id, authorDeviceId: inputs.authorDeviceId, body, generation: 1 } });
    expect(await openChange({ accountId, changeId: toBase64Url(new Uint8Array(16)), keys, payload: vectors.change.payload })).toEqual({ ok: false, problem: 'altered' });
  });

  it('pads lengths as the table says', () => {
    for (const [length, padded] of Object.entries(vectors.padme)) expect(padme(Number(length))).toBe(padded);
  });
});

describe('test vectors: signatures', () => {
  const { signingPublicKey, changeSignature, request } = vectors.signatures;
  const nodeKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: toBase64Url((fromBase64Url(signingPublicKey) ?? new Uint8Array()).subarray(1, 33)), y: toBase64Url((fromBase64Url(signingPublicKey) ?? new Uint8Array()).subarray(33)) },
    format: 'jwk',
  });
  const nodeVerifies = (message: Uint8Array, signature: string) =>
    nodeVerify('sha256', message, { key: nodeKey, dsaEncoding: 'ieee-p1363' }, fromBase64Url(signature) ?? new Uint8Array());

  it("verify the change signature here and with Node's ECDSA", async () => {
    expect(await verifyChangeSignature(accountId, inputs.changeId, payload, changeSignature, signingPublicKey)).toBe(true);
    const signed = Buffer.concat([Buffer.from(`change|${accountId}|${inputs.changeId}|`), payload]);
    expect(nodeVerifies(signed, changeSignature)).toBe(true);
    const other = payload.slice();
    other[200] = (other[200] ?? 0) ^ 1;
    expect(await verifyChangeSignature(accountId, inputs.changeId, other, changeSignature, signingPublicKey)).toBe(false);
  });

  it("build the canonical request text and verify the request here and with Node's ECDSA", async () => {
    const bodyBytes = Buffer.from(request.bodyUtf8);
    const canonical = await requestCanonicalBytes(request, bodyBytes);
    expect(Buffer.from(canonical).toString('utf8')).toBe(request.canonicalUtf8);
    expect(request.canonicalUtf8.split('\n').at(-1)).toBe(toBase64Url(createHash('sha256').update(bodyBytes).digest()));
    expect(nodeVerifies(canonical, request.signature)).toBe(true);
    const headers = new Headers({
      [SYNC_HEADERS.account]: request.account,
      [SYNC_HEADERS.device]: request.device,
      [SYNC_HEADERS.time]: request.time,
      [SYNC_HEADERS.nonce]: request.nonce,
      [SYNC_HEADERS.signature]: request.signature,
    });
    const signed = { method: request.method, pathAndQuery: request.pathAndQuery, headers, body: bodyBytes };
    expect(await verifySignedRequest(signed, signingPublicKey, Number(request.time))).toEqual({ ok: true });
  });
});
