import type { ImageryBbox, SearchHit, SentinelSatelliteType } from '@unfurl/domain';

/** Where one band of a scene lives and how its stored numbers become physical values. */
export interface BandAsset {
  /** Local file path or http(s) URL of a (cloud optimised) GeoTIFF. */
  readonly href: string;
  /** value = DN × scale + offset (reflectance for optical bands). */
  readonly scale: number;
  readonly offset: number;
  /** Stored value meaning "no data", if any. */
  readonly nodata: number | null;
}

/** One search result as the `/imagery/search` response lists it: the spec's search hit and more. */
export interface ImagerySearchItem extends SearchHit {
  /** [west, south, east, north] of the footprint, EPSG:4326. */
  readonly bbox: ImageryBbox;
  /** The provider's collection id (e.g. `sentinel-2-l2a`, `landsat-c2-l2`). */
  readonly collection: string;
  /** Metres per pixel of the finest band. */
  readonly resolution: number;
  readonly previewUrl: string | null;
}

/** A scene a provider found: the public item plus the band assets the renderer reads. */
export interface Scene {
  readonly item: ImagerySearchItem;
  readonly satellite: SentinelSatelliteType;
  /** Assets by the band names evalscripts use (`B04`, `VV`, ...). */
  readonly bands: Readonly<Record<string, BandAsset>>;
}

/** A search over a provider. */
export interface SceneQuery {
  /** [west, south, east, north], EPSG:4326. */
  readonly bbox: ImageryBbox;
  /** ISO instants, inclusive. */
  readonly from: string;
  readonly to: string;
  readonly satellites: readonly SentinelSatelliteType[];
  readonly limit: number;
  /** Only scenes with at most this cloud cover, % (default 100: all); a hint providers may use. */
  readonly maxCloudCoverage?: number;
}
