import type { JobQueue } from '@unfurl/api-jobs';
import { CHECK_AREA_FOLLOWS_JOB } from './area-check.job';

/** A running schedule; `stop()` ends it. */
export interface AreaCheckSchedule {
  stop(): void;
}

/**
 * Sends the area check every `intervalMs` unless one is queued or running already (every API
 * process schedules; the queue runs each sent check once, on any process).
 */
export function scheduleAreaChecks(
  jobs: JobQueue,
  intervalMs: number,
  log: { warn(object: object, message: string): void },
): AreaCheckSchedule {
  const tick = async () => {
    try {
      const live = await jobs.liveKeys(CHECK_AREA_FOLLOWS_JOB);
      if (live.size === 0) {
        await jobs.send(CHECK_AREA_FOLLOWS_JOB, { reason: 'schedule' }, { key: 'schedule' });
      }
    } catch (error) {
      log.warn({ err: error }, 'could not schedule the area follow check');
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
