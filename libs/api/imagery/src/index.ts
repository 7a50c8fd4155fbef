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
