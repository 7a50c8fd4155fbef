import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { bundlesRoutes } from './bundles.routes';

/** Options of {@link bundlesPlugin}: plain values the app passes. */
export type BundlesOptions = {
  readonly db: Db;
};

/**
 * The bundles resource: `GET /v1/bundles`, `/v1/bundles/{id}` and `/v1/bundles/{id}/listings`,
 * on the request context (tenant from the `Subdomain` header, optional sign-in).
 */
export const bundlesPlugin: ResourcePlugin<BundlesOptions> = async (app, options) => {
  useRequestContext(app);
  await app.register(bundlesRoutes, options);
};
