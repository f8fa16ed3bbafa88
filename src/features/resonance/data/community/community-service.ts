/**
 * The community screen's calls to the community functions, through the contract's one typed client. Made on first
 * use: a visitor who never opens the community never makes it.
 */
import { createCommunityClient, type CommunityClient } from '@contract/community-client';
import { COMMUNITY_PATH, type CommunityPage, type OwnStatuses } from '@contract/community-schemas';

/** Long enough for a slow phone connection, short enough that the reader is told instead of left waiting. */
const COMMUNITY_TIMEOUT_MS = 15_000;

let client: CommunityClient | null = null;

function communityClient(): CommunityClient {
  client ??= createCommunityClient(COMMUNITY_PATH, (input, init) => fetch(input, init), { timeoutMs: COMMUNITY_TIMEOUT_MS });
  return client;
}

export type FetchCommunityPage = (page: number) => Promise<CommunityPage>;
export type FetchOwnStatuses = (key: string, ids: readonly string[]) => Promise<OwnStatuses>;

export const fetchCommunityPage: FetchCommunityPage = (page) => communityClient().listPosts(page);
export const fetchOwnStatuses: FetchOwnStatuses = (key, ids) => communityClient().postStatuses(key, ids);
