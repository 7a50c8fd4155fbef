// Public API of @unfurl/api-feature-accounts: the accounts routes of 2§7 (User).

/** The Fastify plugin with every `/v1/user...` and `/v1/users/{id}` route. */
export { accountsRoutes } from './accounts-routes';
/** Its options and the per-request context the app supplies. */
export type { AccountsRoutesOptions, AccountsRequestContext } from './accounts-context';
/** Accounts errors (identity failures keep their Cognito names as codes). */
export { AccountsError, ACCOUNTS_ERROR_CODE, isAccountsError } from './accounts-error';
export type { AccountsErrorCode } from './accounts-error';
/** Profile image kinds and their upload limits. */
export { PROFILE_IMAGE, PROFILE_IMAGE_MAX_BYTES } from './upload-keys';
export type { ProfileImage } from './upload-keys';
