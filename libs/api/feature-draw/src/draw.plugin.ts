import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { drawImageRoutes } from './draw-image.routes';
import { drawListsRoutes } from './draw-lists.routes';
import { drawProjectsRoutes } from './draw-projects.routes';
import { drawSharesRoutes } from './draw-shares.routes';
import type { DrawOptions } from './draw-options';

/**
 * The draw projects resource (spec 1 §7, issue #15): Stoaries under `/v1/map-draw/projects`
 * (checked, versioned, shared, searched) and draw image uploads under `/v1/map-draw/image`.
 */
export const drawPlugin: ResourcePlugin<DrawOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(drawProjectsRoutes, options);
    await v1.register(drawListsRoutes, options);
    await v1.register(drawSharesRoutes, options);
    await v1.register(drawImageRoutes, options);
  });
};
