import { fileURLToPath } from 'node:url';

/** `data/samples` of the repository: sample rasters and recorded STAC responses (SOURCES.md). */
export const SAMPLES_DIR = fileURLToPath(new URL('../../../../data/samples', import.meta.url));

/** The sample rasters the local catalogue serves. */
export const SAMPLE_RASTER_DIR = `${SAMPLES_DIR}/raster`;

/** Recorded Earth Search v1 responses. */
export const SAMPLE_STAC_DIR = `${SAMPLES_DIR}/stac/earth-search-v1`;
