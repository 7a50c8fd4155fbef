// The atlas's analytics events (2§7): fire and forget. The client swallows failures (logged only,
// R-350); after a VIEW the signed-in user's points are read again.
import type { ApiClient, ImageryEvent } from '@unfurl/api-client';
import type { AccountStore } from '@unfurl/auth';
import { LISTING_TYPE } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';

/** What the events need of the atlas services. */
export interface AnalyticsServices {
  readonly client: ApiClient;
  readonly account: AccountStore;
}

/** The atlas's analytics calls; each returns at once and never rejects. */
export interface AtlasAnalytics {
  /** A listing page opened: a VIEW of the listing (counts toward its popularity). */
  listingView(listing: Pick<Listing, 'id' | 'listingType'>): void;
  /** An imagery preview (VIEW), download or share. */
  imagery(event: ImageryEvent): void;
}

const VIEW = 'VIEW';

/** Reads the points again when signed in; a failure keeps the shown points. */
async function refreshPoints({ client, account }: AnalyticsServices): Promise<void> {
  if (!account.getState().loggedIn) return;
  try {
    const { points } = await client.user.points();
    account.getState().setMyPoints(points);
  } catch {
    // Logged by the client; the points shown stay.
  }
}

/** The analytics calls over the services' client and account store. */
export function createAtlasAnalytics(services: AnalyticsServices): AtlasAnalytics {
  const { client } = services;
  const afterPoints = (sent: Promise<void>) => {
    void sent.then(() => refreshPoints(services));
  };
  return {
    listingView(listing) {
      afterPoints(
        client.analytics.listing({
          action: VIEW,
          id: listing.id,
          isTask: listing.listingType === LISTING_TYPE.ORDER,
        }),
      );
    },
    // Downloads and shares earn points too: read them again after any imagery event.
    imagery: (event) => afterPoints(client.analytics.event(event)),
  };
}
