import { describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '@/db/database';
import { decodeAnswerKey, encodeAnswerKey } from '../row-codecs.ts';
import { NOT_SYNCED, SYNCED_TABLES } from '../synced-tables.ts';

describe('the synced tables registry', () => {
  const database = new BetterMindsDatabase('synced-tables-registry-never-opened');

  it('names every table of the schema once: synced, or not synced with a reason', () => {
    const synced = SYNCED_TABLES.map((spec) => spec.table);
    expect(new Set(synced).size).toBe(synced.length);
    for (const table of database.tables) {
      const isSynced = synced.includes(table.name);
      const reason = NOT_SYNCED[table.name];
      expect(isSynced || Boolean(reason), `${table.name} is neither synced nor explained`).toBe(true);
      expect(isSynced && Boolean(reason), `${table.name} is both synced and not`).toBe(false);
    }
    const names = database.tables.map((table) => table.name);
    for (const name of [...synced, ...Object.keys(NOT_SYNCED)]) expect(names, `${name} is not a table`).toContain(name);
  });

  it('gives every synced table a kind the protocol carries and a single primary key', () => {
    for (const spec of SYNCED_TABLES) {
      expect(spec.kind).toMatch(/^[A-Za-z0-9_.:-]{1,32}$/);
      expect(typeof database.table(spec.table).schema.primKey.keyPath).toBe('string');
    }
  });

  it('merges free text as text: entries’ answers, notes, Hearthlink’s words, trail responses', () => {
    const policy = (table: string, field: string) => SYNCED_TABLES.find((spec) => spec.table === table)?.policyOf(field);
    expect(policy('insightEntries', encodeAnswerKey('warning-signs'))).toBe('text');
    expect(policy('insightEntries', 'toolId')).toBe('lww');
    expect(policy('clientNotes', 'text')).toBe('text');
    expect(policy('hearthlinkContacts', 'howTheyHelp')).toBe('text');
    expect(policy('trailProgress', 'responses')).toBe('text');
    expect(policy('prescriptions', 'status')).toBe('lww');
    // Inbox keys sync as bytes; the CryptoKeys each device imports for itself never leave it.
    expect(policy('inboxKeys', 'syncKey')).toBe('lww');
    expect(policy('inboxKeys', 'keyPair')).toBe('local');
  });

  it('turns answer keys into field names and back, one to one', () => {
    for (const key of ['warning-signs', 'a_b', 'x.y', 'é', 'plain', 'a__d', '-_-']) {
      const field = encodeAnswerKey(key);
      expect(field).toMatch(/^[A-Za-z0-9_]+$/);
      expect(decodeAnswerKey(field)).toBe(key);
    }
    expect(encodeAnswerKey('a-b')).not.toBe(encodeAnswerKey('a_b'));
  });

  it('leaves a device’s push subscription out of the reminder settings it syncs', () => {
    const settings = SYNCED_TABLES.find((spec) => spec.table === 'settings');
    const row = { key: 'reminderPreferences', value: { on: {}, times: {}, quietHours: null, dailyCap: 3, showNames: false, push: true } };
    expect(settings?.encode(row)).toEqual({ key: 'reminderPreferences', value: { on: {}, times: {}, quietHours: null, dailyCap: 3, showNames: false } });
    expect(settings?.includes?.({ key: 'feedbackIdentity', value: {} })).toBe(false);
  });
});
