// Public API of @unfurl/api-feature-draw. Exports are listed by name, each with a one-line TSDoc.

/** The draw projects resource: `/v1/map-draw/projects` and `/v1/map-draw/image/upload`. */
export { drawPlugin } from './draw.plugin';
/** Options of {@link drawPlugin}: database and object store. */
export type { DrawOptions } from './draw-options';
/** Error codes of the draw routes (invalid or oversized project, stale version, not found). */
export { DRAW_ERROR_CODE } from './draw-errors';
