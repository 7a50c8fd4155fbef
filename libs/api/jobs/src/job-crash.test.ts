// kill -9 while a job waits and while it runs: the job is in the database, another process takes
// it after its expiry and it completes exactly once. On PGlite in the process (one process at a
// time opens its data directory) and on the machine's PostgreSQL (the next process is already
// running when the first is killed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPgliteDb, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL, runsPostgresTests } from '@unfurl/api-db/testing';
import { CRASH_TEST_JOB } from './job-crash.fixture';
import { killNine, startChild } from './job-crash.spawn';
import type { Child } from './job-crash.spawn';

/** Counts of each side effect per key and phase, and the pids that wrote them. */
async function effects(db: Db) {
  const rows = await db.query<{ key: string; phase: string; n: number; pids: number[] }>(
    `SELECT key, phase, count(*)::int AS n, array_agg(DISTINCT pid) AS pids
     FROM job_effects GROUP BY key, phase ORDER BY key, phase`,
  );
  const states = await db.query<{ key: string; state: string; retries: number }>(
    `SELECT singleton_key AS key, state::text AS state, retry_count AS retries FROM pgboss.job
     WHERE name = $1 UNION ALL
     SELECT singleton_key, state::text, retry_count FROM pgboss.archive WHERE name = $1
     ORDER BY key`,
    [CRASH_TEST_JOB.name],
  );
  return { rows, states };
}

/**
 * A sends k1 and k2 and is killed; B takes k1 and is killed while running it; C takes k2 at once
 * and k1 once it expired. `overlap`: C is already running when B is killed.
 */
async function crashAndTakeOver(db: string, overlap: boolean) {
  const sender = startChild(db, 'send', ['k1', 'k2']);
  await sender.said('sent k2');
  await killNine(sender);
  const hanging = startChild(db, 'hang', []);
  await hanging.said('started k1');
  let worker: Child;
  if (overlap) {
    worker = startChild(db, 'work', ['k1', 'k2']);
    await worker.said('done k2 attempt 1');
    await killNine(hanging);
  } else {
    await killNine(hanging);
    worker = startChild(db, 'work', ['k1', 'k2']);
  }
  expect(await worker.exited(), worker.output()).toBe(0);
  return { hangingPid: hanging.process.pid, workerPid: worker.process.pid, log: worker.output() };
}

function expectExactlyOnce(
  result: Awaited<ReturnType<typeof effects>>,
  pids: { hangingPid: number | undefined; workerPid: number | undefined },
): void {
  expect(result.rows).toEqual([
    { key: 'k1', phase: 'done', n: 1, pids: [pids.workerPid] },
    { key: 'k1', phase: 'start', n: 2, pids: [pids.hangingPid, pids.workerPid].sort() },
    { key: 'k2', phase: 'done', n: 1, pids: [pids.workerPid] },
    { key: 'k2', phase: 'start', n: 1, pids: [pids.workerPid] },
  ]);
  expect(result.states).toEqual([
    { key: 'k1', state: 'completed', retries: 1 },
    { key: 'k2', state: 'completed', retries: 0 },
  ]);
}

const postgres = await runsPostgresTests('the job crash test');

describe('a job survives kill -9 and runs once', () => {
  it('on PGlite in the process (the next process opens the same data directory)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unfurl-jobs-crash-'));
    try {
      const taken = await crashAndTakeOver(`pglite:${dir}`, false);
      expect(taken.log).toContain('done k1 attempt 2');
      const db = await openPgliteDb({ dataDir: dir });
      try {
        expectExactlyOnce(await effects(db), taken);
      } finally {
        await db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!postgres)(
    'on PostgreSQL (a second process is running when the first is killed)',
    async () => {
      const name = `unfurl_jobs_${randomBytes(6).toString('hex')}`;
      const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
      await admin.exec(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      try {
        const taken = await crashAndTakeOver(`postgres:${url}`, true);
        expect(taken.log).toContain('done k1 attempt 2');
        const db = await openPostgresDb(url.toString(), { max: 1 });
        try {
          expectExactlyOnce(await effects(db), taken);
        } finally {
          await db.close();
        }
      } finally {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      }
    },
    120_000,
  );
});
