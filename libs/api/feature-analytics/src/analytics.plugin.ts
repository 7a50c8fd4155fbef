import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { AnalyticsOptions } from './analytics-options';
import { analyticsRoutes } from './analytics.routes';

/**
 * The analytics resource (2§7): imagery, listing and generic events, points per event (ADR 0014)
 * and listing views toward popularity. `GET /v1/user/points` is the accounts resource's.
 */
export const analyticsPlugin: ResourcePlugin<AnalyticsOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(analyticsRoutes, options);
  });
};
