// Public API of @unfurl/api-feature-bundles. Exports are listed by name, each with a one-line TSDoc.

/** The bundles resource: `GET /v1/bundles`, `/v1/bundles/{id}`, `/v1/bundles/{id}/listings`. */
export { bundlesPlugin } from './bundles.plugin';
/** Options of {@link bundlesPlugin}: the database. */
export type { BundlesOptions } from './bundles.plugin';
