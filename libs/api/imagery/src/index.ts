// Public API of @unfurl/api-imagery: scene search providers, COG rendering, imagery routes.

/** Imagery errors with their HTTP status, and guards. */
export {
  ImageryError,
  ImageryInputError,
  ImageryProviderError,
  IMAGERY_ERROR_CODE,
  isImageryError,
  isImageryInputError,
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
/** The offline catalogue of the sample scenes (default provider). */
export { openLocalCatalogue, readLocalScenes } from './providers/local-catalogue';
/** A provider over any STAC API (Earth Search v1 shapes). */
export { createStacApiProvider, stacSearchBody } from './providers/stac-api-provider';
export type { StacApiOptions } from './providers/stac-api-provider';
/** STAC Item → scene mapping. */
export { sceneFromStacItem } from './providers/stac-item';
export type { StacItem, StacAsset } from './providers/stac-item';
/** Area/time/satellite filtering of scenes, newest first. */
export { filterScenes, bboxesIntersect } from './providers/scene-filter';
/** COG access: open (local or URL, header cache), overview choice (gdalwarp's rule), window reads. */
export { openCog } from './cog/cog-source';
export type { CogSource, CogLevel } from './cog/cog-source';
export { chooseLevel } from './cog/choose-level';
export { readWindow, targetRatio } from './cog/read-window';
export type { RasterWindow, WindowRequest } from './cog/read-window';
/** Output grid CRSs and proj4 transforms. */
export { OUTPUT_CRS, pointTransform, projDefinition } from './cog/crs';
export type { OutputCrs, PointTransform } from './cog/crs';
/** Rendering: output grid, resampling, band reading + warping, pixel stages, encoding. */
export { sourceGrid } from './render/output-grid';
export type { OutputGrid, SourceGrid } from './render/output-grid';
export { RESAMPLING } from './render/resampling';
export type { Resampling } from './render/resampling';
export { readBands, emptyTimings } from './render/read-bands';
export type { StageTimings } from './render/read-bands';
export { TRUE_COLOR_STAGE } from './render/pixel-stage';
export type { PixelStage, BandArrays, StageRef } from './render/pixel-stage';
export { encodeImage, IMAGE_CONTENT_TYPE } from './render/encode-image';
export type { ImageContentType, EncodeOptions } from './render/encode-image';
export { renderImage } from './render/render-image';
export type { RenderRequest, RenderResult } from './render/render-image';
/** Worker-thread rendering: a pool of render workers. */
export { createRenderPool } from './render/render-pool';
export type { RenderPool } from './render/render-pool';
/** Pixel stage choice per request (built-in True Color until the evalscript runtime plugs in). */
export { builtInStages } from './render/stage-resolver';
export type { StageResolver, StageRequest } from './render/stage-resolver';
/** The Fastify plugin of the imagery service and its TypeBox schemas. */
export { imageryRoutes } from './routes/imagery.routes';
export type { ImageryRoutesOptions } from './routes/imagery.routes';
export {
  ImagerySearchBodySchema,
  ImagerySearchResponseSchema,
  ImagerySearchItemSchema,
  GenerateImageBodySchema,
  ShortUrlBodySchema,
  ShortUrlRecordSchema,
} from './routes/imagery.schema';
/** Request checks: bbox, time range, 2500 px rule. */
export { parseBbox, parseTimeRange, checkImageSize } from './routes/parse-request';
