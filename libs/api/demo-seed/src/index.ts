// @unfurl/api-demo-seed: the demo data `npm start` loads into an empty database and the tests
// start from. Test servers and fixtures are in `@unfurl/api-demo-seed/testing`.

/** Loads the demo data; tells an empty database; clears the product tables. */
export { DEFAULT_GENERATED_LISTINGS, clearData, isEmpty, seedDemo } from './seed-demo';
/** Options of {@link seedDemo}. */
export type { SeedOptions } from './seed-demo';
/** Loads the demo data into an empty database once, however many processes start together. */
export { seedDemoIfEmpty } from './seed-once';
/** The demo people, their shared password and the demo bundles. */
export { DEMO_BUNDLES, DEMO_PASSWORD, DEMO_USERS } from './demo-people';
/** One demo person. */
export type { DemoUser } from './demo-people';
/** The real sample scenes turned into COG listings, and the preview sizes. */
export { PREVIEW_SIZES, RASTER_SAMPLES, readRasterScene } from './raster-samples';
/** A sample scene and what is read of it. */
export type { RasterSample, RasterScene } from './raster-samples';
/** Generated listings all over the world (bench and demo). */
export { GENERATE_CHUNK, insertGeneratedListings } from './generated-listings';
/** Where generated listings go. */
export type { GeneratedListingsTarget } from './generated-listings';
/** The repository's sample rasters folder (`data/samples`). */
export { DEFAULT_SAMPLES_DIR } from './samples-dir';
