import { createDecipheriv, createHash, createPublicKey, hkdfSync, verify as nodeVerify } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import base from '@contract/e2ee/test-vectors.json';
import vectors from '@contract/e2ee/snapshot-vectors.json';
import { ACCOUNT_KEY_INFO, importAccountKey } from '@contract/e2ee/keys';
import { fromHex, toHex } from '@contract/e2ee/primitives';
import { openSnapshotPart, sealSnapshotPart, snapshotCommitSignedBytes, snapshotDigest, snapshotPartAad, verifySnapshotCommit } from '@contract/e2ee/snapshot';
import { readSnapshotContent, snapshotPartPlaintexts, snapshotText, type SnapshotRecord } from '../snapshot-content.ts';

/*
 * Section 8's snapshot vectors, generated once by this implementation and checked twice: it must give them again, and
 * Node's HKDF, AES-256-GCM, SHA-256, raw inflate and ECDSA must agree with each. Deflate output differs between
 * libraries, so the part's plaintext is pinned as hex and another implementation checks that it inflates to the text.
 */
const accountId = base.recovery.accountId;
const place = { accountId, snapshotId: vectors.snapshotId, upTo: vectors.inputs.upTo, generation: vectors.inputs.generation, parts: vectors.inputs.parts };
const payload = fromBase64Url(vectors.payload) ?? new Uint8Array();
const plaintext = fromHex(vectors.partPlaintextHex);

describe('snapshot test vectors (docs/e2ee-sync.md section 8)', () => {
  it('gives the canonical text, sorted by kind and id, and a part that inflates to it', () => {
    expect(vectors.snapshotId).toBe(toBase64Url(fromHex(vectors.inputs.snapshotIdHex)));
    expect(snapshotText(vectors.inputs.records as SnapshotRecord[])).toBe(vectors.textUtf8);
    expect(vectors.textUtf8.indexOf('entry-0001')).toBeLessThan(vectors.textUtf8.indexOf('entry-0002'));
    expect(toHex(snapshotPartPlaintexts(vectors.textUtf8)[0] ?? new Uint8Array())).toBe(vectors.partPlaintextHex);
    expect(inflateRawSync(plaintext).toString('utf8')).toBe(vectors.textUtf8);
  });

  it('reads the version-2 text back to the same states, and still reads a version-1 text', () => {
    const inputs = vectors.inputs.records as SnapshotRecord[];
    const sorted = [...inputs].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(readSnapshotContent([plaintext])).toEqual({ ok: true, records: sorted });
    expect(vectors.textUtf8).toContain('"x":{"text":{"superseded":');
    const versionOne = readSnapshotContent([new Uint8Array(deflateRawSync(vectors.textV1Utf8))]);
    expect(versionOne).toEqual({ ok: true, records: sorted.filter((record) => record.id !== 'entry-0003') });
  });

  it('seals the part with the fixed IV to the payload byte for byte, and Node opens it', async () => {
    const accountKey = await importAccountKey(1, fromHex(base.inputs.accountKeyHex));
    const sealed = await sealSnapshotPart(accountKey, place, 0, plaintext, () => fromHex(vectors.inputs.ivHex));
    expect(toBase64Url(sealed)).toBe(vectors.payload);
    expect(await openSnapshotPart(accountKey, place, 0, payload)).toEqual(plaintext);
    expect(new TextDecoder().decode(snapshotPartAad(place, 0))).toBe(vectors.aadUtf8);

    const nodeKey = Buffer.from(hkdfSync('sha256', fromHex(base.inputs.accountKeyHex), Buffer.from('better-minds e2ee v1'), Buffer.from(ACCOUNT_KEY_INFO.snapshot(vectors.snapshotId)), 32));
    expect(nodeKey.toString('hex')).toBe(vectors.snapshotKeyHex);
    expect(payload[0]).toBe(0x05);
    const decipher = createDecipheriv('aes-256-gcm', nodeKey, payload.subarray(1, 13));
    decipher.setAAD(Buffer.from(vectors.aadUtf8));
    decipher.setAuthTag(payload.subarray(payload.length - 16));
    const opened = Buffer.concat([decipher.update(payload.subarray(13, payload.length - 16)), decipher.final()]);
    expect(opened.toString('hex')).toBe(vectors.partPlaintextHex);
  });

  it('gives the digest and the commit text, and the commit signature verifies here and in Node', async () => {
    expect(await snapshotDigest([payload])).toBe(vectors.digest);
    expect(createHash('sha256').update(payload).digest('base64url')).toBe(vectors.digest);
    const signed = snapshotCommitSignedBytes(place, vectors.digest);
    expect(new TextDecoder().decode(signed)).toBe(vectors.commitSignedUtf8);
    expect(await verifySnapshotCommit(place, vectors.digest, vectors.signature, vectors.signingPublicKey)).toBe(true);
    expect(await verifySnapshotCommit({ ...place, upTo: 43 }, vectors.digest, vectors.signature, vectors.signingPublicKey)).toBe(false);
    const point = Buffer.from(vectors.signingPublicKey, 'base64url');
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    expect(nodeVerify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(vectors.signature, 'base64url'))).toBe(true);
  });
});
