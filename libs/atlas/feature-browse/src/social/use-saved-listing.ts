import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LIMITS, MESSAGES } from '@unfurl/domain';

/** Whether the signed-in user likes and has bookmarked a listing; undefined while unknown. */
export interface SavedListing {
  readonly liked: boolean | undefined;
  readonly bookmarked: boolean | undefined;
}

/**
 * Reads the signed-in user's likes and bookmarks (200 each, R-316) to know whether this listing
 * is among them; a failed read says so ('Failed to fetch ...', R-334, R-337) and leaves it unknown.
 * Nobody signed in: both false.
 */
export function useSavedListing(listingId: number): SavedListing {
  const { client, account, toasts } = useAtlasServices();
  const loggedIn = useStore(account, (s) => s.loggedIn);
  const [saved, setSaved] = useState<SavedListing>({ liked: undefined, bookmarked: undefined });

  useEffect(() => {
    if (!loggedIn) {
      setSaved({ liked: false, bookmarked: false });
      return;
    }
    let live = true;
    setSaved({ liked: undefined, bookmarked: undefined });
    const read = async (which: 'likes' | 'bookmarks', key: keyof SavedListing, failure: string) => {
      try {
        const page = await client.social[which]({ limit: LIMITS.bookmarkFetch });
        if (live) setSaved((s) => ({ ...s, [key]: page.listingIds.includes(listingId) }));
      } catch {
        if (live) toasts.getState().error(failure);
      }
    };
    void read('likes', 'liked', MESSAGES.fetchFavouriteMaps);
    void read('bookmarks', 'bookmarked', MESSAGES.fetchBookmarkedMaps);
    return () => {
      live = false;
    };
  }, [client, listingId, loggedIn, toasts]);

  return saved;
}
