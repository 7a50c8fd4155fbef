// Public API of @unfurl/atlas-feature-imagery. Exports by name.

/** /satellites: choose the Sentinel or Landsat imagery search. */
export { SatellitesPanel } from './panel/satellites-panel';
/** /satellites/sentinel and /satellites/landsat: the imagery search drawer. */
export { ImagerySearchPanel } from './panel/imagery-search-panel';
export type { ImagerySearchPanelProps } from './panel/imagery-search-panel';
/** The imagery search store (box select, search by day, preview, dialogs, gif creator, shares). */
export { createImageryStore, defaultDates } from './state/imagery-store';
export type { ImageryStoreOptions } from './state/imagery-store';
export type { ImageryState, ImageryStore, PreviewImage } from './state/imagery-state';
/** The rendered-preview cache of the browser session (shared by every imagery store). */
export { SessionImageCache, sessionImageCache } from './state/session-image-cache';
export type { SessionImageCacheOptions } from './state/session-image-cache';
/** Sentinel and Landsat search settings. */
export { FAMILY_SPECS, satelliteLabel } from './state/imagery-family';
export type { FamilySpec } from './state/imagery-family';
/** Share links: the record, the shareId and legacy links, reading and removing share parameters. */
export {
  shareRecord,
  shareIdLink,
  legacyShareLink,
  readShareParams,
  withoutShareParams,
} from './share/share-links';
/** Encodes RGBA frames as an animated GIF (gifenc). */
export { encodeGif } from './gif/encode-gif';
