import './browse.css';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices, useCarryNavigate } from '@unfurl/atlas-feature-shell';
import type { Listing, ListingFootprint } from '@unfurl/domain';
import { useAtlasMap } from '@unfurl/map-react';
import type { Bounds } from '@unfurl/map-ol';
import { footprintsRequest, listingsFilter } from '@unfurl/stores';
import { useBrowseUrlSync } from '../filters/use-browse-url-sync';
import { boundsToWktPolygon } from './bounds-to-wkt';
import { FootprintCache } from './footprint-cache';
import { FollowAreaButton } from './follow-area-button';
import { FootprintLegend } from './footprint-legend';
import { HoverDetails } from './hover-details';
import { MiniPopup } from './mini-popup';

const FETCH_DEBOUNCE_MS = 250;
/** The pointer rests this long on a footprint before its details are fetched. */
const HOVER_FETCH_MS = 120;

interface Hovered {
  readonly listing: Listing;
  readonly pixel: readonly [number, number];
}

/**
 * Listing footprints from the API on the map: one `GET /v1/listings/footprints` per view gives
 * every listing in it (drawn as clusters or boxes, kept in a capped cache while panning); full
 * listings are fetched only for the footprint under the pointer (the mini-popup). A click opens
 * the map. It also keeps the listings search on the address (`useBrowseUrlSync`), so the list and
 * the map always take the same filter from it.
 */
export function BrowseMapLayer() {
  const map = useAtlasMap();
  const { client, listings } = useAtlasServices();
  const openListing = useStore(listings, (s) => s.openMap.listing);
  // The list's filter (keywords, category, types) applies to the footprints too; the key changes
  // only when it does (not on paging or sorting).
  const filterKey = useStore(listings, (s) => JSON.stringify(listingsFilter(s.query)));
  const go = useCarryNavigate();
  const cache = useMemo(() => new FootprintCache<ListingFootprint>(), []);
  const details = useMemo(() => new HoverDetails(client), [client]);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  useBrowseUrlSync();

  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const hoverController = new AbortController();
    let hoveredId: number | null = null;
    const filters = listingsFilter(listings.getState().query);
    if (cache.size > 0) {
      cache.clear();
      details.clear();
      map.setFootprints([]);
    }
    const load = async (bounds: Bounds, signal: AbortSignal) => {
      const aoi = boundsToWktPolygon(bounds);
      const result = await client.listings.footprints(footprintsRequest(filters, aoi), {
        signal,
      });
      if (!signal.aborted && cache.add(result.footprints)) map.setFootprints(cache.all());
    };
    const schedule = (bounds: Bounds) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        load(bounds, controller.signal).catch(() => undefined);
      }, FETCH_DEBOUNCE_MS);
    };
    const hover = (id: number | null, pixel: readonly [number, number]) => {
      hoveredId = id;
      clearTimeout(hoverTimer);
      const row = id === null ? undefined : cache.get(id);
      const known = id === null ? undefined : details.get(id);
      setHovered(known ? { listing: known, pixel } : null);
      if (!row || known) return;
      hoverTimer = setTimeout(() => {
        details
          .load(row, filters, hoverController.signal)
          .then((listing) => {
            if (listing && hoveredId === listing.id) setHovered({ listing, pixel });
          })
          .catch(() => undefined);
      }, HOVER_FETCH_MS);
    };
    schedule(map.getBounds());
    const offMove = map.on('moveend', (event) => schedule(event.bounds));
    const offHover = map.on('hover', ({ listingId, pixel }) => hover(listingId, pixel));
    const offSelect = map.on('select', ({ listingId }) => {
      if (listingId === null || !cache.get(listingId)) return;
      // Known: straight to its address; otherwise by id (the map page puts the seoTitle back).
      const seoTitle = details.get(listingId)?.seoTitle ?? String(listingId);
      go(`/maps/${encodeURIComponent(seoTitle)}`);
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(hoverTimer);
      controller?.abort();
      hoverController.abort();
      offMove();
      offHover();
      offSelect();
    };
  }, [map, client, listings, cache, details, go, filterKey]);

  useEffect(() => {
    if (!map || !openListing) return;
    details.add([openListing]);
    const row = map.footprintOf(openListing);
    if (row && cache.add([row])) map.setFootprints(cache.all());
  }, [map, openListing, cache, details]);

  return (
    <>
      <FootprintLegend />
      <FollowAreaButton />
      {hovered ? <MiniPopup listing={hovered.listing} pixel={hovered.pixel} /> : null}
    </>
  );
}
