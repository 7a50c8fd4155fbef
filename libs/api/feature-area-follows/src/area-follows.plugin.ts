import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { JobWorker } from '@unfurl/api-jobs';
import { CHECK_AREA_FOLLOWS_JOB, checkAreaFollowsHandler } from './area-check.job';
import { scheduleAreaChecks } from './area-check.schedule';
import type { AreaCheckSchedule } from './area-check.schedule';
import { areaFollowsRoutes } from './area-follows.routes';
import type { AreaFollowsOptions } from './area-follows-options';

/** Default time between two checks of every area: 5 minutes. */
export const AREA_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * The area follows resource (issue #14, beyond the spec): a user's areas of interest under
 * `/v1/area-follows`, and the job that notifies them of new listings and newer scenes inside
 * them, scheduled every `checkIntervalMs` and run by `workers` of this process.
 */
export const areaFollowsPlugin: ResourcePlugin<AreaFollowsOptions> = async (app, options) => {
  const { db, jobs, scenes } = options;
  const intervalMs = options.checkIntervalMs ?? AREA_CHECK_INTERVAL_MS;
  const workers = options.workers ?? 1;
  let worker: JobWorker | undefined;
  let schedule: AreaCheckSchedule | undefined;
  app.addHook('onReady', async () => {
    await jobs.declare(CHECK_AREA_FOLLOWS_JOB);
    if (workers > 0) {
      // An area is due a little before the interval ends, so a late tick never skips it.
      const handler = checkAreaFollowsHandler({
        db,
        scenes,
        dueAfterMs: intervalMs / 2,
        log: app.log,
      });
      worker = await jobs.work(CHECK_AREA_FOLLOWS_JOB, handler, { concurrency: workers });
    }
    if (intervalMs > 0) schedule = scheduleAreaChecks(jobs, intervalMs, app.log);
  });
  app.addHook('onClose', async () => {
    schedule?.stop();
    await worker?.stop();
  });
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(areaFollowsRoutes, options);
  });
};
