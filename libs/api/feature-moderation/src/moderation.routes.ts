import { requirePermission, signedInUser, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { PERMISSION_LEVEL } from '@unfurl/domain';
import {
  ApiErrorSchema,
  MODERATION_ACTION,
  MODERATION_TARGET,
  ModerationActionSchema,
  ModerationQueueQuerySchema,
  ModerationQueueSchema,
  ModerationTargetParamsSchema,
  ResolveReportsBodySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { ReasonRequiredError, TargetIdError } from './moderation-errors';
import { readModerationQueue } from './moderation-queue.queries';
import type { ModerationOptions } from './moderation-options';
import { resolveReports } from './resolve-reports';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The `{id}` of the resolve route: a positive integer. */
function parseTargetId(raw: string): number {
  const text = raw.trim();
  const id = Number(text);
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw new TargetIdError(text);
  }
  return id;
}

/**
 * `GET /v1/moderation/reports` (the queue) and `POST /v1/moderation/reports/{target}/{id}/resolve`
 * (dismiss, hide or delete): tenant admins only (Admin or Owner on the request's site; 401 when
 * anonymous, 403 below Admin, before the body is looked at).
 */
export const moderationRoutes: ResourcePlugin<ModerationOptions> = async (app, { db }) => {
  const adminOnly = requirePermission(PERMISSION_LEVEL.Admin);

  app.get(
    '/v1/moderation/reports',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['moderation'],
        summary: "The site's reported listings and comments, oldest open report first",
        headers: SubdomainHeadersSchema,
        querystring: ModerationQueueQuerySchema,
        response: { 200: ModerationQueueSchema, ...errors },
      },
    },
    async (request) => readModerationQueue(db, tenantOf(request).tenant.id, request.query),
  );

  app.post(
    '/v1/moderation/reports/:target/:id/resolve',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['moderation'],
        summary:
          'Dismiss, hide or delete a reported listing or comment; tells reporters and author',
        headers: SubdomainHeadersSchema,
        params: ModerationTargetParamsSchema,
        body: ResolveReportsBodySchema,
        response: {
          200: ModerationActionSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const id = parseTargetId(request.params.id);
      const { action } = request.body;
      const reason = (request.body.reason ?? '').trim();
      if (action !== MODERATION_ACTION.DISMISS && reason === '')
        throw new ReasonRequiredError(action);
      return resolveReports(db, {
        tenantId: tenantOf(request).tenant.id,
        actorId: user.userId,
        target:
          request.params.target === 'listing'
            ? MODERATION_TARGET.LISTING
            : MODERATION_TARGET.COMMENT,
        id,
        action,
        reason,
      });
    },
  );
};
