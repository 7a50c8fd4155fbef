export {
  PROCESSING_ERROR_CODE,
  ProcessingError,
  isProcessingError,
  type ProcessingErrorCode,
} from './processing-error';
export { DEFAULT_LIMITS, resolveLimits, type ProcessingLimits } from './limits';
export { FILE_KIND, FILE_KIND_LABEL, claimedKind, type FileKind } from './sniff/file-kind';
export { sniffFile, type SniffedFile } from './sniff/sniff-file';
export type { RasterHeader, GifHeader } from './sniff/raster-header';
export { parseWorldFile, worldFileToGeoTransform, type WorldFile } from './sniff/world-file';
export {
  GDAL_BACKEND,
  gdalChoiceFromEnv,
  type GdalBackend,
  type GdalChoice,
  type GdalRunner,
} from './gdal/gdal-runner';
export type { GdalInfo } from './gdal/gdal-info';
export { createNativeGdal, hasNativeGdal, type NativeGdalOptions } from './gdal/native-gdal';
export { createWasmGdal, type WasmGdalOptions } from './gdal/wasm-gdal';
export { selectGdal } from './gdal/select-gdal';
export { IMAGE_CRS, isImageCrs, type ImageCrs } from './geo/crs';
export { footprintOf, footprintOfGrid, type Footprint, type GeoTransform } from './geo/footprint';
export { rasterFootprint } from './geo/raster-footprint';
export { PREVIEW_FRAMES, previewFileName, type PreviewFrame } from './preview/preview-sizes';
export type { PreviewFiles } from './preview/write-previews';
export { COG_CREATION_OPTIONS, COG_FILE } from './process/cog-options';
export { processGeoTiff, type GeoTiffJob } from './process/process-geotiff';
export type {
  ProcessedCog,
  ProcessedImage,
  ProcessedGif,
  ProcessedListing,
} from './process/processed-listing';
export { processWorldFileImage, type ImageJob } from './process/process-image';
export { processGif, GIF_FILE, type GifJob } from './process/process-gif';
export { checkedCrs, type Placement, type WorldFileSource } from './process/placement';
export { processListingFile, type ListingFileJob } from './process/process-listing-file';
export { buildAtomically, type WorkDir } from './output/atomic-output';
/** Remote layers (TILE_LAYER, EXTERNAL_TILE_LAYER, WMS, WMTS): errors, SSRF guard, guarded fetch. */
export {
  REMOTE_LAYER_ERROR_CODE,
  RemoteLayerError,
  isRemoteLayerError,
  type RemoteLayerErrorCode,
} from './remote/remote-layer-error';
/** IP ranges the server never fetches on a user's behalf. */
export { BLOCKED_RANGE, blockedRangeOf, type BlockedRange } from './remote/address-range';
/** The SSRF guard: URL rules, DNS answers checked against blocked ranges, the operator allow-list. */
export {
  parseLayerUrl,
  remoteAccessPolicyFromEnv,
  resolveAllowedAddresses,
  type HostResolver,
  type RemoteAccessPolicy,
  type ResolvedAddress,
} from './remote/ssrf-guard';
/** GET pinned to the checked address, redirects re-checked, size and time limits. */
export { remoteFetch, type RemoteFetchOptions, type RemoteResponse } from './remote/remote-fetch';
/** WMS GetCapabilities (1.1.1, 1.3.0): named layers, CRS, extents, GetMap. */
export {
  readWmsCapabilities,
  type WmsCapabilities,
  type WmsLayer,
  type CrsBox,
} from './remote/wms-capabilities';
/** WMTS GetCapabilities (1.0.0): layers, tile matrix sets, extents, tile templates. */
export {
  readWmtsCapabilities,
  type WmtsCapabilities,
  type WmtsLayer,
  type WmtsTileMatrixSet,
  type WmtsTileMatrix,
  type WmtsResourceUrl,
} from './remote/wmts-capabilities';
/** WGS 84 extents `[west, south, east, north]`. */
export { lonLatBox, unionOf, type LonLatBox } from './remote/lon-lat-box';
/** XYZ tile URL templates: placeholders, one tile's URL, the 0/0/0 image check. */
export {
  parseTileTemplate,
  tileUrl,
  checkTileTemplate,
  type TileTemplateCheck,
} from './remote/tile-template';
/** Tile image types by magic bytes. */
export { TILE_IMAGE_TYPE, tileImageType, type TileImageType } from './remote/tile-image';
/** Checks a TILE_LAYER, EXTERNAL_TILE_LAYER, WMS or WMTS URL before it becomes a listing. */
export {
  REMOTE_LAYER_TYPE,
  capabilitiesUrl,
  checkRemoteLayer,
  type RemoteLayerType,
  type RemoteLayerCheck,
} from './remote/check-remote-layer';
/** What a map client needs to draw a remote layer listing, and its footprint. */
export {
  describeRemoteLayer,
  boxToWkt,
  WEB_MERCATOR_WORLD,
  isWorldWide,
  type RemoteLayerDescription,
} from './remote/remote-layer-description';
/** Processing failures in the uploader's words (program output kept for the log). */
export {
  PLAIN_MESSAGES,
  plainProcessingFailure,
  type PlainProcessingFailure,
} from './processing-failure';
