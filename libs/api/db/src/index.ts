// Public API of @unfurl/api-db: the only place that talks to PostgreSQL (PGlite or node-postgres).
// Test helpers live in '@unfurl/api-db/testing'.

/** The query interface over both engines, and the engine names. */
export { DB_KIND } from './db';
export type { Db, DbKind, Queryable } from './db';
/** Opens the configured database (DATABASE_URL or PGlite in a data dir) and migrates it. */
export { EMBEDDED_DB_MODE, openDatabase } from './open-database';
/** Where PGlite runs: inline or in its own process. */
export type { EmbeddedDbMode } from './open-database';
/** Starts PGlite in its own process, served on a Unix socket; "signal SIGKILL" for an exit. */
export { startPgliteProcess, describeExit } from './pglite-process';
/** The embedded database's process and how it ended. */
export type { PgliteProcess, PgliteProcessExit } from './pglite-process';
/** PGlite in its own process, restarted when it dies (queries fail as unavailable meanwhile). */
export { openSupervisedPgliteDb, RESTART_DELAYS_MS } from './supervised-pglite-db';
export type { SupervisedPgliteOptions } from './supervised-pglite-db';
/** The socket folders of the database's process; stale ones of dead processes are removed. */
export {
  SOCKET_FOLDER_PREFIX,
  SOCKET_FOLDER_OWNER_FILE,
  makeSocketFolder,
  removeStaleSocketFolders,
} from './socket-folders';
/** The database cannot be reached (503 + Retry-After), and which driver errors mean that. */
export {
  DatabaseUnavailableError,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
  isConnectionFailure,
} from './database-unavailable';
/** `SELECT 1` within a time limit, for the health check. */
export { pingDatabase, HEALTH_TIMEOUT_MS } from './database-health';
export type { DatabaseConfig } from './open-database';
/** Opens the embedded PGlite + PostGIS database (dir, memory, or from a dumped template). */
export { openPgliteDb } from './pglite-db';
export type { PgliteDbOptions } from './pglite-db';
/** Opens a pool to a real PostgreSQL server. */
export { openPostgresDb } from './postgres-db';
/** LISTEN on a channel where the engine allows it (a dedicated connection, or PGlite's own). */
export { listenToChannel } from './db-listener';
export type { ChannelListener } from './db-listener';
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
  planListingSearch,
  EXACT_TOTAL_CAP,
  ESTIMATE_ONLY_ABOVE,
} from './listing-search';
/** How many of the newest matches relevance ranks (all of them below `RANK_ALL_BELOW`). */
export {
  RELEVANCE_CANDIDATES,
  RANK_ALL_BELOW,
  relevanceCandidates,
} from './listing-search-relevance';
export type { ListingSearch, ListingSearchSql } from './listing-search';
/** The filters of a search without its page, and their SQL (shared by the list and the footprints). */
export { buildListingFilterSql } from './listing-search';
export type { ListingFilter, ListingFilterSql } from './listing-search';
/** Compact footprints of every listing a search matches (`GET /v1/listings/footprints`). */
export { searchListingFootprints, buildListingFootprintsSql } from './listing-footprints';
export type { ListingFootprintsSql } from './listing-footprints';
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
  ATTEMPT_TAKE,
  PENDING_ATTEMPT_TTL_MS,
  failThrottleAttempt,
  takeThrottleAttempt,
  clearThrottle,
  pruneIdentityState,
} from './identity-throttle-queries';
export type { AttemptTake, LockoutRule, ThrottleState } from './identity-throttle-queries';
/** JWT signing keys shared by every API process. */
export { ensureActiveSigningKey, listPublicSigningKeys } from './signing-key-queries';
export type { SigningKeyRow } from './signing-key-queries';
/** Short links of shared satellite images (imagery). */
export { insertShortUrl, getShortUrl } from './short-url-queries';
/** The wire listing columns and row mapping, for other queries over `listings l JOIN users u`. */
export { LISTING_COLUMNS, toListing } from './listing-row';
export type { ListingRow } from './listing-row';
/** Accounts: profiles, settings, SEO names, Ethereum addresses, account deletion (migration 0005). */
export {
  ACCOUNT_COLUMNS,
  findAccountUser,
  findTenantAccountUser,
  updateAccount,
  setSeoName,
  findUserIdByEthAddress,
  activatePasswordCredential,
  deleteAccount,
} from './account-queries';
export type { AccountUser, AccountField, AccountChanges, DeletedAccount } from './account-queries';
/** Listings a user has viewed. */
export { recordListingView, viewedListings } from './listing-view-queries';
export type { ViewCursor, ViewedListingsPage } from './listing-view-queries';
/** Social sign-in: linked provider accounts, sign-ins in flight, authorization codes (0006). */
export {
  findFederatedUserId,
  linkFederatedIdentity,
  listFederatedProviders,
  insertFederatedUser,
  deleteUnconfirmedCredential,
  insertSocialRequest,
  takeSocialRequest,
  insertAuthorizationCode,
  useAuthorizationCode,
  pruneFederationState,
} from './identity-federation-queries';
export type { SocialRequest, UsedAuthorizationCode } from './identity-federation-queries';
/** Listing uploads: status, declared files, processing results, soft delete (migration 0007). */
export {
  LISTING_STATUS,
  UPLOAD_KEY,
  insertUploadedListing,
  findListingUpload,
  findListingUploadById,
  recordUploadedKey,
  moveListingStatus,
  completeListing,
  failListing,
  getListingStatus,
  findListingOwner,
  softDeleteListing,
  listingsInProcessing,
} from './listing-upload-queries';
export type {
  ListingStatus,
  UploadKey,
  NewUploadedListing,
  ListingUpload,
  ProcessedListingUpdate,
  ListingStatusRow,
} from './listing-upload-queries';
/** Owner edits: metadata update, resubmission for review, reports; review statuses (0008). */
export {
  REVIEW_STATUS,
  toReviewStatus,
  updateListingMetadata,
  resubmitListing,
  getReviewStatus,
  upsertListingReport,
  listListingReports,
} from './listing-edit-queries';
export type { ReviewStatus, ListingMetadataChanges, ListingReport } from './listing-edit-queries';
/** Files added to a listing (0008). */
export {
  insertListingFile,
  countListingFiles,
  listListingFiles,
  findListingFile,
  findVisibleListingFile,
  deleteListingFile,
} from './listing-file-queries';
export type { ListingFile, NewListingFile } from './listing-file-queries';
/** Recommended (PERSONAL, POPULAR, FOLLOWING) and similar listings. */
export {
  RECOMMENDATION_SOURCE,
  SCORED_CANDIDATES,
  recommendedListings,
  similarListings,
} from './listing-recommendations';
export type {
  RecommendationSource,
  RecommendedSearch,
  ListingsSlice,
} from './listing-recommendations';
/** The signed-in user's own listings. */
export { userListings } from './user-listing-queries';
export type { OwnListing } from './user-listing-queries';
