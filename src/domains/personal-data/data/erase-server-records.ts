/**
 * The keys this device holds for records on the site's functions, and the one call that erases those records
 * (POST /.netlify/functions/erase, contract/erase-schemas.ts): the feedback device key (feedback, screenshots, usage
 * events, prompt answers, preferences, book submissions), the community key (posts, reports, name), the directory
 * listing key, and the revoke token of every short code made here (return codes, and the therapist's codes for
 * prescriptions). "Delete everything" reads them before the device is cleared, since they go with it.
 */
import type { EraseKeys } from '@contract/erase-client';
import type { ErasedCounts } from '@contract/erase-schemas';
import { shareCodeLocator } from '@contract/sealed-share-code';
import { db as appDatabase, type BetterMindsDatabase } from '@/db/database';
import type { DirectoryListingSetting } from '@/db/types';
import type { CommunityIdentitySetting } from '@/db/community-types';
import { readFeedbackIdentity } from '@/db/feedback-identity';
import { readReturnCodes } from '@/domains/returns/data/return-codes';

/** Every key this device holds for server records, or null when it holds none (nothing was ever sent). */
export async function readServerKeys(database: BetterMindsDatabase = appDatabase): Promise<EraseKeys | null> {
  const feedback = await readFeedbackIdentity(database);
  const community = (await database.settings.get('communityIdentity'))?.value as CommunityIdentitySetting | undefined;
  const listing = (await database.settings.get('directoryListing'))?.value as DirectoryListingSetting | undefined;
  const returnCodes = await readReturnCodes(database);
  const prescriptionCodes = (await database.prescriptions.toArray()).flatMap((prescription) => prescription.shortCodes ?? []);
  const shareCodes = [...returnCodes, ...prescriptionCodes]
    .filter((record) => typeof record.revokeToken === 'string' && record.revokeToken.length === 43)
    // The service knows a sealed code by its locator only (the key symbols never leave the device).
    .map(({ code, revokeToken }) => ({ code: shareCodeLocator(code) ?? code, revokeToken }));
  // The therapist's returns inboxes, each proved by its fetch token (only this device has it).
  const inboxes = (await database.inboxKeys.toArray()).map(({ inboxId, fetchToken }) => ({ inboxId, fetchToken }));
  const keys: EraseKeys = {
    deviceKey: feedback?.key ?? null,
    ...(community?.key ? { communityKey: community.key } : {}),
    ...(listing?.listingKey ? { listings: [{ listingId: listing.listingId, listingKey: listing.listingKey }] } : {}),
    ...(shareCodes.length > 0 ? { shareCodes: shareCodes.slice(-500) } : {}),
    ...(inboxes.length > 0 ? { inboxes: inboxes.slice(-500) } : {}),
  };
  const holdsAny =
    keys.deviceKey !== null || keys.communityKey !== undefined || keys.listings !== undefined || keys.shareCodes !== undefined || keys.inboxes !== undefined;
  return holdsAny ? keys : null;
}

/** Sums two erase answers (the erase runs twice: see delete-everywhere.ts). */
export function addErased(first: ErasedCounts, second: ErasedCounts): ErasedCounts {
  return Object.fromEntries(Object.entries(first).map(([kind, count]) => [kind, count + second[kind as keyof ErasedCounts]])) as ErasedCounts;
}

/** The erased kinds with their counts, for the address of the page shown after "delete everything" (counts only). */
export function erasedSummaryParam(counts: ErasedCounts): string {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind}.${count}`)
    .join(',');
}
