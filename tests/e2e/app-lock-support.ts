/**
 * The app lock journey's tools: a raw read of every IndexedDB object store through the DevTools protocol (what
 * someone with the browser's developer tools or a copy of the profile sees), and screenshots to look at.
 */
import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { shootAtPhoneSizes } from './helpers';

interface RemoteValue {
  type: string;
  value?: unknown;
  objectId?: string;
  description?: string;
}
interface DataEntry {
  key: RemoteValue;
  primaryKey: RemoteValue;
  value: RemoteValue;
}

/** Every byte of a value as text: a Uint8Array or ArrayBuffer as Latin-1, so typed words stored in the clear show. */
const SERIALISE = `function () {
  const bytesAsText = (bytes) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return JSON.stringify(this, (key, value) => {
    if (value instanceof Uint8Array) return 'bytes:' + bytesAsText(value);
    if (value instanceof ArrayBuffer) return 'bytes:' + bytesAsText(new Uint8Array(value));
    if (ArrayBuffer.isView(value)) return 'bytes:' + bytesAsText(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    if (value instanceof Blob) return 'blob:' + value.size;
    return value;
  });
}`;

async function remoteText(cdp: CDPSession, remote: RemoteValue): Promise<string> {
  if (!remote.objectId) return JSON.stringify(remote.value ?? remote.description ?? null);
  const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: remote.objectId, functionDeclaration: SERIALISE, returnByValue: true });
  return String(result.value);
}

/** Every row of every object store of every database of the origin, as text, read by CDP (not through the app). */
export async function rawIndexedDbText(cdp: CDPSession, origin: string): Promise<{ text: string; stores: number; rows: number }> {
  await cdp.send('IndexedDB.enable');
  const { databaseNames } = await cdp.send('IndexedDB.requestDatabaseNames', { securityOrigin: origin });
  const parts: string[] = [];
  let stores = 0;
  let rows = 0;
  for (const databaseName of databaseNames) {
    const { databaseWithObjectStores } = await cdp.send('IndexedDB.requestDatabase', { securityOrigin: origin, databaseName });
    for (const store of databaseWithObjectStores.objectStores) {
      stores += 1;
      for (let skipCount = 0; ; ) {
        const page = (await cdp.send('IndexedDB.requestData', {
          securityOrigin: origin,
          databaseName,
          objectStoreName: store.name,
          skipCount,
          pageSize: 50,
        })) as { objectStoreDataEntries: DataEntry[]; hasMore: boolean };
        for (const entry of page.objectStoreDataEntries) {
          rows += 1;
          parts.push(`${databaseName}/${store.name} ${await remoteText(cdp, entry.primaryKey)} ${await remoteText(cdp, entry.value)}`);
        }
        skipCount += page.objectStoreDataEntries.length;
        if (!page.hasMore || page.objectStoreDataEntries.length === 0) break;
      }
    }
  }
  return { text: parts.join('\n'), stores, rows };
}

/** The screen at 390x844 and 320x640, with `target` scrolled into view, into .tmp/screenshots/app-lock. */
export function shoot(page: Page, name: string, target: Locator): Promise<void> {
  return shootAtPhoneSizes(page, '.tmp/screenshots/app-lock', name, target);
}

/** Nothing wider than the screen (the page never scrolls sideways). */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
