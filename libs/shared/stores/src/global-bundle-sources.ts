import type { ApiClient, BundleListingsPage } from '@unfurl/api-client';
import { GLOBAL_BUNDLE_ID, SORT_OPTION, type GlobalBundleId } from '@unfurl/domain';

/** Fetches one page of a global bundle's listings. */
export type GlobalBundleSource = (query: {
  readonly nextCursor?: string;
  readonly limit?: number;
}) => Promise<BundleListingsPage>;

/** The next offset as a cursor, or null when the page was the last one. */
const nextOffset = (offset: number, count: number, total: number): string | null =>
  count > 0 && offset + count < total ? String(offset + count) : null;

/**
 * Where the global bundles' listings come from: Recommended from `/v1/listings/recommended`,
 * Latest from `/v1/listings` ordered by newest and Bookmarks from `/v1/user/bookmarks` (both with
 * the offset carried as the cursor), Last Viewed from `/v1/user/viewed-listings` (its own cursor).
 * The two lists of a signed-in user are empty when nobody is signed in (R-057, R-317).
 */
export function defaultGlobalSources(
  client: ApiClient,
): Record<GlobalBundleId, GlobalBundleSource> {
  return {
    [GLOBAL_BUNDLE_ID.Recommended]: async (query) => {
      const page = await client.listings.recommended(query);
      return { listings: page.listings, nextCursor: page.nextCursor ?? null };
    },
    [GLOBAL_BUNDLE_ID.Latest]: async ({ nextCursor, limit }) => {
      const offset = nextCursor ? Number(nextCursor) : 0;
      const page = await client.listings.list({
        orderBy: SORT_OPTION.Newest,
        offset,
        ...(limit ? { limit } : {}),
      });
      return {
        listings: page.listings,
        nextCursor: nextOffset(offset, page.listings.length, page.total),
      };
    },
    [GLOBAL_BUNDLE_ID.LastViewed]: async ({ nextCursor }) => {
      const page = await client.user.viewedListings(nextCursor);
      return { listings: page.listings, nextCursor: page.nextCursor ?? null };
    },
    [GLOBAL_BUNDLE_ID.Bookmarks]: async ({ nextCursor, limit }) => {
      const offset = nextCursor ? Number(nextCursor) : 0;
      const page = await client.social.bookmarks({ offset, ...(limit ? { limit } : {}) });
      return {
        listings: page.listings,
        nextCursor: nextOffset(offset, page.listings.length, page.total),
      };
    },
  };
}
