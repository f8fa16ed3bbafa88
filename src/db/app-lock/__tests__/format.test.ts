/**
 * The record and envelope formats against docs/app-lock.md's test vectors (made with node:crypto alone), every
 * table of the schema named in the policy, and tagged JSON keeping what structured clone kept.
 */
import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromHex, hkdfBytes, importAesKey, importHkdfBase, toHex } from '../../../../contract/e2ee/primitives.ts';
import { BetterMindsDatabase } from '../../database.ts';
import { openEnvelope, recoveryWrapKey, sealEnvelope, UnlockedDataKey } from '../keys.ts';
import { openFields, openFieldsBatch, sealFields, sealFieldsBatch } from '../record-codec.ts';
import { APP_LOCK_TABLES } from '../tables.ts';
import { fromTaggedJson, toTaggedJson } from '../tagged-json.ts';
import vectors from './test-vectors.json';

const { inputs, outputs } = vectors;
const fixed = (hex: string) => () => fromHex(hex);

describe('test vectors', () => {
  it('derives the table key, seals the record and the envelope byte for byte, and opens them', async () => {
    expect(toHex(await hkdfBytes(await importHkdfBase(fromHex(inputs.dataKeyHex)), `app lock table|${inputs.table}`, 32))).toBe(outputs.tableKeyHex);
    const tableKey = await new UnlockedDataKey(fromHex(inputs.dataKeyHex)).tableKey(inputs.table);
    const record = await sealFields(tableKey, { table: inputs.table, primaryKey: inputs.primaryKey }, inputs.fields, fixed(inputs.ivHex));
    expect(toHex(record)).toBe(outputs.lockedFieldsHex);
    expect(await openFields(tableKey, inputs.table, inputs.primaryKey, record)).toEqual(inputs.fields);
    expect(await openFields(tableKey, inputs.table, 'entry-0002', record)).toBeNull();
    expect(await openFields(tableKey, 'hearthlinkContacts', inputs.primaryKey, record)).toBeNull();

    const wrapKey = await importAesKey(fromHex(inputs.wrapKeyHex));
    const envelope = await sealEnvelope(wrapKey, inputs.lockId, 'passphrase', fromHex(inputs.dataKeyHex), fixed(inputs.envelopeIvHex));
    expect(envelope.sealed).toBe(outputs.envelopeSealed);
    expect(toHex((await openEnvelope(wrapKey, inputs.lockId, envelope)) ?? new Uint8Array())).toBe(inputs.dataKeyHex);
    expect(await openEnvelope(wrapKey, 'another-lock', envelope)).toBeNull();
    expect(await openEnvelope(wrapKey, inputs.lockId, { ...envelope, recipient: 'recovery' })).toBeNull();

    const recoveryEnvelope = await sealEnvelope(await recoveryWrapKey(fromHex(inputs.recoveryEntropyHex)), inputs.lockId, 'recovery', fromHex(inputs.dataKeyHex));
    expect(await openEnvelope(await importAesKey(fromHex(outputs.recoveryWrapKeyHex)), inputs.lockId, recoveryEnvelope)).not.toBeNull();
  });

  it('agrees with node:crypto: the record opens there to the padded body', () => {
    const record = Buffer.from(outputs.lockedFieldsHex, 'hex');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(outputs.tableKeyHex, 'hex'), record.subarray(1, 13));
    decipher.setAAD(Buffer.from(`app lock record|${inputs.table}|${JSON.stringify(inputs.primaryKey)}`));
    decipher.setAuthTag(record.subarray(record.length - 16));
    const body = Buffer.concat([decipher.update(record.subarray(13, record.length - 16)), decipher.final()]);
    expect(body.length).toBe(outputs.bodyLength);
    const length = body.readUInt32BE(0);
    expect(JSON.parse(body.subarray(4, 4 + length).toString('utf8'))).toEqual(inputs.fields);
    expect([...body.subarray(4 + length)].every((byte) => byte === 0)).toBe(true);
  });
});

describe('rows in one batch', () => {
  it('opens each row of a batch to its own fields, keys of every kind, and no row under another row\'s key', async () => {
    const tableKey = await new UnlockedDataKey(fromHex(inputs.dataKeyHex)).tableKey(inputs.table);
    // Ids of ASCII (written by hand into one reused buffer), a number, a compound key and one that is not ASCII.
    const keys: unknown[] = [...Array.from({ length: 40 }, (_, index) => `entry-${index}`), 7, ['journal', 'e1'], 'café-∞', 'x'.repeat(400)];
    const fields = keys.map((key, index) => ({ note: `row ${index}`, when: new Date(Date.UTC(2026, 0, index + 1)), key }));
    const places = keys.map((primaryKey) => ({ table: inputs.table, primaryKey }));
    const records = await sealFieldsBatch(tableKey, places, fields);
    const opened = await openFieldsBatch(tableKey, inputs.table, records.map((record, index) => ({ primaryKey: keys[index], record })));
    expect(opened).toEqual(fields);
    const swapped = await openFieldsBatch(tableKey, inputs.table, records.map((record, index) => ({ primaryKey: keys[(index + 1) % keys.length], record })));
    expect(swapped.every((row) => row === null)).toBe(true);
    const autoIncrement = await sealFieldsBatch(tableKey, [{ table: 'outbox' }], [{ payload: 'queued' }]);
    expect(autoIncrement[0]?.[0]).toBe(0x02);
    expect(await openFieldsBatch(tableKey, 'outbox', [{ primaryKey: 12, record: autoIncrement[0] ?? new Uint8Array() }])).toEqual([{ payload: 'queued' }]);
  });
});

describe('the table policy', () => {
  it('names every table of the schema, and each clear table says why', () => {
    const database = new BetterMindsDatabase('app-lock-policy-names');
    const tables = database.tables.map((table) => table.name).sort();
    expect(Object.keys(APP_LOCK_TABLES).sort()).toEqual(tables);
    for (const policy of Object.values(APP_LOCK_TABLES)) if (!policy.encrypted) expect(policy.reason.length).toBeGreaterThan(10);
  });
});

describe('tagged JSON', () => {
  it('keeps dates, bytes, blobs, nested arrays and objects that use the tag name themselves', async () => {
    const value = {
      when: new Date('2026-11-29T10:00:00.000Z'),
      bytes: new Uint8Array([0, 255, 7]),
      buffer: new Uint8Array([9, 8]).buffer,
      blob: new Blob(['manuscript'], { type: 'text/plain' }),
      nested: [{ $bm: 'looks like a tag', n: [1, null, 'two'] }],
      skipped: undefined,
    };
    const decoded = fromTaggedJson(await toTaggedJson(value)) as typeof value;
    expect(decoded.when).toEqual(value.when);
    expect(decoded.bytes).toEqual(value.bytes);
    expect(new Uint8Array(decoded.buffer)).toEqual(new Uint8Array([9, 8]));
    expect(decoded.blob.type).toBe('text/plain');
    expect(await decoded.blob.text()).toBe('manuscript');
    expect(decoded.nested).toEqual(value.nested);
    expect('skipped' in decoded).toBe(false);
  });

  it('writes plain rows as JSON.stringify does, undefined left out of objects and null in arrays', async () => {
    const plain = { note: 'A calm morning.', mood: 4, tags: ['calm', undefined, null], gone: undefined, nested: { ok: true } };
    expect(await toTaggedJson(plain)).toBe('{"note":"A calm morning.","mood":4,"tags":["calm",null,null],"nested":{"ok":true}}');
    expect(fromTaggedJson(await toTaggedJson({ deep: [{ $bm: 'a key like the tag' }] }))).toEqual({ deep: [{ $bm: 'a key like the tag' }] });
  });

  it('refuses what it cannot keep rather than losing it', async () => {
    await expect(toTaggedJson({ map: new Map([[1, 2]]) })).rejects.toThrow(/cannot seal/);
  });
});
