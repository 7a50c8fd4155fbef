// @unfurl/api-site: what the server serves besides the API resources.

/** The built atlas (SPA fallback, ABOUT_URL written into its page). */
export {
  ASSET_CACHE_CONTROL,
  isHashedAsset,
  REVALIDATE_CACHE_CONTROL,
  registerStaticSite,
  TENANT_ASSETS_DIR,
  wantsSpaFallback,
  withAboutUrl,
} from './static-site';
/** What {@link registerStaticSite} serves. */
export type { AtlasSite } from './static-site';
/** The default about site (`/about`, pages from the repository's `docs/about`). */
export { ABOUT_PAGES_DIR, ABOUT_SITE_PATH, registerAboutSite } from './about-site';
/** The OpenAPI 3.1 document of the composed app and its browsable docs. */
export { DOCS_PATH, OPENAPI_PATH, registerOpenApi } from './openapi';
/** `GET /v1/health`: 200 while the database answers, else 503 + Retry-After. */
export { HEALTH_PATH, registerHealthCheck } from './health';
export type { HealthCheckOptions } from './health';
