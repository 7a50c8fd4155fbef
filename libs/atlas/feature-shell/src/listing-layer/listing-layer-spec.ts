import type { Listing, RemoteLayer } from '@unfurl/domain';
import type { Bounds, ListingLayerSpec } from '@unfurl/map-ol';
import { previewImageUrl } from './preview-image-url';

/** The address of a listing's original file (`/listing-original/{id}` beside its preview link). */
export function originalFileUrl(previewUrl: string): string {
  return previewUrl.replace(/listing-preview\/(\d+)/, 'listing-original/$1');
}

/**
 * The XYZ tile template of a COG listing (`/listing-tiles/{id}/{z}/{x}/{y}.png`) beside its
 * preview link: the same host and query (subdomain, authorization), without a preview size.
 */
export function cogTileTemplate(listing: Listing): string {
  const preview = listing.previewUrl ?? `/listing-preview/${listing.id}`;
  const [path = '', query = ''] = preview.split('?');
  const kept = query
    .split('&')
    .filter((part) => part !== '' && !part.startsWith('size='))
    .join('&');
  const tiles = path.replace(/listing-preview\/(\d+)/, 'listing-tiles/$1/{z}/{x}/{y}.png');
  // The listing's version: tiles are cached for an hour, and a changed listing gets new addresses.
  const version = `v=${listing.updatedAt}`;
  return `${tiles}?${kept ? `${kept}&` : ''}${version}`;
}

const boundsOf = (box: readonly number[] | undefined): Bounds | undefined =>
  box && box.length === 4
    ? { west: box[0] ?? 0, south: box[1] ?? 0, east: box[2] ?? 0, north: box[3] ?? 0 }
    : undefined;

/** The WMTS matrix set to draw: a Web Mercator one when the service names one, else the first. */
export function webMercatorMatrixSet(sets: readonly string[] | undefined): string | undefined {
  if (!sets || sets.length === 0) return undefined;
  return (
    sets.find((set) => /3857|900913|GoogleMaps|WebMercator/i.test(set)) ?? sets[0] ?? undefined
  );
}

/**
 * A listing drawn as its medium preview over its bounds: how images and LoFi maps are always
 * drawn, and the fallback of a listing whose own layer cannot be loaded (a remote layer without
 * its description, a GIF without its file). Null without bounds or a preview.
 */
export function previewLayerSpec(
  listing: Listing,
  box: readonly number[] | undefined,
): ListingLayerSpec | null {
  const bounds = boundsOf(box);
  return bounds && listing.previewUrl
    ? { kind: 'image', url: previewImageUrl(listing.previewUrl, 'medium'), bounds }
    : null;
}

/**
 * How a listing is drawn on the map (issue #4): remote layers through their description (XYZ,
 * WMS, WMTS), COGs as the API's XYZ tiles of their file, GIFs from their original file so they
 * play, and images and LoFi maps through their medium preview over their bounds. Null when there
 * is nothing to draw (yet).
 */
export function listingLayerSpec(
  listing: Listing,
  box: readonly number[] | undefined,
  remote: RemoteLayer | undefined,
): ListingLayerSpec | null {
  const bounds = boundsOf(box);
  switch (listing.listingType) {
    case 'TILE_LAYER':
    case 'EXTERNAL_TILE_LAYER':
      return remote ? { kind: 'xyz', url: remote.url, bounds: boundsOf(remote.bbox) } : null;
    case 'WMS':
      return remote?.layer
        ? {
            kind: 'wms',
            url: remote.url,
            layer: remote.layer,
            version: remote.version,
            bounds: boundsOf(remote.bbox),
          }
        : null;
    case 'WMTS': {
      const matrixSet = webMercatorMatrixSet(remote?.tileMatrixSets);
      return remote?.layer && matrixSet
        ? {
            kind: 'wmts',
            url: remote.url,
            layer: remote.layer,
            matrixSet,
            template: remote.template,
            format: remote.formats?.[0],
            bounds: boundsOf(remote.bbox),
          }
        : null;
    }
    case 'GIF':
      return bounds && listing.previewUrl
        ? { kind: 'gif', url: originalFileUrl(listing.previewUrl), bounds }
        : null;
    case 'COG':
      // Server tiles at every zoom, over the medium preview (shown at once, and where no tile is).
      return bounds
        ? {
            kind: 'xyz',
            url: cogTileTemplate(listing),
            bounds,
            underlay: listing.previewUrl
              ? previewImageUrl(listing.previewUrl, 'medium')
              : undefined,
          }
        : null;
    case 'IMAGE':
    case 'LO_FI':
      return previewLayerSpec(listing, box);
    case 'ORDER':
    case 'NOT_SUPPORTED':
      return null;
    default: {
      const unhandled: never = listing.listingType;
      throw new Error(`Unhandled listing type: ${String(unhandled)}`);
    }
  }
}
