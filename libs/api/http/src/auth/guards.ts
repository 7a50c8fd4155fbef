import type {
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { hasAdminAccess, permissionLabel } from '@unfurl/domain';
import type { PermissionLevel } from '@unfurl/domain';
import { NotFoundError } from '../errors/http-error';
import { EmailNotConfirmedError, ForbiddenError, UnauthorizedError } from '../errors/auth-errors';
import { isUserAuth } from './request-auth';
import type { UserAuth } from './request-auth';

/** The signed-in user of a request; 401 when anonymous. */
export function signedInUser(request: FastifyRequest): UserAuth {
  const auth = request.auth;
  if (!auth || !isUserAuth(auth)) throw new UnauthorizedError('Sign in to use this.');
  return auth;
}

/**
 * Route guard: 401 unless signed in. Use it as `preValidation`, so an anonymous caller hears
 * "sign in" before anything about its body.
 */
export const requireSignIn: preValidationAsyncHookHandler = async (request) => {
  signedInUser(request);
};

/** Route guard (`preValidation`): 401 when anonymous, 403 below `level` on the request's tenant. */
export function requirePermission(level: PermissionLevel): preValidationAsyncHookHandler {
  return async (request) => {
    const user = signedInUser(request);
    if (user.permission < level) {
      throw new ForbiddenError(`This needs ${permissionLabel(level)} permission on this site.`);
    }
  };
}

/**
 * Route guard (`preValidation`) of the publishing routes (uploads, layers, comments, shares,
 * bundles): 401 when anonymous, 403 EMAIL_NOT_CONFIRMED while the account's email waits for its
 * emailed code. Put it after a permission guard: `[requirePermission(Write), requireConfirmedEmail]`.
 */
export const requireConfirmedEmail: preValidationAsyncHookHandler = async (request) => {
  if (!signedInUser(request).emailConfirmed) throw new EmailNotConfirmedError();
};

/** Route options that guard a route with a sign-in check and then an ownership check. */
export interface OwnerOrAdminGuard {
  readonly preValidation: preValidationAsyncHookHandler;
  readonly preHandler: preHandlerAsyncHookHandler;
}

/**
 * Route guard for one resource, spread into the route options: 401 when anonymous (before the
 * body is validated); then, with validated params, 404 when `ownerOf` finds no resource on this
 * tenant and 403 unless the user owns it or has Admin access on the tenant.
 */
export function requireOwnerOrAdmin(
  ownerOf: (request: FastifyRequest) => Promise<string | undefined>,
): OwnerOrAdminGuard {
  return {
    preValidation: requireSignIn,
    preHandler: async (request) => {
      const user = signedInUser(request);
      const owner = await ownerOf(request);
      if (owner === undefined) throw new NotFoundError('Not found');
      if (owner !== user.userId && !hasAdminAccess(user.permission)) {
        throw new ForbiddenError('Only its owner or an administrator can do this.');
      }
    },
  };
}
