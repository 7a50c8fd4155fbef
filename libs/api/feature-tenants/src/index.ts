// Public API of @unfurl/api-feature-tenants. Exports are listed by name, each with a one-line TSDoc.

/** The tenants resource: `GET /v1/subdomain/config` on the request context. */
export { tenantsPlugin } from './tenants.plugin';
/** A tenant's configuration in the wire shape of `GET /v1/subdomain/config`. */
export { toTenantConfig } from './tenant-config';
