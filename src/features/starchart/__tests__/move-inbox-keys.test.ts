// @vitest-environment node
/**
 * Moving the inbox keys to the therapist's second device (issue 28, part 4) through the real short-code and inbox
 * functions (in-process, embedded database, a test clock) and the app's own Dexie (fake-indexeddb). The first device
 * makes a one-time code; the keys are wiped here (the second device starts empty) and received from the code: a return
 * sealed to the original inbox then opens and files here. Second use, expiry after 10 minutes, a typo, a wrong key
 * and inboxes made before keys could move each get their own answer; the server's row holds no key material.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqlClient } from '../../../../functions/_lib/db/client.ts';
import { migrate } from '../../../../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../../../../functions/_lib/db/pglite-client.ts';
import { createInboxHandler } from '../../../../functions/inbox.ts';
import { createShareCodesHandler } from '../../../../functions/share-codes.ts';
import { createBackend } from '../../../../functions/_lib/backend.ts';
import { createInboxClient, type InboxClient } from '@contract/inbox-client';
import { INBOX_PATH } from '@contract/inbox-schemas';
import { SHARE_CODES_PATH } from '@contract/share-code-schemas';
import { createShareCodeClient, type ShareCodeClient } from '@contract/share-code-client';
import { generateInboxKeyPair, sealReturn } from '@contract/return-seal';
import { formatSealedShareCode, normalizeSealedShareCode } from '@contract/sealed-share-code';
import { toBase64Url } from '@contract/share-bytes';
import { db } from '@/db/database';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { fetchInboxReturns, makeInbox, savePrescriptionWithInbox } from '../data/inbox';
import { makeKeyTransferCode, receiveKeyTransfer } from '../data/move-inbox-keys';
import { openTransferCopy } from '../data/inbox-transfer-copy';

const THERAPIST = 'therapist-keys-1';
let sql: SqlClient;
const clock = {
  now: new Date(),
  advance(ms: number) {
    this.now = new Date(this.now.getTime() + ms);
  },
};
let shares: ShareCodeClient;
let inbox: InboxClient;

beforeAll(async () => {
  sql = await openEmbeddedDatabase(undefined);
  await migrate(sql);
  const backend = createBackend({ db: sql, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' }, now: () => clock.now });
  const shareHandler = createShareCodesHandler(async () => backend);
  const inboxHandler = createInboxHandler(async () => backend);
  shares = createShareCodeClient(`http://localhost${SHARE_CODES_PATH}`, async (input, init) => shareHandler(new Request(input, init), { ip: '203.0.113.70' }));
  inbox = createInboxClient(`http://localhost${INBOX_PATH}`, async (input, init) => inboxHandler(new Request(input, init), { ip: '203.0.113.71' }));
}, 60_000);

afterAll(async () => {
  await sql.close();
});

beforeEach(async () => {
  vi.stubGlobal('navigator', { onLine: true });
  await Promise.all(db.tables.map((table) => table.clear()));
});

async function prescribe(id: string): Promise<PrescriptionRow> {
  const made = await makeInbox(id, THERAPIST);
  const at = new Date().toISOString();
  await db.therapistClients.put({ id: 'client-keys', therapistId: THERAPIST, alias: 'Client K7', createdAt: at, updatedAt: at, archivedAt: null });
  const row: PrescriptionRow = {
    id,
    therapistId: THERAPIST,
    clientId: 'client-keys',
    prescription: {
      id,
      createdAt: at,
      prescriber: { name: 'Dr Keys' },
      crisisReminder: true,
      items: [{ id: 'item-1', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-27' } }],
      inbox: made.inbox,
    },
    status: 'active',
    shortCodes: [],
    createdAt: at,
    updatedAt: at,
  };
  expect(await savePrescriptionWithInbox(row, made.keys)).toBe(true);
  return row;
}

/** The second device starts with nothing of the therapist's: no keys, no charts. */
async function becomeSecondDevice() {
  await Promise.all([db.inboxKeys.clear(), db.prescriptions.clear(), db.therapistClients.clear(), db.clientReturns.clear()]);
}

describe('moving inbox keys to a second device', () => {
  it('moves every inbox by one code; the second device opens and files a return sealed to the first device\'s key', async () => {
    const first = await prescribe('rx-keys-1');
    await prescribe('rx-keys-2');
    const made = await makeKeyTransferCode(THERAPIST, 0, shares);
    if (!made.ok) throw new Error(made.message);
    expect(made.made).toMatchObject({ count: 2, part: 1, parts: 1, nextIndex: 2, movable: 2, staying: 0 });
    expect(Date.parse(made.made.expiresAt) - clock.now.getTime()).toBe(10 * 60 * 1000);

    // What the server holds: the locator and ciphertext, none of the tokens or the private key.
    const keys = await db.inboxKeys.get(first.prescription.inbox!.id);
    const privateKey = toBase64Url(await openTransferCopy(keys!.transferCopy!));
    const locator = normalizeSealedShareCode(made.made.code)!.locator;
    const [row] = await sql.query<{ row: string }>('select t::text as row from feedback.share_codes t where code = $1', [locator]);
    expect(row?.row).toContain('K1.');
    for (const secret of [privateKey, keys!.fetchToken, keys!.sendToken, 'Client K7', 'Dr Keys', normalizeSealedShareCode(made.made.code)!.key]) {
      expect(row?.row).not.toContain(secret);
    }

    await becomeSecondDevice();
    // Typed forgivingly: small letters, spaces for hyphens.
    const received = await receiveKeyTransfer(THERAPIST, made.made.code.toLowerCase().replace(/(.{4})/g, '$1 '), shares, clock.now);
    expect(received).toEqual({ ok: true, received: 2, alreadyHere: 0, part: 1, parts: 1 });
    const moved = await db.inboxKeys.get(first.prescription.inbox!.id);
    expect(moved?.keyPair?.privateKey.extractable).toBe(false);
    expect(moved?.movedHereAt).toBe(clock.now.toISOString());
    expect(moved?.transferCopy).toBeTruthy();
    expect((await db.therapistClients.get('client-keys'))?.alias).toBe('Client K7');

    // A client's return, sealed to the inbox the first device made, arrives and files here.
    const clientReturn = { id: 'ret-keys-1', prescriptionId: 'rx-keys-1', createdAt: '2026-11-27T09:00:00.000Z', items: [{ itemId: 'item-1', entries: [{ at: '2026-11-27T08:00:00.000Z', title: 'Mood check-in', body: 'Moved and opened' }] }] };
    const sealed = await sealReturn({ publicKey: first.prescription.inbox!.publicKey, inboxId: first.prescription.inbox!.id, clientReturn });
    await inbox.register(first.prescription.inbox!.id, { sendTokenHash: await sha(keys!.sendToken), fetchTokenHash: await sha(keys!.fetchToken) });
    await inbox.send(first.prescription.inbox!.id, keys!.sendToken, { returnId: clientReturn.id, sealed });
    expect(await fetchInboxReturns(THERAPIST, inbox)).toMatchObject({ added: 1, problems: 0 });
    expect((await db.clientReturns.get('ret-keys-1'))?.clientId).toBe('client-keys');

    // The code works once.
    await becomeSecondDevice();
    const again = await receiveKeyTransfer(THERAPIST, made.made.code, shares, clock.now);
    expect(again).toEqual({ ok: false, message: expect.stringMatching(/used already/) });
    expect(await db.inboxKeys.count()).toBe(0);
  });

  it('says expired after 10 minutes, typo for a wrong symbol, and refuses a wrong key and another account', async () => {
    await prescribe('rx-keys-3');
    const made = await makeKeyTransferCode(THERAPIST, 0, shares);
    if (!made.ok) throw new Error(made.message);
    const code = made.made.code;
    // Two neighbours that differ, swapped (swapping two equal symbols changes nothing).
    const at = [...code].findIndex((symbol, index) => index >= 8 && index < 21 && symbol !== code.charAt(index + 1));
    const swapped = code.slice(0, at) + code.charAt(at + 1) + code.charAt(at) + code.slice(at + 2);
    expect(await receiveKeyTransfer(THERAPIST, swapped, shares)).toEqual({ ok: false, message: expect.stringMatching(/typo/) });
    expect(await receiveKeyTransfer(THERAPIST, 'ABCD-EFGH', shares)).toEqual({ ok: false, message: expect.stringMatching(/24 letters and digits/) });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await receiveKeyTransfer(THERAPIST, code, shares)).toEqual({ ok: false, message: expect.stringMatching(/needs an internet connection/) });
    vi.stubGlobal('navigator', { onLine: true });
    expect(await receiveKeyTransfer('someone-else', code, shares)).toEqual({ ok: false, message: expect.stringMatching(/another Star Chart account/) });

    const late = await makeKeyTransferCode(THERAPIST, 0, shares);
    if (!late.ok) throw new Error(late.message);
    clock.advance(10 * 60 * 1000);
    // As the QR code's link carries it: the code in the fragment.
    const link = `https://better-minds.example/chart/keys#${formatSealedShareCode(late.made.code)}`;
    expect(await receiveKeyTransfer(THERAPIST, link, shares)).toEqual({ ok: false, message: expect.stringMatching(/expired/) });
  });

  it('moves more inboxes than one code carries by numbered codes, each starting where the last stopped', async () => {
    for (let index = 0; index < 40; index++) await prescribe(`rx-many-${index}`);
    // Made at times whose digits deflate differently: the plan must not move between the two codes.
    const first = await makeKeyTransferCode(THERAPIST, 0, shares, new Date('2026-01-01T00:00:00.000Z'));
    if (!first.ok) throw new Error(first.message);
    expect(first.made).toMatchObject({ part: 1, parts: 2, movable: 40 });
    expect(first.made.nextIndex).toBe(first.made.count);
    expect(first.made.count).toBeLessThan(40);
    const second = await makeKeyTransferCode(THERAPIST, first.made.nextIndex, shares, new Date('2026-11-29T15:47:38.619Z'));
    if (!second.ok) throw new Error(second.message);
    expect(second.made).toMatchObject({ part: 2, parts: 2, nextIndex: 40, count: 40 - first.made.count });
    await becomeSecondDevice();
    expect(await receiveKeyTransfer(THERAPIST, second.made.code, shares)).toMatchObject({ ok: true, received: 40 - first.made.count, part: 2, parts: 2 });
    expect(await receiveKeyTransfer(THERAPIST, first.made.code, shares)).toMatchObject({ ok: true, received: first.made.count, part: 1, parts: 2 });
    expect(await db.inboxKeys.count()).toBe(40);
    expect(await db.prescriptions.count()).toBe(40);
  }, 60_000);

  it('keeps inboxes made before keys could move on this device, and says so', async () => {
    await prescribe('rx-keys-4');
    const keyPair = await generateInboxKeyPair();
    await db.inboxKeys.put({ inboxId: 'AAAAAAAAAAAAAAAAAAAAAA', prescriptionId: 'rx-old', therapistId: THERAPIST, keyPair, sendToken: 's', fetchToken: 'f', createdAt: '2026-11-01T00:00:00.000Z', registeredAt: null, fetchedAt: null });
    const made = await makeKeyTransferCode(THERAPIST, 0, shares);
    expect(made.ok && made.made).toMatchObject({ count: 1, movable: 1, staying: 1 });
    await db.inboxKeys.clear();
    await db.inboxKeys.put({ inboxId: 'AAAAAAAAAAAAAAAAAAAAAA', prescriptionId: 'rx-old', therapistId: THERAPIST, keyPair, sendToken: 's', fetchToken: 'f', createdAt: '2026-11-01T00:00:00.000Z', registeredAt: null, fetchedAt: null });
    expect(await makeKeyTransferCode(THERAPIST, 0, shares)).toEqual({ ok: false, message: expect.stringMatching(/stay on this device/) });
  });
});

async function sha(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
