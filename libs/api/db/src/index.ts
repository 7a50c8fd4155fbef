// Public API of @unfurl/api-db: the only place that talks to PostgreSQL (PGlite or node-postgres).
// Test helpers live in '@unfurl/api-db/testing'.

/** The query interface over both engines, and the engine names. */
export { DB_KIND } from './db';
export type { Db, DbKind, Queryable } from './db';
/** Opens the configured database (DATABASE_URL or PGlite in a data dir) and migrates it. */
export { openDatabase } from './open-database';
export type { DatabaseConfig } from './open-database';
/** Opens the embedded PGlite + PostGIS database (dir, memory, or from a dumped template). */
export { openPgliteDb } from './pglite-db';
export type { PgliteDbOptions } from './pglite-db';
/** Opens a pool to a real PostgreSQL server. */
export { openPostgresDb } from './postgres-db';
/** Applies the plain SQL migrations; lists them. */
export { migrate, readMigrations, MIGRATIONS_DIR } from './migrate';
/** Tenant visibility rule and scope. */
export { visibleOnTenantSql, visibleOnTenantParams, LISTED_SQL } from './tenant-scope';
export type { TenantScope } from './tenant-scope';
/** Tenants and their configuration. */
export { findTenant, findMainTenant } from './tenant-queries';
export type { Tenant } from './tenant-queries';
/** Listing search (`GET /v1/listings`) and its SQL (for benchmarks). */
export {
  searchListings,
  buildListingSearchSql,
  EXACT_TOTAL_CAP,
  ESTIMATE_ONLY_ABOVE,
} from './listing-search';
export type { ListingSearch, ListingSearchSql } from './listing-search';
/** Single listing, featured, nearby and preview reads. */
export { getListing, featuredListings, nearbyListings, getListingPreview } from './listing-queries';
export type { NearbySearch, ListingPreview } from './listing-queries';
/** Bundles and their listings. */
export { listBundles, getBundle, bundleListings } from './bundle-queries';
/** Identity service storage: users with password credentials, sessions, refresh tokens. */
export {
  CREDENTIAL_STATUS,
  findIdentityUserByEmail,
  findIdentityUserById,
  insertPasswordUser,
  setPassword,
  confirmCredential,
  insertSession,
  isSessionActive,
  revokeSession,
  revokeUserSessions,
  insertRefreshToken,
  findRefreshToken,
  useRefreshToken,
} from './identity-queries';
export type { CredentialStatus, IdentityUser, StoredRefreshToken } from './identity-queries';
/** Identity one-time codes (hashed) and the mail outbox. */
export {
  CODE_PURPOSE,
  putCode,
  findCode,
  countCodeFailure,
  deleteCode,
  insertOutboxMail,
  listOutboxMail,
} from './identity-code-queries';
export type { CodePurpose, StoredCode, OutboxMail } from './identity-code-queries';
/** Identity rate limits and lockouts (fixed windows), and pruning of stale identity rows. */
export {
  hitThrottle,
  readThrottle,
  blockThrottle,
  clearThrottle,
  pruneIdentityState,
} from './identity-throttle-queries';
export type { ThrottleState } from './identity-throttle-queries';
/** JWT signing keys shared by every API process. */
export { ensureActiveSigningKey, listPublicSigningKeys } from './signing-key-queries';
export type { SigningKeyRow } from './signing-key-queries';
/** Short links of shared satellite images (imagery). */
export { insertShortUrl, getShortUrl } from './short-url-queries';
/** The wire listing columns and row mapping, for other queries over `listings l JOIN users u`. */
export { LISTING_COLUMNS, toListing } from './listing-row';
export type { ListingRow } from './listing-row';
