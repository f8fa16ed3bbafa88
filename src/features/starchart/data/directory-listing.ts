/**
 * The therapist's directory listing as the screens read it: the request saved on this device (and whether it still
 * waits in the outbox), and what the server says about it. When the server says verified, the profile's
 * `isVerified` follows; when it says declined (after a change of name or licence sent it back for checking), it
 * does not stay verified.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { ListingState } from '../../../../contract/directory-schemas.ts';
import { db } from '@/db/database';
import type { DirectoryListingSetting, TherapistProfile } from '@/db/types';
import { lookUpListing, type ListingLookup } from '@/domains/directory-listing/data/listing-service';
import { readDirectoryListing } from '@/domains/directory-listing/data/record-directory-listing';
import type { ProfileStanding } from './therapist-session';

export interface SavedListing {
  setting: DirectoryListingSetting | null;
  /** True while the newest request waits in the outbox (not sent yet). */
  waiting: boolean;
}

export function useSavedListing(): SavedListing | undefined {
  return useLiveQuery(async () => {
    const setting = await readDirectoryListing();
    const waiting = setting ? (await db.outbox.where('kind').equals('directory_listing').count()) > 0 : false;
    return { setting, waiting };
  }, []);
}

/** The verification the profile should carry after this answer, or null when it already does. */
export function standingAfter(profile: Pick<TherapistProfile, 'isVerified'>, state: ListingState): Partial<ProfileStanding> | null {
  if (state.status === 'verified' && !profile.isVerified) return { isVerified: true };
  if (state.status === 'declined' && profile.isVerified) return { isVerified: false };
  return null;
}

/** Asks the server when the saved request changes, when it has been sent, and when the device comes online. */
export function useListingLookup(saved: SavedListing | undefined): { lookup: ListingLookup | null; refresh: () => void } {
  const [lookup, setLookup] = useState<ListingLookup | null>(null);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const requestedAt = saved?.setting?.requestedAt;
  const waiting = saved?.waiting;
  useEffect(() => {
    if (saved === undefined) return;
    let current = true;
    void lookUpListing().then((answer) => {
      if (current) setLookup(answer);
    });
    return () => {
      current = false;
    };
    // `saved` itself changes on every read; what matters is the request and whether it still waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestedAt, waiting, round, saved === undefined]);
  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);
  return { lookup, refresh };
}
