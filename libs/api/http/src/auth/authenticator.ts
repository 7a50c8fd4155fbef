import { findAccountUser, isSessionActive } from '@unfurl/api-db';
import type { AccountUser, Queryable } from '@unfurl/api-db';
import { isInvalidTokenError } from '@unfurl/api-identity';
import type { TokenVerifier } from '@unfurl/api-identity';
import { hasReadAccess, permissionForTenant } from '@unfurl/domain';
import type { ResolvedTenant } from '../tenants/tenant-resolver';
import { AUTH_ERROR_CODE, UnauthorizedError } from '../errors/auth-errors';
import { readBearer } from './bearer-token';
import { ANONYMOUS, AUTH_KIND } from './request-auth';
import type { RequestAuth } from './request-auth';

/** Options of {@link createAuthenticator}. */
export interface RequestAuthOptions {
  readonly db: Queryable;
  readonly verifier: TokenVerifier;
}

/** A verified token's live user. */
export interface VerifiedUser {
  readonly user: AccountUser;
  readonly sessionId: string;
}

/** Token verification and per-tenant permission, for the request context and file links. */
export interface Authenticator {
  /**
   * The user of an `Authorization` value (`Bearer <id token>`; `bareToken` also accepts the
   * token alone, as the preview URL's query carries it); undefined when there is none. Tampered,
   * expired, wrong-issuer, wrong-audience and unsigned tokens, deleted accounts and ended sessions
   * (sign-out, password change or reset) are a 401.
   */
  verify(header: string | undefined, bareToken?: boolean): Promise<VerifiedUser | undefined>;
  /**
   * The request's auth on a tenant: the permission from the user's domains in the database
   * (R-068..R-070), never from the token; tenant members also see private listings (ADR 0003).
   */
  onTenant(
    verified: VerifiedUser | undefined,
    resolved: ResolvedTenant,
  ): { auth: RequestAuth; resolved: ResolvedTenant };
}

/** Builds the {@link Authenticator}. */
export function createAuthenticator(options: RequestAuthOptions): Authenticator {
  return {
    async verify(header, bareToken = false) {
      const value =
        bareToken && header && !/^\S+\s/.test(header.trim()) ? `Bearer ${header}` : header;
      const bearer = readBearer(value);
      if (bearer.kind === 'none') return undefined;
      if (bearer.kind === 'malformed') {
        throw new UnauthorizedError(
          'The Authorization header must be "Bearer <id token>"',
          AUTH_ERROR_CODE.invalidToken,
        );
      }
      const claims = await options.verifier.verifyIdToken(bearer.token).catch((error: unknown) => {
        if (!isInvalidTokenError(error)) throw error;
        throw error.reason === 'expired'
          ? new UnauthorizedError('The sign-in has expired', AUTH_ERROR_CODE.tokenExpired)
          : new UnauthorizedError('The sign-in token is not valid', AUTH_ERROR_CODE.invalidToken);
      });
      const user = await findAccountUser(options.db, claims.sub);
      if (!user) {
        throw new UnauthorizedError('This account no longer exists', AUTH_ERROR_CODE.userNotFound);
      }
      if (!(await isSessionActive(options.db, claims.sessionId))) {
        throw new UnauthorizedError('This sign-in has ended', AUTH_ERROR_CODE.sessionEnded);
      }
      return { user, sessionId: claims.sessionId };
    },
    onTenant(verified, resolved) {
      if (!verified) return { auth: ANONYMOUS, resolved };
      const { subdomain, isMain } = resolved.tenant;
      const { domains, id } = verified.user;
      const permission = permissionForTenant(domains, subdomain, { isMainHost: isMain });
      const isMember = hasReadAccess(
        permissionForTenant(domains, subdomain, { isMainHost: false }),
      );
      const auth: RequestAuth = {
        kind: AUTH_KIND.user,
        userId: id,
        sessionId: verified.sessionId,
        permission,
        isMember,
        emailConfirmed: verified.user.emailConfirmed,
      };
      const widened =
        isMember && !resolved.scope.includePrivate
          ? { ...resolved, scope: { ...resolved.scope, includePrivate: true } }
          : resolved;
      return { auth, resolved: widened };
    },
  };
}
