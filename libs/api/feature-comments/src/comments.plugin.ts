import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { CommentSchema } from '@unfurl/validators';
import { commentActionsRoutes } from './comment-actions.routes';
import { commentsGeojsonRoutes } from './comments-geojson.routes';
import { commentsReadRoutes } from './comments-read.routes';
import { commentsWriteRoutes } from './comments-write.routes';
import type { CommentsOptions } from './comments-options';

/** The `/v1` routes: tenant from the `Subdomain` header, the requester from the bearer token. */
const V1_ROUTES = [
  commentsReadRoutes,
  commentsGeojsonRoutes,
  commentsWriteRoutes,
  commentActionsRoutes,
] as const;

/**
 * The comments resource (1§3, 1§4, 1§7): a listing's comment thread, one comment, comment and
 * reply, edit, delete with its replies, report and vote.
 */
export const commentsPlugin: ResourcePlugin<CommentsOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    // The routes answer `{ $ref: 'Comment' }`: one recursive shape, named once in OpenAPI.
    v1.addSchema(CommentSchema);
    for (const routes of V1_ROUTES) await v1.register(routes, options);
  });
};
