import type { Db } from '@unfurl/api-db';
import type { ImageryProvider } from '@unfurl/api-imagery';
import type { JobQueue } from '@unfurl/api-jobs';

/** Options of `areaFollowsPlugin`: plain values the app passes. */
export type AreaFollowsOptions = {
  readonly db: Db;
  /** The app's job queue: the check runs on it, never on a request. */
  readonly jobs: JobQueue;
  /** Where newer scenes are searched (the imagery service's provider). */
  readonly scenes: Pick<ImageryProvider, 'search'>;
  /** Milliseconds between two checks of every area; default 5 minutes, 0: never scheduled. */
  readonly checkIntervalMs?: number;
  /** Checks this process runs at once; default 1, 0: this process only schedules them. */
  readonly workers?: number;
};
