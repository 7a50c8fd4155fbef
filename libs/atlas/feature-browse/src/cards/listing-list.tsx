import { useMemo } from 'react';
import { useCarryNavigate } from '@unfurl/atlas-feature-shell';
import type { Listing } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import { ListingCard } from '@unfurl/ui-kit';
import { listingCardData } from './listing-card-data';

/** Props of <ListingList>. */
export interface ListingListProps {
  readonly listings: readonly Listing[];
  readonly label: string;
}

/** Listing cards; a card opens its map and hovering it highlights the footprint. */
export function ListingList({ listings, label }: ListingListProps) {
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
        </li>
      ))}
    </ul>
  );
}
