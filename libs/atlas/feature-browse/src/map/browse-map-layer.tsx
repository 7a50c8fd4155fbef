import './browse.css';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices, useCarryNavigate } from '@unfurl/atlas-feature-shell';
import { LIMITS } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import type { Bounds } from '@unfurl/map-ol';
import { boundsToWktPolygon } from './bounds-to-wkt';
import { FootprintCache } from './footprint-cache';
import { FootprintLegend } from './footprint-legend';
import { MiniPopup } from './mini-popup';

/** Pages of 250 fetched per view (up to 1000 listings a view). */
const PAGES_PER_VIEW = 4;
const FETCH_DEBOUNCE_MS = 250;

interface Hovered {
  readonly listing: Listing;
  readonly pixel: readonly [number, number];
}

/**
 * Listing footprints from the API on the map: the listings of each view are fetched (by `aoi`)
 * and added to a capped cache drawn on the map; hovering shows the mini-popup, a click opens the map.
 */
export function BrowseMapLayer() {
  const map = useAtlasMap();
  const { client, listings } = useAtlasServices();
  const openListing = useStore(listings, (s) => s.openMap.listing);
  const go = useCarryNavigate();
  const cache = useMemo(() => new FootprintCache(), []);
  const [hovered, setHovered] = useState<Hovered | null>(null);

  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const load = async (bounds: Bounds, signal: AbortSignal) => {
      const aoi = boundsToWktPolygon(bounds);
      for (let page = 0; page < PAGES_PER_VIEW && !signal.aborted; page += 1) {
        const result = await client.listings.list(
          { aoi, limit: LIMITS.listingsMax, offset: page * LIMITS.listingsMax },
          { signal },
        );
        if (signal.aborted) return;
        if (cache.add(result.listings)) map.setListings(cache.all());
        if (result.listings.length < LIMITS.listingsMax) return;
      }
    };
    const schedule = (bounds: Bounds) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        load(bounds, controller.signal).catch(() => undefined);
      }, FETCH_DEBOUNCE_MS);
    };
    schedule(map.getBounds());
    const offMove = map.on('moveend', (event) => schedule(event.bounds));
    const offHover = map.on('hover', ({ listingId, pixel }) => {
      const listing = listingId === null ? undefined : cache.get(listingId);
      setHovered(listing ? { listing, pixel } : null);
    });
    const offSelect = map.on('select', ({ listingId }) => {
      const listing = listingId === null ? undefined : cache.get(listingId);
      if (listing) go(`/maps/${encodeURIComponent(listing.seoTitle)}`);
    });
    return () => {
      clearTimeout(timer);
      controller?.abort();
      offMove();
      offHover();
      offSelect();
    };
  }, [map, client, cache, go]);

  useEffect(() => {
    if (map && openListing && cache.add([openListing])) map.setListings(cache.all());
  }, [map, openListing, cache]);

  return (
    <>
      <FootprintLegend />
      {hovered ? <MiniPopup listing={hovered.listing} pixel={hovered.pixel} /> : null}
    </>
  );
}
