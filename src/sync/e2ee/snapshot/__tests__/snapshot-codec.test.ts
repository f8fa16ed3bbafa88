/**
 * A snapshot written and read (docs/e2ee-sync.md section 11): it round-trips across parts, and every tampering is
 * refused with its own code before anything is merged: a moved part, a changed byte, another account, a signer not
 * linked at `upTo` or not in the list, a missing part, an oversized part or text, content that is not a snapshot's.
 */
import { describe, expect, it } from 'vitest';
import { importAccountKey, type AccountKey } from '@contract/e2ee/keys';
import { MAX_SNAPSHOT_PART_PLAINTEXT_BYTES, sealSnapshotPart, signSnapshotCommit, snapshotDigest, type SnapshotPlace } from '@contract/e2ee/snapshot';
import { toBase64Url } from '@contract/share-bytes';
import { deflateSync } from 'fflate';
import { checkSnapshot, openSnapshot, openSnapshotParts, writeSnapshot, type SnapshotDescription, type SnapshotReader, type WrittenSnapshot } from '../snapshot-codec.ts';
import type { SnapshotRecord } from '../snapshot-content.ts';

const ACCOUNT = 'QUFBQUFBQUFBQUFBQUFBQQ';
const WRITER = 'V1dXV1dXV1dXV1dXV1dXVw';
const clock = (n: number) => `00176000000${String(n).padStart(4, '0')}:00000:${WRITER}`;

async function keys(): Promise<{ accountKey: AccountKey; signingKey: CryptoKey; publicKey: string }> {
  const accountKey = await importAccountKey(1, crypto.getRandomValues(new Uint8Array(32)));
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  return { accountKey, signingKey: pair.privateKey, publicKey };
}

/** Random text deflates to about its own size, so `count` records of 1,000 characters take more than one part. */
function records(count: number): SnapshotRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'insightEntries',
    id: `entry-${String(index).padStart(5, '0')}`,
    state: {
      fields: { text: { versions: [{ value: toBase64Url(crypto.getRandomValues(new Uint8Array(750))), hlc: clock(index) }], superseded: [] } },
      tombstone: index % 7 === 0 ? clock(index + 1) : null,
    },
  }));
}

function described(written: WrittenSnapshot): SnapshotDescription {
  return { ...written.place, digest: written.digest, deviceId: written.deviceId, signature: written.signature };
}

async function setUp(count = 300) {
  const { accountKey, signingKey, publicKey } = await keys();
  const input = records(count);
  const written = await writeSnapshot({ accountId: ACCOUNT, deviceId: WRITER, signingKey, accountKey }, 40, input);
  const reader: SnapshotReader = {
    accountId: ACCOUNT,
    devices: [{ deviceId: WRITER, signingKey: publicKey, unlinkedAfterSeq: null }],
    accountKeyOf: (generation) => (generation === 1 ? accountKey : undefined),
  };
  return { accountKey, signingKey, publicKey, input, written, reader };
}

describe('device-written snapshots', () => {
  it('cuts a large replica into sealed parts of at most 192 KiB and reads back every record, sorted', async () => {
    const { input, written, reader } = await setUp();
    expect(written.place.parts).toBe(2);
    expect(written.payloads.every((payload) => payload.length <= MAX_SNAPSHOT_PART_PLAINTEXT_BYTES + 29)).toBe(true);
    expect(written.payloads.reduce((total, payload) => total + payload.length, 0)).toBe(written.deflatedBytes + 2 * 29);
    const opened = await openSnapshot(reader, described(written), written.payloads);
    expect(opened).toEqual({ ok: true, records: [...input].sort((a, b) => (a.id < b.id ? -1 : 1)) });
  });

  it('refuses a moved part, a changed byte and another account, before and at opening', async () => {
    const { written, reader } = await setUp();
    const [first, second] = written.payloads as [Uint8Array, Uint8Array];
    expect(await checkSnapshot(reader, described(written), [second, first])).toBe('digest-mismatch');
    // Were the digest re-signed (the server cannot), the aad still names each part's place.
    expect(await openSnapshotParts(reader, written.place, [second, first])).toEqual({ ok: false, problem: 'cannot-open' });
    const flipped = first.slice();
    flipped[100] = (flipped[100] ?? 0) ^ 1;
    expect(await checkSnapshot(reader, described(written), [flipped, second])).toBe('digest-mismatch');
    expect(await openSnapshotParts(reader, written.place, [flipped, second])).toEqual({ ok: false, problem: 'cannot-open' });
    const otherAccount = { ...reader, accountId: 'T1RIRVJPVEhFUk9USEVSTw' };
    expect(await checkSnapshot(otherAccount, described(written), written.payloads)).toBe('bad-signature');
    expect(await openSnapshotParts(otherAccount, { ...written.place, accountId: otherAccount.accountId }, written.payloads)).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await checkSnapshot(reader, { ...described(written), upTo: 41 }, written.payloads)).toBe('bad-signature');
  });

  it('refuses a signer unlinked before upTo or not listed, a missing part and an oversized one', async () => {
    const { written, reader, publicKey } = await setUp();
    const unlinked = { ...reader, devices: [{ deviceId: WRITER, signingKey: publicKey, unlinkedAfterSeq: 39 }] };
    expect(await checkSnapshot(unlinked, described(written), written.payloads)).toBe('unlinked-signer');
    const unlinkedAfter = { ...reader, devices: [{ deviceId: WRITER, signingKey: publicKey, unlinkedAfterSeq: 40 }] };
    expect(await checkSnapshot(unlinkedAfter, described(written), written.payloads)).toBeNull();
    expect(await checkSnapshot({ ...reader, devices: [] }, described(written), written.payloads)).toBe('unknown-signer');
    expect(await checkSnapshot(reader, described(written), written.payloads.slice(0, 1))).toBe('truncated');
    expect(await checkSnapshot(reader, { ...described(written), parts: 1 }, written.payloads.slice(0, 1))).toBe('bad-signature');
    const padded = [written.payloads[0] ?? new Uint8Array(), new Uint8Array(MAX_SNAPSHOT_PART_PLAINTEXT_BYTES + 30)];
    expect(await checkSnapshot(reader, described(written), padded)).toBe('oversized');
    const small = await openSnapshot({ ...reader, maxInflatedBytes: 1024 }, described(written), written.payloads);
    expect(small).toEqual({ ok: false, problem: 'oversized' });
    expect(await openSnapshot({ ...reader, accountKeyOf: () => undefined }, described(written), written.payloads)).toEqual({ ok: false, problem: 'no-key' });
  });

  it('refuses content a linked device signed that is not a snapshot: damaged, unsorted or with a bad clock', async () => {
    const { accountKey, signingKey, reader } = await setUp(1);
    const signedContent = async (plaintext: Uint8Array): Promise<[SnapshotDescription, Uint8Array[]]> => {
      const place: SnapshotPlace = { accountId: ACCOUNT, snapshotId: 'U1NTU1NTU1NTU1NTU1NTUw', upTo: 3, generation: 1, parts: 1 };
      const payloads = [await sealSnapshotPart(accountKey, place, 0, plaintext)];
      const digest = await snapshotDigest(payloads);
      return [{ ...place, digest, deviceId: WRITER, signature: await signSnapshotCommit(place, digest, signingKey) }, payloads];
    };
    const deflated = (value: unknown) => deflateSync(new TextEncoder().encode(JSON.stringify(value)), { level: 6 });
    const record = (id: string, hlc: string) => ({ id, kind: 'insightEntries', state: { fields: {}, tombstone: hlc } });
    const compact = (id: string, members: object = {}) => ({ k: 'insightEntries', i: id, c: clock(1), f: {}, x: {}, t: null, ...members });
    const cases: Array<[Uint8Array, string]> = [
      [new Uint8Array([1, 2, 3]), 'damaged'],
      [deflated({ v: 1, records: [record('b', clock(1)), record('a', clock(1))] }), 'invalid-content'],
      [deflated({ v: 1, records: [record('a', 'yesterday')] }), 'invalid-content'],
      [deflated({ v: 3, records: [] }), 'invalid-content'],
      [deflated({ v: 2, records: [compact('a', { f: { mood: 1 }, x: { mood: { versions: [], superseded: [] } } })] }), 'invalid-content'],
      [deflated({ v: 2, records: [compact('a', { c: null, f: { mood: 1 } })] }), 'invalid-content'],
      [deflated({ v: 2, records: [compact('b'), compact('a')] }), 'invalid-content'],
      [deflated({ v: 2, records: [{ ...compact('a'), state: {} }] }), 'invalid-content'],
    ];
    for (const [plaintext, problem] of cases) {
      const [description, payloads] = await signedContent(plaintext);
      expect(await openSnapshot(reader, description, payloads), problem).toEqual({ ok: false, problem });
    }
    const [description, payloads] = await signedContent(deflated({ v: 1, records: [record('a', clock(1))] }));
    expect(await openSnapshot(reader, description, payloads)).toEqual({ ok: true, records: [record('a', clock(1))] });
    const [twoDescription, twoPayloads] = await signedContent(deflated({ v: 2, records: [compact('a', { f: { mood: 3 } })] }));
    const mood = { versions: [{ value: 3, hlc: clock(1) }], superseded: [] };
    expect(await openSnapshot(reader, twoDescription, twoPayloads)).toEqual({ ok: true, records: [{ kind: 'insightEntries', id: 'a', state: { fields: { mood }, tombstone: null } }] });
    // A "__proto__" member is dropped by the parse, never a field nor the prototype of one.
    const [protoDescription, protoPayloads] = await signedContent(deflated({ v: 2, records: [compact('a', { f: JSON.parse('{"__proto__":{"polluted":1}}') as object })] }));
    const opened = await openSnapshot(reader, protoDescription, protoPayloads);
    expect(opened).toEqual({ ok: true, records: [{ kind: 'insightEntries', id: 'a', state: { fields: {}, tombstone: null } }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
