// Public API of @unfurl/api-imagery: what other projects use. The app registers the imagery
// service (`imageryPlugin`) with a configuration it reads from its environment; the listings'
// map tiles use the COG reading, tile rendering and image encoding. Everything else is internal.

/** The imagery service under `/imagery` (search, renders, WMS, statistics, share links). */
export { imageryPlugin } from './routes/imagery.plugin';
/** Options of {@link imageryPlugin}: the database and the configuration. */
export type { ImageryPluginOptions } from './routes/imagery.plugin';
/** The configuration the plugin runs on (provider, workers, cache, sandbox limits, share TTL). */
export type { ImageryConfig } from './routes/imagery-config';
/** The scene provider a configuration names (search by area, time and satellites). */
export { openImageryProvider } from './providers/open-imagery-provider';
/** A scene provider, one search over it, and a scene it found. */
export type { ImageryProvider } from './providers/imagery-provider';
export type { Scene, SceneQuery, ImagerySearchItem } from './scene';
/** Kinds of scene providers (`local`, `stac-api`, `sentinel-hub`). */
export { IMAGERY_PROVIDER_KIND } from './providers/imagery-provider';
/** One scene provider kind. */
export type { ImageryProviderKind } from './providers/imagery-provider';
/** Default endpoints and Landsat collections of the Sentinel Hub provider. */
export {
  SENTINEL_HUB_BASE_URL,
  SENTINEL_HUB_TOKEN_URL,
  SH_LANDSAT_COLLECTION,
} from './providers/sentinel-hub/sentinel-hub-options';
/** Sentinel Hub client credentials and endpoints, and one Landsat collection name. */
export type {
  SentinelHubOptions,
  ShLandsatCollection,
} from './providers/sentinel-hub/sentinel-hub-options';
/** Default memory budget of the rendered-image cache, bytes (256 MB). */
export { DEFAULT_IMAGE_CACHE_BYTES } from './cache/image-cache';
/** Default limits of one user evalscript run (20 s, 128 MB). */
export { DEFAULT_SANDBOX_LIMITS } from './sandbox/sandbox-limits';
/** True for an imagery error (an `HttpError` with an imagery code). */
export { isImageryError } from './imagery-error';
/** Opens a COG read by byte ranges (object stores) through a small block cache. */
export { openCogFromRanges } from './cog/range-source';
/** An opened COG: levels, georeference, window reads. */
export type { CogSource } from './cog/cog-source';
/** How a COG's tiles are coloured (grey, palette, RGB; percentile stretch). */
export { cogDisplay } from './tiles/cog-display';
/** The display of one COG. */
export type { CogDisplay } from './tiles/cog-display';
/** Web Mercator XYZ tiles: the tile's problem, its lon/lat box, box overlap. */
export { boxesOverlap, tileLonLatBounds, xyzTileProblem } from './tiles/xyz-tile';
/** One XYZ tile. */
export type { XyzTile } from './tiles/xyz-tile';
/** Renders one 256-pixel RGBA tile of a COG (undefined outside it). */
export {
  COG_TILE_TASK,
  COG_TILE_TASK_URL,
  TILE_SIZE,
  renderCogTile,
  renderCogTilePng,
} from './tiles/render-cog-tile';
/** A render pool tied to a server: workers start when it is ready, stop when it closes. */
export { startRenderPool } from './routes/start-render-pool';
export type { RenderPool } from './render/render-pool';
/** Encodes RGBA pixels as PNG, JPEG or GeoTIFF, by content type. */
export {
  DEFAULT_PNG_COMPRESSION_LEVEL,
  IMAGE_CONTENT_TYPE,
  PNG_ENCODER,
  encodeImage,
} from './encode/encode-image';
/** A PNG encoder: `bands` (parallel deflate, the default) or `sharp` (libvips, the fallback). */
export type { PngEncoder } from './encode/encode-image';
