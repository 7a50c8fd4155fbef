// A child process of job-crash.test.ts (never used by product code): sends or works test jobs on
// the database the test names, so the test can kill it with SIGKILL at a known moment.
//   JOB_CHILD_DB     pglite:<data dir> | postgres:<url>
//   JOB_CHILD_ROLE   send (sends JOB_CHILD_KEYS, then waits) | hang (takes one job, never ends it)
//                    | work (runs jobs until every key of JOB_CHILD_KEYS is done, then exits)
//   JOB_CHILD_JOB    crash (CRASH_TEST_JOB, the default) | heartbeat (HEARTBEAT_TEST_JOB)
//   JOB_CHILD_TIMING heartbeatIntervalMs,sweepIntervalMs,staleAfterMs (default: the queue's own)
import { openPgliteDb, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { CRASH_TEST_JOB, HEARTBEAT_TEST_JOB } from './job-crash.fixture';
import { startJobQueue } from './job-queue';

const [engine, ...rest] = (process.env['JOB_CHILD_DB'] ?? '').split(':');
const where = rest.join(':');
const role = process.env['JOB_CHILD_ROLE'];
const keys = (process.env['JOB_CHILD_KEYS'] ?? '').split(',').filter(Boolean);
const job = process.env['JOB_CHILD_JOB'] === 'heartbeat' ? HEARTBEAT_TEST_JOB : CRASH_TEST_JOB;
const [heartbeatIntervalMs, sweepIntervalMs, staleAfterMs] = (process.env['JOB_CHILD_TIMING'] ?? '')
  .split(',')
  .filter(Boolean)
  .map(Number);
const say = (line: string): void => void process.stdout.write(`${line}\n`);

const db: Db =
  engine === 'pglite' ? await openPgliteDb({ dataDir: where }) : await openPostgresDb(where);
await db.exec(`CREATE TABLE IF NOT EXISTS job_effects (key text, phase text, pid int)`);
const jobs = await startJobQueue({
  db,
  pollIntervalMs: 100,
  maintenanceIntervalSeconds: 1,
  ...(heartbeatIntervalMs === undefined ? {} : { heartbeatIntervalMs }),
  ...(sweepIntervalMs === undefined ? {} : { sweepIntervalMs }),
  ...(staleAfterMs === undefined ? {} : { staleAfterMs }),
});
const effect = (key: string, phase: string) =>
  db.query('INSERT INTO job_effects VALUES ($1, $2, $3)', [key, phase, process.pid]);
say('ready');

if (role === 'send') {
  for (const key of keys) {
    await jobs.send(job, { key }, { key });
    say(`sent ${key}`);
  }
  await new Promise(() => undefined);
} else if (role === 'hang') {
  await jobs.work(
    job,
    async ({ key }) => {
      await effect(key, 'start');
      say(`started ${key}`);
      await new Promise(() => undefined);
    },
    { concurrency: 1 },
  );
} else {
  const done = new Set<string>();
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  await jobs.work(
    job,
    async ({ key }, { attempt }) => {
      await effect(key, 'start');
      await effect(key, 'done');
      say(`done ${key} attempt ${attempt}`);
      done.add(key);
      if (keys.every((k) => done.has(k))) finish();
    },
    { concurrency: 2 },
  );
  await finished;
  await jobs.stop();
  await db.close();
  say('finished');
  process.exit(0);
}
