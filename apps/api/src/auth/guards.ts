import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAdminAccess, permissionLabel } from '@unfurl/domain';
import type { PermissionLevel } from '@unfurl/domain';
import { NotFoundError } from '../errors/api-error';
import { ForbiddenError, UnauthorizedError } from './auth-errors';
import { isUserAuth } from './request-auth';
import type { UserAuth } from './request-auth';

/** The signed-in user of a request; 401 when anonymous. */
export function signedInUser(request: FastifyRequest): UserAuth {
  const auth = request.auth;
  if (!auth || !isUserAuth(auth)) throw new UnauthorizedError('Sign in to use this.');
  return auth;
}

/** Route guard: 401 unless signed in. */
export const requireSignIn: preHandlerAsyncHookHandler = async (request) => {
  signedInUser(request);
};

/** Route guard: 401 when anonymous, 403 below `level` on the request's tenant. */
export function requirePermission(level: PermissionLevel): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = signedInUser(request);
    if (user.permission < level) {
      throw new ForbiddenError(`This needs ${permissionLabel(level)} permission on this site.`);
    }
  };
}

/**
 * Route guard for one resource: 401 when anonymous; 404 when `ownerOf` finds no resource (on
 * this tenant); 403 unless the user owns it or has Admin access on the tenant.
 */
export function requireOwnerOrAdmin(
  ownerOf: (request: FastifyRequest) => Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = signedInUser(request);
    const owner = await ownerOf(request);
    if (owner === undefined) throw new NotFoundError('Not found');
    if (owner !== user.userId && !hasAdminAccess(user.permission)) {
      throw new ForbiddenError('Only its owner or an administrator can do this.');
    }
  };
}
