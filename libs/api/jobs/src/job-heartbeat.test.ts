// Heartbeats: a job whose process died (kill -9) is failed by a sweep once its heartbeat is stale
// and retried at once by another process, long before its 30-minute expiry; a live job slower
// than the stale threshold is never taken twice; a job out of retries ends failed. Short test
// timings: heartbeat 200 ms, sweep 100-200 ms, stale after 1.5 s (the defaults are 10/15/45 s).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPgliteDb, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL, runsPostgresTests } from '@unfurl/api-db/testing';
import { HEARTBEAT_TEST_JOB } from './job-crash.fixture';
import { killNine, startChild } from './job-crash.spawn';
import type { Child } from './job-crash.spawn';
import { defineJob } from './job-definition';
import { startJobQueue } from './job-queue';
import { HEARTBEAT_TABLE } from './job-schema';

const STALE_MS = 1500;
const TIMING = { JOB_CHILD_JOB: 'heartbeat', JOB_CHILD_TIMING: `200,200,${STALE_MS}` };
const postgres = await runsPostgresTests('the job heartbeat test');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    pause(ms).then(() => {
      throw new Error(`${what} took more than ${ms} ms`);
    }),
  ]);

/** A fresh database: a PGlite data directory or a PostgreSQL database, removed by `drop`. */
async function freshDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'unfurl-jobs-heartbeat-'));
    return {
      where: `pglite:${dir}`,
      open: () => openPgliteDb({ dataDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `unfurl_jobs_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    where: `postgres:${url}`,
    open: () => openPostgresDb(url.toString(), { max: 2 }),
    drop: async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Side effects per phase, the job's state and the heartbeat rows left. */
async function outcome(db: Db) {
  const rows = await db.query<{ phase: string; n: number; pids: number[] }>(
    `SELECT phase, count(*)::int AS n, array_agg(DISTINCT pid ORDER BY pid) AS pids
     FROM job_effects GROUP BY phase ORDER BY phase`,
  );
  const states = await db.query<{ state: string; retries: number }>(
    `SELECT state::text AS state, retry_count AS retries FROM pgboss.job WHERE name = $1`,
    [HEARTBEAT_TEST_JOB.name],
  );
  const beats = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${HEARTBEAT_TABLE}`);
  return { rows, states, heartbeats: beats[0]?.n };
}

/**
 * A sends k1 and is killed; B takes k1 and is killed while running it; C completes it. With
 * `overlap` (PostgreSQL), C runs beside a live B for twice the stale threshold first and must
 * not take k1. Returns the milliseconds from B's kill to C's completion.
 */
async function killedAndTakenBack(where: string, overlap: boolean) {
  const sender = startChild(where, 'send', ['k1'], TIMING);
  await sender.said('sent k1');
  await killNine(sender);
  const hanging = startChild(where, 'hang', [], TIMING);
  await hanging.said('started k1');
  let worker: Child | undefined;
  if (overlap) {
    worker = startChild(where, 'work', ['k1'], TIMING);
    await worker.said('ready');
    await pause(2 * STALE_MS);
    expect(worker.output()).not.toContain('done k1');
  }
  const killedAt = Date.now();
  await killNine(hanging);
  worker ??= startChild(where, 'work', ['k1'], TIMING);
  await within(worker.said('done k1 attempt 2'), 30_000, 'taking back the killed job');
  const tookMs = Date.now() - killedAt;
  expect(await worker.exited(), worker.output()).toBe(0);
  return { tookMs, pids: [hanging.process.pid, worker.process.pid], worker: worker.process.pid };
}

describe.each([
  { engine: 'pglite' as const, overlap: false, runs: true },
  { engine: 'postgres' as const, overlap: true, runs: postgres },
])('heartbeats on $engine', ({ engine, overlap, runs }) => {
  it.skipIf(!runs)(
    'a job killed -9 while running is retried seconds after its heartbeat stops, not after its 30-minute expiry',
    async () => {
      const database = await freshDatabase(engine);
      try {
        const taken = await killedAndTakenBack(database.where, overlap);
        console.log(
          `${engine}: killed job completed by another process ${taken.tookMs} ms after the kill`,
        );
        expect(taken.tookMs).toBeLessThan(15_000);
        const db = await database.open();
        try {
          expect(await outcome(db)).toEqual({
            rows: [
              { phase: 'done', n: 1, pids: [taken.worker] },
              { phase: 'start', n: 2, pids: [...taken.pids].sort((a, b) => (a ?? 0) - (b ?? 0)) },
            ],
            states: [{ state: 'completed', retries: 1 }],
            heartbeats: 0,
          });
        } finally {
          await db.close();
        }
      } finally {
        await database.drop();
      }
    },
    120_000,
  );

  it.skipIf(!runs)(
    'two sweeping queues: a dead run is retried once and runs once (slower than the stale threshold); out of retries it ends failed',
    async () => {
      const database = await freshDatabase(engine);
      const db = await database.open();
      // PGlite: both queues on one database handle; PostgreSQL: a pool each.
      const other = engine === 'pglite' ? db : await database.open();
      const settings = { pollIntervalMs: 50, heartbeatIntervalMs: 200, sweepIntervalMs: 100 };
      const queues = [
        await startJobQueue({ db, ...settings, staleAfterMs: 1000 }),
        await startJobQueue({ db: other, ...settings, staleAfterMs: 1000 }),
      ];
      try {
        const retried = defineJob<{ n: number }>('dead-retried', {
          expireInSeconds: 1800,
          retryLimit: 1,
          retryDelaySeconds: 0,
        });
        const last = defineJob<{ n: number }>('dead-last', {
          expireInSeconds: 1800,
          retryLimit: 0,
          retryDelaySeconds: 0,
        });
        const ids = [
          await queues[0]!.send(retried, { n: 1 }),
          await queues[0]!.send(last, { n: 2 }),
        ];
        // As a process killed a minute after taking them leaves them: active, no heartbeat.
        await db.query(
          `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute'
           WHERE id = ANY($1::uuid[])`,
          [ids],
        );
        const runs: { queue: number; attempt: number }[] = [];
        let done = false;
        for (const [queue, jobs] of queues.entries()) {
          await jobs.work(
            retried,
            async (_data, { attempt }) => {
              runs.push({ queue, attempt });
              await pause(2500);
              done = true;
            },
            { concurrency: 1 },
          );
        }
        await within(
          (async () => {
            while (!done) await pause(50);
          })(),
          20_000,
          'retrying the dead run',
        );
        await pause(300);
        expect(runs).toHaveLength(1);
        expect(runs[0]?.attempt).toBe(2);
        const states = await db.query<{ name: string; state: string; message: string }>(
          `SELECT name, state::text AS state, output->>'message' AS message FROM pgboss.job
           WHERE id = ANY($1::uuid[]) ORDER BY name`,
          [ids],
        );
        expect(states.map(({ name, state }) => ({ name, state }))).toEqual([
          { name: 'dead-last', state: 'failed' },
          { name: 'dead-retried', state: 'completed' },
        ]);
        expect(states[0]?.message).toMatch(/no heartbeat for \d+ ms/);
        expect(await db.query(`SELECT * FROM ${HEARTBEAT_TABLE}`)).toEqual([]);
      } finally {
        await Promise.all(queues.map((jobs) => jobs.stop()));
        if (other !== db) await other.close();
        await db.close();
        await database.drop();
      }
    },
    60_000,
  );
});
