/**
 * A digest of everything the encrypted sync carries: SHA-256 over the canonical JSON of every synced table's rows,
 * synced fields only (docs/e2ee-sync.md section 9). Two replicas that have seen the same changes have the same
 * digest, whatever order the changes came in; the tests and the browser journeys compare replicas by it. A `null`
 * field and an absent one count alike, as the replica compares them.
 */
import { canonicalJson, type JsonValue } from '../record-state.ts';
import { base64url, recordIdOfKey } from './record-ids.ts';
import { keyPathOf, type ReplicaContext } from './replica-store.ts';
import type { Row } from './row-codecs.ts';
import { SYNCED_TABLES } from './synced-tables.ts';

/** The synced content as one JSON value: by kind, then by record id, each row's non-null synced fields. */
export async function syncedContent(ctx: ReplicaContext): Promise<Record<string, Record<string, Record<string, JsonValue>>>> {
  const tables = SYNCED_TABLES.map((spec) => spec.table);
  return ctx.db.transaction('r', tables, async () => {
    const content: Record<string, Record<string, Record<string, JsonValue>>> = {};
    for (const spec of SYNCED_TABLES) {
      const keyPath = keyPathOf(ctx, spec);
      const rows: Record<string, Record<string, JsonValue>> = {};
      for (const row of await ctx.db.table<Row>(spec.table).toArray()) {
        if (spec.includes !== undefined && !spec.includes(row)) continue;
        rows[recordIdOfKey(row[keyPath])] = Object.fromEntries(Object.entries(spec.encode(row)).filter(([, value]) => value !== null));
      }
      content[spec.kind] = rows;
    }
    return content;
  });
}

/** SHA-256 (WebCrypto) of the canonical JSON of `syncedContent`, base64url. */
export async function syncedDigest(ctx: ReplicaContext): Promise<string> {
  const text = canonicalJson(await syncedContent(ctx));
  return base64url(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}
