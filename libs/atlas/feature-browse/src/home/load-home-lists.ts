import type { ApiClient } from '@unfurl/api-client';
import { LIMITS, SORT_OPTION, dropUnsupported } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';

/** The three home page lists (1§2). */
export interface HomeLists {
  readonly featured: readonly Listing[];
  readonly newest: readonly Listing[];
  readonly worldwide: readonly Listing[];
}

/**
 * Fetches the home lists: six featured, six new and up to 25 worldwide listings (R-258..R-260).
 * Each list is cut to its limit whatever the server returns; a failed list is empty.
 */
export async function loadHomeLists(
  client: Pick<ApiClient, 'listings'>,
  signal?: AbortSignal,
): Promise<HomeLists> {
  const options = signal ? { signal } : {};
  const [featured, newest, worldwide] = await Promise.all([
    client.listings
      .featured({ limit: LIMITS.homeFeatured }, options)
      .catch(() => ({ listings: [] })),
    client.listings.list({ limit: LIMITS.homeNew, orderBy: SORT_OPTION.Newest }, options),
    client.listings.list({ limit: LIMITS.homeWorldwide }, options),
  ]);
  return {
    featured: dropUnsupported(featured.listings).slice(0, LIMITS.homeFeatured),
    newest: dropUnsupported(newest.listings).slice(0, LIMITS.homeNew),
    worldwide: dropUnsupported(worldwide.listings).slice(0, LIMITS.homeWorldwide),
  };
}
