// Public API of @unfurl/api-imagery: scene search providers, COG rendering, imagery routes.

/** Imagery errors with their HTTP status, and guards. */
export {
  ImageryError,
  ImageryInputError,
  ImageryProviderError,
  ImageryRateLimitError,
  IMAGERY_ERROR_CODE,
  isImageryError,
  isImageryInputError,
  isImageryRateLimitError,
} from './imagery-error';
export type { ImageryErrorCode } from './imagery-error';
/** Scenes, band assets, search items and queries. */
export type { BandAsset, ImagerySearchItem, Scene, SceneQuery } from './scene';
/** Band name ↔ STAC asset key tables and collection ↔ satellite type mapping. */
export { assetKeysOf, satelliteOfCollection, collectionsOf } from './satellite-bands';
/** Where the sample data lives (`data/samples`). */
export { SAMPLES_DIR, SAMPLE_RASTER_DIR, SAMPLE_STAC_DIR } from './sample-data';
/** The provider interface and its kinds. */
export { IMAGERY_PROVIDER_KIND } from './providers/imagery-provider';
export type { ImageryProvider, ImageryProviderKind } from './providers/imagery-provider';
/** What a provider that renders itself receives, and the script text it runs. */
export { scriptSourceOf } from './providers/provider-render';
export type {
  ProviderRenderRequest,
  ProviderStatisticsRequest,
  ProviderResampling,
} from './providers/provider-render';
/** The offline catalogue of the sample scenes (default provider). */
export { openLocalCatalogue, readLocalScenes } from './providers/local-catalogue';
/** A provider over any STAC API (Earth Search v1 shapes). */
export { createStacApiProvider, stacSearchBody } from './providers/stac-api-provider';
export type { StacApiOptions } from './providers/stac-api-provider';
/** Sentinel Hub: OAuth client credentials, Catalog, Process and Statistical APIs. */
export { createSentinelHubProvider } from './providers/sentinel-hub/sentinel-hub-provider';
export {
  SENTINEL_HUB_BASE_URL,
  SENTINEL_HUB_TOKEN_URL,
  SH_LANDSAT_COLLECTION,
  shCollectionOf,
  satelliteOfShCollection,
} from './providers/sentinel-hub/sentinel-hub-options';
export type {
  SentinelHubOptions,
  ShLandsatCollection,
} from './providers/sentinel-hub/sentinel-hub-options';
export {
  catalogSearchBody,
  sceneFromShItem,
  CATALOG_SEARCH_PATH,
} from './providers/sentinel-hub/catalog-search';
export type { ShCatalogItem, ShCatalogPage } from './providers/sentinel-hub/catalog-search';
export { processRequestBody, PROCESS_PATH } from './providers/sentinel-hub/process-request';
export {
  statisticalRequestBody,
  statisticsFromSh,
  STATISTICS_PATH,
} from './providers/sentinel-hub/statistical-request';
export { sentinelHubError, retryAfterSeconds } from './providers/sentinel-hub/sentinel-hub-errors';
/** STAC Item → scene mapping. */
export { sceneFromStacItem } from './providers/stac-item';
export type { StacItem, StacAsset } from './providers/stac-item';
/** Area/time/satellite filtering of scenes, newest first. */
export { filterScenes, bboxesIntersect } from './providers/scene-filter';
/** COG access: open (local or URL, header cache), overview choice (gdalwarp's rule), window reads. */
export { openCog, cogOfTiff } from './cog/cog-source';
export type { CogSource, CogLevel, CogGeoref, AffineGeoref, GcpGeoref } from './cog/cog-source';
export { chooseLevel } from './cog/choose-level';
export { readWindow, readWindowSamples, readMaskWindow } from './cog/read-window';
export type { RasterWindow, WindowRequest } from './cog/read-window';
/** COGs read by byte ranges (object stores: local files, S3) through a small block cache. */
export { openCogFromRanges, blockSource } from './cog/range-source';
export type { ReadRange, RangeSourceOptions } from './cog/range-source';
/** Web Mercator XYZ tiles of a COG: tile math, colouring (grey, palette, RGB, stretch), render. */
export { MAX_TILE_ZOOM, xyzTileProblem, tileLonLatBounds, boxesOverlap } from './tiles/xyz-tile';
export type { XyzTile } from './tiles/xyz-tile';
export { TILE_COLOURS, cogDisplay, percentileStretch } from './tiles/cog-display';
export type { CogDisplay, BandStretch, TileColours } from './tiles/cog-display';
export { TILE_SIZE, renderCogTile, warpCogTile } from './tiles/render-cog-tile';
export type { CogTileRequest } from './tiles/render-cog-tile';
export { tileRgba } from './tiles/tile-rgba';
export type { TileBands } from './tiles/tile-rgba';
/** Warping as gdalwarp: GCP polynomials, pixel transforms, overview level, window and kernel. */
export { fitGcpTransform, defaultGcpOrder } from './cog/gcp-transform';
export type { GcpTransform, GroundControlPoint, GcpOrder } from './cog/gcp-transform';
export { pixelTransforms } from './warp/pixel-transform';
export type { PixelTransforms } from './warp/pixel-transform';
export { planWarp } from './warp/warp-plan';
export type { WarpPlan } from './warp/warp-plan';
/** Output grid CRSs and proj4 transforms. */
export { OUTPUT_CRS, pointTransform, projDefinition } from './cog/crs';
export type { OutputCrs, PointTransform } from './cog/crs';
/** Rendering: output grid, resampling, band reading + warping, pixel stages, encoding. */
export { sourceGrid, transformGrid } from './warp/output-grid';
export type { OutputGrid, SourceGrid } from './warp/output-grid';
export { RESAMPLING } from './warp/resampling';
export type { Resampling } from './warp/resampling';
export { readBands, emptyTimings } from './render/read-bands';
export type { StageTimings } from './render/read-bands';
export { readSceneBands, unionDataMask } from './render/read-scene-bands';
export { TRUE_COLOR_STAGE } from './render/pixel-stage';
export type {
  PixelStage,
  BandArrays,
  SceneBands,
  StageContext,
  StageRef,
} from './render/pixel-stage';
export { encodeImage, IMAGE_CONTENT_TYPE } from './encode/encode-image';
export type { ImageContentType, EncodeOptions } from './encode/encode-image';
/** GeoTIFF output: a baseline TIFF writer with GeoTIFF tags, and a script output's layout in it. */
export { encodeGeoTiff, TIFF_PHOTOMETRIC } from './encode/geotiff-encoder';
export type { GeoTiffImage, TiffPhotometric, TiffSamples } from './encode/geotiff-encoder';
export { geoKeyDirectory, georeferenceOf } from './encode/geo-keys';
export type { GeoTiffGeoreference } from './encode/geo-keys';
export { encodeRasterGeoTiff, rasterGeoTiffImage, rgbaRaster } from './encode/raster-geotiff';
export type { StageRaster } from './encode/raster-geotiff';
export { renderImage } from './render/render-image';
export type { RenderRequest, RenderResult } from './render/render-image';
/** Worker-thread rendering: a pool of render workers. */
export { createRenderPool } from './render/render-pool';
export type { RenderPool } from './render/render-pool';
/** Pixel stage choice per request: built-in scripts in-process, user evalscripts in an isolate. */
export {
  builtInStages,
  builtInStageOf,
  builtInScriptOf,
  sandboxedStages,
} from './render/stage-resolver';
export type { StageResolver, StageRequest } from './render/stage-resolver';
/** User evalscripts in isolated-vm isolates: limits, runs, the sandboxed pixel stage. */
export { DEFAULT_SANDBOX_LIMITS } from './sandbox/sandbox-limits';
export type { SandboxLimits } from './sandbox/sandbox-limits';
export { runSandboxedEvalscript, sandboxedInputBands } from './sandbox/evalscript-sandbox';
export type { SandboxRunOptions } from './sandbox/evalscript-sandbox';
export { sandboxedStage, createSandboxedStage } from './render/sandboxed-stage';
/** Rendered-image cache (memory LRU + optional disk), its key, and shared in-flight renders. */
export { createImageCache, DEFAULT_IMAGE_CACHE_BYTES } from './cache/image-cache';
export type { ImageCache, CachedImage, ImageCacheOptions } from './cache/image-cache';
export { renderKey } from './cache/render-key';
export type { RenderKeyParts } from './cache/render-key';
export { createSharedRenders } from './cache/shared-renders';
export type { SharedRenders, SharedJob } from './cache/shared-renders';
/** Per-day statistics of a script over an area (Statistical API shape). */
export { computeStatistics } from './routes/statistics-for-request';
export type { StatisticsRequest } from './routes/statistics-for-request';
export { statisticsGrid, STATISTICS_RESOLUTION } from './statistics/statistics-grid';
export type { StatisticsResponse, StatisticsInterval } from './statistics/statistics-response';
export { bandStatistics } from './statistics/band-statistics';
export type { BandStatistics } from './statistics/band-statistics';
/** WMS-style image map: query parsing and the capabilities document. */
export { parseWmsQuery, layerScript, mercatorToLonLat } from './routes/wms-params';
export type { WmsGetMap, WmsGetCapabilities } from './routes/wms-params';
export { WMS_VERSION, wmsCapabilities } from './routes/wms-capabilities';
export type { WmsVersion } from './routes/wms-capabilities';
/** The Fastify plugin of the imagery service and its TypeBox schemas. */
export { imageryRoutes } from './routes/imagery.routes';
export type { ImageryRoutesOptions } from './routes/imagery.routes';
/** Request checks: bbox, time range, 2500 px rule. */
export { parseBbox, parseTimeRange, checkImageSize } from './routes/parse-request';
