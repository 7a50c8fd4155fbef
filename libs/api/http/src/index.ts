// @unfurl/api-http: the request context every resource lib uses (tenant, sign-in, guards), the
// one server error family and its one handler, and the TypeBox-typed Fastify instance.

/** The request context: register once at the root, use in each resource's scope. */
export { requestContextPlugin, useRequestContext, tenantOf } from './context/request-context';
/** What the request context holds and takes. */
export type { RequestContext, RequestContextOptions } from './context/request-context';
/** Token verification and the per-tenant permission of a verified user. */
export { createAuthenticator } from './auth/authenticator';
/** The authenticator, its options and a verified user. */
export type { Authenticator, RequestAuthOptions, VerifiedUser } from './auth/authenticator';
/** Who sent a request. */
export { ANONYMOUS, AUTH_KIND, isUserAuth } from './auth/request-auth';
/** The requester types. */
export type { AnonymousAuth, AuthKind, RequestAuth, UserAuth } from './auth/request-auth';
/**
 * Route guards: `preValidation: requireSignIn`, `...requireOwnerOrAdmin(ownerOf)`, and on the
 * publishing routes `preValidation: [requirePermission(Write), requireConfirmedEmail]`.
 */
export {
  requireConfirmedEmail,
  requireOwnerOrAdmin,
  requirePermission,
  requireSignIn,
  signedInUser,
} from './auth/guards';
/** The route options of {@link requireOwnerOrAdmin}. */
export type { OwnerOrAdminGuard } from './auth/guards';
/** Reads an `Authorization: Bearer` header. */
export { readBearer } from './auth/bearer-token';
/** What an Authorization header holds. */
export type { BearerHeader } from './auth/bearer-token';
/** Log serializer that keeps tokens and signatures out of logs. */
export { redactUrl, serializeRequest } from './auth/log-redaction';
/** Tenants: subdomain keys, the cached resolver, file-link scope. */
export { createTenantResolver, subdomainFromHost, subdomainKey } from './tenants/tenant-resolver';
/** A resolved tenant with its visibility scope. */
export type { ResolvedTenant } from './tenants/tenant-resolver';
/** The scope of a file link (tenant from query, header or host; token from query or header). */
export { fileLinkScope } from './tenants/file-link-scope';
/** The server's one error family: base, subclasses, guards and codes. */
export {
  BadRequestError,
  ConflictError,
  HTTP_ERROR_CODE,
  HttpError,
  NotFoundError,
  isHttpError,
  isNotFoundError,
} from './errors/http-error';
/** One server error code. */
export type { HttpErrorCode } from './errors/http-error';
/** 401 and 403 and their codes. */
export {
  AUTH_ERROR_CODE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  EmailNotConfirmedError,
  ForbiddenError,
  UnauthorizedError,
  isForbiddenError,
  isUnauthorizedError,
} from './errors/auth-errors';
/** One auth error code. */
export type { AuthErrorCode } from './errors/auth-errors';
/** Opaque offset cursors of paged answers (`nextCursor`; garbage is a 400 INVALID_CURSOR). */
export { decodeOffsetCursor, encodeOffsetCursor } from './paging/offset-cursor';
/** The `{id}` of a listing route: 'No listing ID' when blank, 400 unless a positive integer. */
export { parseListingId } from './params/listing-id';
/** The one error handler (`{ message, code }`, never a 500 for bad input). */
export { describeValidation, registerErrorHandling } from './errors/error-handler';
/** Refuses JSON bodies with a NUL or a lone surrogate (PostgreSQL cannot store them) or too deep. */
export { MAX_JSON_DEPTH, findBadJson, refuseBadJsonBodies } from './errors/refuse-bad-json';
/** What {@link findBadJson} found, and where. */
export type { BadJson } from './errors/refuse-bad-json';
/** The Fastify instance every server starts from. */
export { createHttpServer } from './server/create-server';
/** TRUST_PROXY: the load balancers trusted to name the client (X-Forwarded-For). */
export { readTrustProxy } from './server/trust-proxy';
/** Its options. */
export type { HttpServerOptions } from './server/create-server';
/** Fastify's request logging as one line per request (createHttpServer uses it). */
export { OneLineRequestLog } from './server/request-log';
/** The TypeBox-typed Fastify instance and plugin types. */
export { typed } from './typed-app';
/** Types of the typed instance and of a resource plugin. */
export type { ResourcePlugin, TypeBoxTypeProvider, TypedApp } from './typed-app';
