import { requireSignIn, signedInUser, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  FollowListQuerySchema,
  FollowListSchema,
  FollowParamsSchema,
  FollowResultSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { CannotFollowSelfError, FollowedUserNotFoundError } from './social-errors';
import { isUserSeenOnTenant } from './social-target.queries';
import { FOLLOW_DIRECTION, followList, followUser, unfollowUser } from './user-follows.queries';
import type { FollowDirection } from './user-follows.queries';
import type { SocialOptions } from './social-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

const LISTS: readonly { path: string; direction: FollowDirection; summary: string }[] = [
  {
    path: '/v1/followers',
    direction: FOLLOW_DIRECTION.followers,
    summary: 'Who follows you (or `userId`), newest first, 20 per page by default',
  },
  {
    path: '/v1/following',
    direction: FOLLOW_DIRECTION.following,
    summary: 'Whom you (or `userId`) follow, newest first, 20 per page by default',
  },
];

/**
 * `GET /v1/followers` and `GET /v1/following` (limit default 20, offset; users and total) and
 * `POST` and `DELETE /v1/following/{userId}` (isSuccess; 1§7, R-318..R-323). The lists are the
 * signed-in user's unless `userId` names a user seen on this site; follow and unfollow are
 * idempotent, need sign-in (401) and a user seen on this site (404); never yourself (400).
 */
export const followsRoutes: ResourcePlugin<SocialOptions> = async (app, { db }) => {
  for (const { path, direction, summary } of LISTS) {
    app.get(
      path,
      {
        schema: {
          tags: ['user'],
          summary,
          headers: SubdomainHeadersSchema,
          querystring: FollowListQuerySchema,
          response: { 200: FollowListSchema, ...errors },
        },
      },
      async (request) => {
        const { tenant } = tenantOf(request);
        const { limit, offset, userId: asked } = request.query;
        const userId = asked ?? signedInUser(request).userId;
        if (asked !== undefined && !(await isUserSeenOnTenant(db, tenant, asked))) {
          throw new FollowedUserNotFoundError();
        }
        return followList(db, tenant, { direction, userId, limit, offset });
      },
    );
  }

  const write = (summary: string) => ({
    preValidation: requireSignIn,
    schema: {
      tags: ['user'],
      summary,
      headers: SubdomainHeadersSchema,
      params: FollowParamsSchema,
      response: { 200: FollowResultSchema, ...errors },
    },
  });
  app.post('/v1/following/:userId', write('Follow a user'), async (request) => {
    const me = signedInUser(request).userId;
    const { userId } = request.params;
    if (userId.toLowerCase() === me.toLowerCase()) throw new CannotFollowSelfError();
    if (!(await isUserSeenOnTenant(db, tenantOf(request).tenant, userId))) {
      throw new FollowedUserNotFoundError();
    }
    await followUser(db, me, userId);
    return { isSuccess: true };
  });
  app.delete('/v1/following/:userId', write('Stop following a user'), async (request) => {
    const me = signedInUser(request).userId;
    const { userId } = request.params;
    if (userId.toLowerCase() === me.toLowerCase()) throw new CannotFollowSelfError();
    // Unfollowing whoever is not followed (or gone) is already done: idempotent, no 404.
    await unfollowUser(db, me, userId);
    return { isSuccess: true };
  });
};
