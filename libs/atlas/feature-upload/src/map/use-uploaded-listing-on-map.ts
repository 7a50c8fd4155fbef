import { useEffect, useMemo } from 'react';
import { useListingLayer } from '@unfurl/atlas-feature-shell';
import { toListingView } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';

/**
 * Flies to a ready listing and draws it at `opacity` as its map page does (`useListingLayer`): a
 * COG as the server's tiles over its preview, an image over its bounds, a GIF playing, a layer
 * added by address from its own server.
 */
export function useUploadedListingOnMap(listing: Listing | null, opacity: number): void {
  const map = useAtlasMap();
  const view = useMemo(() => (listing ? toListingView(listing) : undefined), [listing]);
  const box = view?.boundingBox;
  const id = listing?.id;
  const key = box ? box.join(',') : '';

  useEffect(() => {
    if (!map || id === undefined || !box) return;
    map.fitTo({ west: box[0], south: box[1], east: box[2], north: box[3] }, { maxZoom: 13 });
    map.setSelectedListing(id);
    return () => map.setSelectedListing(null);
  }, [map, id, key]);

  useListingLayer(listing ?? undefined, box, opacity);
}
