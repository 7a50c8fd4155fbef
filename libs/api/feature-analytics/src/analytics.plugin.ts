import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { AnalyticsOptions } from './analytics-options';
import { PRUNE_INTERVAL_MS, pruneDailyMarks } from './analytics-prune';
import { analyticsRoutes } from './analytics.routes';

/**
 * The analytics resource (2§7): imagery, listing and generic events, points per event (ADR 0014)
 * and listing views toward popularity. `GET /v1/user/points` is the accounts resource's.
 */
export const analyticsPlugin: ResourcePlugin<AnalyticsOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  // Old days' marks go hourly; a failure is logged and tried again the next hour.
  const prune = setInterval(() => {
    pruneDailyMarks(options.db, new Date(now())).catch((error: unknown) =>
      app.log.warn({ err: error }, 'analytics marks not pruned'),
    );
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(analyticsRoutes, options);
  });
};
