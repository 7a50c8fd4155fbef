import { useMemo, type ReactNode } from 'react';
import { useCarryNavigate } from '@unfurl/atlas-feature-shell';
import type { Listing } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { ListingCard } from '@unfurl/ui-kit';
import { listingCardData } from './listing-card-data';

/** Props of <ListingList>. */
export interface ListingListProps<L extends Listing = Listing> {
  readonly listings: readonly L[];
  readonly label: string;
  /** Shown under each card, e.g. the owner's status badges on /my-maps. */
  readonly renderExtra?: (listing: L) => ReactNode;
}

/** Listing cards; a card opens its map and hovering it highlights the footprint. */
export function ListingList<L extends Listing>({
  listings,
  label,
  renderExtra,
}: ListingListProps<L>) {
  const go = useCarryNavigate();
  const map = useAtlasMap();
  const nowSeconds = useMemo(() => Math.floor(Date.now() / 1000), []);
  const bySeo = useMemo(() => new Map(listings.map((l) => [l.id, l.seoTitle])), [listings]);
  return (
    <ul className="browse-list" aria-label={label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard
            listing={listingCardData(listing, nowSeconds)}
            onOpen={(id) => go(`/maps/${encodeURIComponent(bySeo.get(id) ?? String(id))}`)}
            onHover={(id) => map?.setSelectedListing(id)}
          />
          {renderExtra?.(listing)}
        </li>
      ))}
    </ul>
  );
}
