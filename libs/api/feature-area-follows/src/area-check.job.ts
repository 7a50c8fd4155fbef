// The area check: a job on the queue (never a request) that looks at every due area follow and
// notifies its follower of new listings and newer scenes inside it. Idempotent: a listing or a
// scene notifies an area once, however often or concurrently the job runs.
import type { Db } from '@unfurl/api-db';
import type { ImageryProvider } from '@unfurl/api-imagery';
import { defineJob } from '@unfurl/api-jobs';
import type { JobHandler } from '@unfurl/api-jobs';
import type { SentinelSatelliteType } from '@unfurl/domain';
import {
  databaseNow,
  dueAreas,
  markChecked,
  notifyNewListings,
  notifyScenes,
} from './area-check.queries';
import type { DueArea, FoundScene } from './area-check.queries';

/** The job that checks the due area follows (payload unused: it takes whatever is due). */
export const CHECK_AREA_FOLLOWS_JOB = defineJob<{ readonly reason?: string }>(
  'check-area-follows',
  { expireInSeconds: 15 * 60, retryLimit: 2, retryDelaySeconds: 30 },
);

/** What the check needs. */
export interface AreaCheckContext {
  readonly db: Db;
  readonly scenes: Pick<ImageryProvider, 'search'>;
  /** An area is due when its last check is older than this; default 0 (every area). */
  readonly dueAfterMs?: number;
  /** How far before the last check a scene still counts as new; default 2 days. */
  readonly sceneLookbackMs?: number;
  readonly log?: { warn(object: object, message: string): void };
}

/** What one check did. */
export interface AreaCheckOutcome {
  readonly areas: number;
  readonly notifications: number;
}

const BATCH = 200;
const SCENES_PER_AREA = 50;
const DAY_MS = 86_400_000;

/** Newer scenes of the area's collections (empty when it watches none). */
async function scenesOf(
  context: AreaCheckContext,
  area: DueArea,
  to: string,
): Promise<FoundScene[]> {
  if (area.collections.length === 0) return [];
  const found = await context.scenes.search({
    bbox: area.bbox,
    from: area.scenesFrom,
    to,
    satellites: area.collections as SentinelSatelliteType[],
    limit: SCENES_PER_AREA,
  });
  return found
    .filter((scene) => scene.item.datetime > area.scenesFrom)
    .map(({ item, satellite }) => ({
      id: item.id,
      collection: satellite,
      datetime: item.datetime,
      bbox: item.bbox,
    }));
}

/**
 * Checks every due area once: new listings of all areas of a batch in one statement, then each
 * area's scenes; an area whose scene search failed stays due (its listings are still notified,
 * once). Marks the checked areas with the check's start, on the database's clock.
 */
export async function checkAreaFollows(context: AreaCheckContext): Promise<AreaCheckOutcome> {
  const { db } = context;
  const started = await databaseNow(db);
  const dueBefore = new Date(Date.parse(started) - (context.dueAfterMs ?? 0)).toISOString();
  const lookbackMs = context.sceneLookbackMs ?? 2 * DAY_MS;
  let areas = 0;
  let notifications = 0;
  for (;;) {
    const due = await dueAreas(db, { dueBefore, lookbackMs, limit: BATCH });
    if (due.length === 0) break;
    notifications += await notifyNewListings(
      db,
      due.map((area) => area.id),
    );
    const checked: number[] = [];
    for (const area of due) {
      try {
        notifications += await notifyScenes(db, area.id, await scenesOf(context, area, started));
        checked.push(area.id);
      } catch (error) {
        context.log?.warn({ err: error, areaFollowId: area.id }, 'area follow scene search failed');
      }
    }
    await markChecked(db, checked, started);
    areas += checked.length;
    // Areas whose search failed stay due: leave them to the next run instead of looping now.
    if (checked.length < due.length || due.length < BATCH) break;
  }
  return { areas, notifications };
}

/** The queue handler of {@link CHECK_AREA_FOLLOWS_JOB}. */
export function checkAreaFollowsHandler(
  context: AreaCheckContext,
): JobHandler<{ readonly reason?: string }> {
  return async () => {
    await checkAreaFollows(context);
  };
}
