import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { moderationRoutes } from './moderation.routes';
import type { ModerationOptions } from './moderation-options';

/**
 * The moderation resource (issue #14): the queue of reported listings and comments that tenant
 * admins dismiss, hide or delete, telling the reporters and the author why.
 */
export const moderationPlugin: ResourcePlugin<ModerationOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(moderationRoutes, options);
  });
};
