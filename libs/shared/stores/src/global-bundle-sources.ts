import type { ApiClient, BundleListingsPage } from '@unfurl/api-client';
import { GLOBAL_BUNDLE_ID, SORT_OPTION, type GlobalBundleId } from '@unfurl/domain';

/** Fetches one page of a global bundle's listings. */
export type GlobalBundleSource = (query: {
  readonly nextCursor?: string;
  readonly limit?: number;
}) => Promise<BundleListingsPage>;

const empty: GlobalBundleSource = async () => ({ listings: [], nextCursor: null });

/**
 * Where the global bundles' listings come from: Recommended from `/v1/listings/recommended`,
 * Latest from `/v1/listings` ordered by newest (offset carried as the cursor). Last Viewed and
 * Bookmarks need a signed-in user's lists, which the identity lib supplies; empty until then.
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
      const end = offset + page.listings.length;
      return {
        listings: page.listings,
        nextCursor: page.listings.length > 0 && end < page.total ? String(end) : null,
      };
    },
    [GLOBAL_BUNDLE_ID.LastViewed]: empty,
    [GLOBAL_BUNDLE_ID.Bookmarks]: empty,
  };
}
