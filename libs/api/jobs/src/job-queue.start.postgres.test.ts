// API processes starting together on one empty PostgreSQL each migrate it, then start the job
// queue: the first to install pg-boss's schema wins, the others must start on it, never fail (a
// unique violation of `CREATE SCHEMA IF NOT EXISTS` raced by another process stopped one).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL, runsPostgresTests } from '@unfurl/api-db/testing';
import { defineJob } from './job-definition';
import { startJobQueue } from './job-queue';
import type { JobQueue } from './job-queue';

const reachable = await runsPostgresTests('the concurrent job-queue start test');
const FIRST = defineJob<{ n: number }>('race-first', {
  expireInSeconds: 60,
  retryLimit: 0,
  retryDelaySeconds: 0,
});
const SECOND = defineJob<{ n: number }>('race-second', {
  expireInSeconds: 60,
  retryLimit: 0,
  retryDelaySeconds: 0,
});

/** `count` pools (as many processes) on a fresh empty database; `drop()` removes it. */
async function freshDatabase(count: number): Promise<{ dbs: Db[]; drop(): Promise<void> }> {
  const name = `unfurl_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const dbs: Db[] = [];
  for (let i = 0; i < count; i++) dbs.push(await openPostgresDb(url.toString()));
  return {
    dbs,
    async drop() {
      for (const db of dbs) await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

describe.skipIf(!reachable)('startJobQueue on a shared PostgreSQL', () => {
  it('two processes migrating, starting the queue and declaring its jobs at once on an empty database both start', async () => {
    const failures: string[] = [];
    for (let round = 0; round < 4; round++) {
      const { dbs, drop } = await freshDatabase(2);
      // As `openDatabase` then `buildApp` do in each process.
      const started = await Promise.allSettled(
        dbs.map(async (db) => {
          await migrate(db);
          const queue = await startJobQueue({ db, maintenanceIntervalSeconds: 3600 });
          // Each process declares its queues and starts its workers at once, as the app does.
          await Promise.all([queue.declare(FIRST), queue.declare(SECOND)]);
          return queue;
        }),
      );
      for (const result of started) {
        if (result.status === 'rejected') failures.push(String(result.reason));
      }
      const queues = started.flatMap((r) =>
        r.status === 'fulfilled' ? [r.value as JobQueue] : [],
      );
      for (const queue of queues) await queue.stop();
      await drop();
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
