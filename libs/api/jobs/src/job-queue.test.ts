import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { defineJob } from './job-definition';
import { startJobQueue } from './job-queue';
import type { JobQueue } from './job-queue';
import type { JobContext } from './job-worker';

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the job queue on PGlite in this process', () => {
  let db: Db;
  let jobs: JobQueue;
  beforeAll(async () => {
    db = await openPgliteDb();
    jobs = await startJobQueue({ db, pollIntervalMs: 100 });
  });
  afterAll(async () => {
    await jobs.stop();
    await db.close();
  });

  it('runs every sent job once, at most `concurrency` at a time, and stop() drains', async () => {
    const job = defineJob<{ n: number }>('count-up', {
      expireInSeconds: 60,
      retryLimit: 0,
      retryDelaySeconds: 0,
    });
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    const worker = await jobs.work(
      job,
      async ({ n }) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen.push(n);
        running--;
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 6; n++) await jobs.send(job, { n }, { key: String(n) });
    await until(() => seen.length >= 5);
    await worker.stop();
    // stop() waited for the running ones and recorded them.
    expect(worker.running).toBe(0);
    const live = await jobs.liveKeys(job);
    const done = seen.length;
    expect(done + live.size).toBe(6);
    expect(new Set(seen).size).toBe(done);
    expect(most).toBe(2);
    const active = await db.query(`SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'active'`, [
      job.name,
    ]);
    expect(active).toEqual([]);
  });

  it('retries a failed job with the attempt number, and says which run is the last', async () => {
    const job = defineJob<{ id: string }>('flaky', {
      expireInSeconds: 60,
      retryLimit: 1,
      retryDelaySeconds: 0,
    });
    const contexts: JobContext[] = [];
    const worker = await jobs.work(
      job,
      async (_data, context) => {
        contexts.push(context);
        throw new Error('always breaks');
      },
      { concurrency: 1 },
    );
    await jobs.send(job, { id: 'a' }, { key: 'a' });
    await until(async () => contexts.length === 2 && (await jobs.liveKeys(job)).size === 0);
    await worker.stop();
    expect(contexts.map(({ attempt, lastAttempt }) => ({ attempt, lastAttempt }))).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: true },
    ]);
  });

  it('sends inside a transaction: a rollback leaves no job', async () => {
    const job = defineJob<{ id: number }>('in-transaction', {
      expireInSeconds: 60,
      retryLimit: 0,
      retryDelaySeconds: 0,
    });
    await expect(jobs.send(job, { id: 1 }, { tx: db })).rejects.toThrow(/Declare/);
    await jobs.declare(job);
    await db
      .transaction(async (tx) => {
        await jobs.send(job, { id: 1 }, { key: '1', tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await jobs.send(job, { id: 2 }, { key: '2', tx });
    });
    expect([...(await jobs.liveKeys(job))]).toEqual(['2']);
  });
});
