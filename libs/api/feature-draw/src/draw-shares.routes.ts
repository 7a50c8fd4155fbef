import { requireSignIn } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  DrawProjectParamsSchema,
  DrawShareBodySchema,
  DrawShareListSchema,
  DrawShareParamsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { assertAllowed, callerOf, DRAW_ACTION, projectIdOf } from './draw-caller';
import { InvalidDrawShareError } from './draw-errors';
import { lockProject } from './draw-projects.queries';
import { deleteShare, isTenantUser, listShares, putShare } from './draw-shares.queries';
import type { DrawOptions } from './draw-options';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const TAGS = ['map-draw'];

/**
 * `GET /v1/map-draw/projects/{id}/shares` and `PUT`, `DELETE .../shares/{userId}`: the owner
 * shares a project with users of the same site, to VIEW or to EDIT. Sharers get a 403, anyone
 * else a 404.
 */
export const drawSharesRoutes: ResourcePlugin<DrawOptions> = async (app, { db }) => {
  app.get(
    '/v1/map-draw/projects/:id/shares',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Who your draw project is shared with',
        headers: SubdomainHeadersSchema,
        params: DrawProjectParamsSchema,
        response: { 200: DrawShareListSchema, ...errors },
      },
    },
    async (request) => {
      const id = projectIdOf(request.params.id);
      return db.transaction(async (tx) => {
        const stored = await lockProject(tx, callerOf(request), id);
        assertAllowed(stored?.access, DRAW_ACTION.manage, request.params.id);
        return { shares: await listShares(tx, id) };
      });
    },
  );

  app.put(
    '/v1/map-draw/projects/:id/shares/:userId',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Share your draw project with a user, to VIEW or to EDIT',
        headers: SubdomainHeadersSchema,
        params: DrawShareParamsSchema,
        body: DrawShareBodySchema,
        response: { 200: DrawShareListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = projectIdOf(request.params.id);
      const { userId } = request.params;
      return db.transaction(async (tx) => {
        const stored = await lockProject(tx, caller, id);
        assertAllowed(stored?.access, DRAW_ACTION.manage, request.params.id);
        if (userId === caller.userId) {
          throw new InvalidDrawShareError('You own this project; share it with someone else.');
        }
        if (!(await isTenantUser(tx, caller.tenantId, userId))) {
          throw new InvalidDrawShareError(`No user ${userId.slice(0, 64)} on this site.`);
        }
        await putShare(tx, id, userId, request.body.access);
        return { shares: await listShares(tx, id) };
      });
    },
  );

  app.delete(
    '/v1/map-draw/projects/:id/shares/:userId',
    {
      preValidation: requireSignIn,
      schema: {
        tags: TAGS,
        summary: 'Stop sharing your draw project with a user',
        headers: SubdomainHeadersSchema,
        params: DrawShareParamsSchema,
        response: { 200: DrawShareListSchema, ...errors },
      },
    },
    async (request) => {
      const id = projectIdOf(request.params.id);
      return db.transaction(async (tx) => {
        const stored = await lockProject(tx, callerOf(request), id);
        assertAllowed(stored?.access, DRAW_ACTION.manage, request.params.id);
        await deleteShare(tx, id, request.params.userId);
        return { shares: await listShares(tx, id) };
      });
    },
  );
};
