// Public API of @unfurl/api-feature-accounts: the accounts routes of 2§7 (User).

/** The Fastify plugin with every `/v1/user...` and `/v1/users/{id}` route. */
export { accountsPlugin } from './accounts-plugin';
/** Its options: the database, the identity service, the object store and a clock. */
export type { AccountsOptions } from './accounts-options';
/** Codes of the accounts API's client errors (raised as `@unfurl/api-http` errors). */
export { ACCOUNTS_ERROR_CODE } from './accounts-error';
/** One accounts error code. */
export type { AccountsErrorCode } from './accounts-error';
/** Profile image kinds and their upload limits. */
export { PROFILE_IMAGE, PROFILE_IMAGE_MAX_BYTES } from './upload-keys';
/** One profile image kind. */
export type { ProfileImage } from './upload-keys';
