// `npm run bench:soak`: the two-process setup of the scale test (HAProxy, two API processes, one
// PostgreSQL, s3rver) under SOAK_CLIENTS (200) closed-loop clients for SOAK_SECONDS (60) of mixed
// traffic, in three cases run one after the other on the same cluster: the anchor (no
// disruption), process b killed with SIGKILL and restarted, and b stopped with SIGTERM (drained)
// and restarted. Prints p50/p95/p99 and answers per kind side by side, acknowledged uploads
// counted in the database afterwards, and the RSS of every process; exits 1 when a case breaks
// the rules (a 5xx other than 503, a request left unanswered, a lost acknowledged upload).
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../api-process';
import { startCluster } from '../cluster';
import type { Cluster } from '../cluster';
import { api, put, signIn, waitFor } from '../scale-client';
import { sampleMemory } from './memory';
import { createRecorder } from './recorder';
import { printReport } from './report';
import type { CaseResult } from './report';
import { runClients } from './traffic';
import type { Workload } from './traffic';

const CLIENTS = Number(process.env['SOAK_CLIENTS'] ?? 200);
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? 60);
const CASES = (process.env['SOAK_CASES'] ?? 'anchor,kill,term').split(',').map((c) => c.trim());
/** When b is stopped (a third of the run) and how long it stays down before its restart. */
const STOP_AT_MS = (SECONDS * 1000) / 3;
const DOWN_MS = 5_000;
const WARM_UP_SECONDS = Math.min(15, Math.ceil(SECONDS / 4));
const DEMO_PASSWORD = 'unfurl-demo';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A processed COG listing's tile at zoom 10 over its centre, and the uploader's token. */
async function prepare(cluster: Cluster): Promise<Workload> {
  const url = cluster.lb.url;
  const token = (await signIn(url, 'ada@unfurl.example', DEMO_PASSWORD)).IdToken;
  const tif = new Uint8Array(
    await readFile(
      join(ROOT, 'libs/api/listing-processing/test-fixtures/landsat8-001062-sr-b4.tif'),
    ),
  );
  const started = await api<{ listingId: number; uploads: { url: string }[] }>(
    url,
    '/v1/listings/upload',
    {
      method: 'POST',
      token,
      body: { filename: 'tiles.tif', metadata: { title: 'Soak tiles' } },
    },
  );
  if (started.status !== 201)
    throw new Error(`upload start: ${started.status} ${JSON.stringify(started.body)}`);
  const { listingId } = started.body;
  const sent = await put(url, started.body.uploads[0]!.url, tif);
  if (sent.status !== 201)
    throw new Error(`upload PUT: ${sent.status} ${JSON.stringify(sent.body)}`);
  await waitFor(
    `listing ${listingId} processed`,
    async () => {
      const answer = await api<{ status: string }>(url, `/v1/listings/${listingId}/status`, {
        token,
      });
      return answer.body.status === 'ready' ? true : undefined;
    },
    120_000,
  );
  const [centre] = await cluster.database.db.query<{ lon: number; lat: number }>(
    'SELECT ST_X(ST_Centroid(geom)) AS lon, ST_Y(ST_Centroid(geom)) AS lat FROM listings WHERE id = $1',
    [listingId],
  );
  const z = 10;
  const n = 2 ** z;
  const lat = (centre!.lat * Math.PI) / 180;
  const x = Math.floor(((centre!.lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  const small = await readFile(
    join(ROOT, 'libs/api/listing-processing/test-fixtures/s2-29rkh-pvi.tif'),
  );
  return {
    url,
    uploaderToken: token,
    signInEmails: [
      'ada@unfurl.example',
      'gerardus@unfurl.example',
      'marie@unfurl.example',
      'alex@unfurl.example',
    ],
    password: DEMO_PASSWORD,
    tilePath: `/listing-tiles/${listingId}/${z}/${x}/${y}.png`,
    smallTif: new Uint8Array(small),
  };
}

/** Stops b a third of the way in (SIGKILL or SIGTERM), restarts it after DOWN_MS; notes when. */
async function disrupt(
  cluster: Cluster,
  mode: string,
  events: string[],
  t0: number,
): Promise<void> {
  if (mode === 'anchor') return;
  await sleep(STOP_AT_MS);
  const at = () => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  if (mode === 'kill') {
    await cluster.b.kill();
    events.push(`${at()}: b killed (SIGKILL)`);
  } else {
    const started = performance.now();
    const code = await cluster.b.stop(30_000);
    events.push(
      `${at()}: b stopped by SIGTERM, drained in ${Math.round(performance.now() - started)} ms (exit ${code})`,
    );
  }
  await sleep(DOWN_MS);
  const restarting = performance.now();
  await cluster.b.start();
  events.push(
    `${at()}: b restarted, answering after ${Math.round(performance.now() - restarting)} ms`,
  );
}

/** Waits (up to 3 min) for the acknowledged uploads to be processed; counts them by status. */
async function countAcknowledged(
  cluster: Cluster,
  acked: readonly number[],
): Promise<Record<string, number>> {
  const count = async () => {
    const rows = await cluster.database.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM listings WHERE id = ANY($1::int[]) GROUP BY status',
      [acked],
    );
    const found = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    const inDb = rows.reduce((sum, row) => sum + row.n, 0);
    return { ...found, missing: acked.length - inDb } as Record<string, number>;
  };
  const deadline = Date.now() + 180_000;
  let counted = await count();
  while ((counted['processing'] ?? 0) > 0 && Date.now() < deadline) {
    await sleep(1000);
    counted = await count();
  }
  if ((counted['processing'] ?? 0) === 0) return counted;
  // Still processing: is its job alive in the queue (a job of a killed process is taken again
  // after its expiry), or gone (lost)?
  const jobs = await cluster.database.db.query<{ state: string; n: number }>(
    `SELECT j.state, count(*)::int AS n FROM pgboss.job j JOIN listings l
       ON l.id = (j.data->>'listingId')::int AND l.status = 'processing'
     WHERE j.name = 'process-listing' AND l.id = ANY($1::int[]) AND j.state IN ('created', 'retry', 'active')
     GROUP BY j.state`,
    [acked],
  );
  for (const job of jobs) counted[`processing, job ${job.state}`] = job.n;
  return counted;
}

async function runCase(
  cluster: Cluster,
  work: Workload,
  mode: string,
  seed: number,
): Promise<CaseResult> {
  await cluster.lb.waitFor('UP', ['a', 'b']);
  const recorder = createRecorder();
  const acked: number[] = [];
  const events: string[] = [];
  const memory = sampleMemory(
    () => ({
      'api a': cluster.a.pid(),
      'api b': cluster.b.pid(),
      haproxy: cluster.lb.pid,
      s3rver: cluster.s3.pid,
      'soak clients': process.pid,
    }),
    cluster.database.db,
    cluster.database.name,
  );
  const t0 = performance.now();
  console.log(`case ${mode}: ${CLIENTS} clients for ${SECONDS} s …`);
  await Promise.all([
    runClients({ clients: CLIENTS, seconds: SECONDS, work, recorder, acked, seed }),
    disrupt(cluster, mode, events, t0),
  ]);
  const seconds = (performance.now() - t0) / 1000;
  const rss = memory.stop();
  const uploads = await countAcknowledged(cluster, acked);
  return { mode, seconds, recorder, acknowledged: acked.length, uploads, events, rss };
}

const cluster = await startCluster({ env: { TRUST_PROXY: 'loopback' } });
let ok = false;
try {
  const work = await prepare(cluster);
  // Warm-up (not counted): compiled routes, connection pools, COG headers, render workers.
  console.log(`warm-up: ${CLIENTS} clients for ${WARM_UP_SECONDS} s …`);
  await runClients({
    clients: CLIENTS,
    seconds: WARM_UP_SECONDS,
    work,
    recorder: createRecorder(),
    acked: [],
    seed: 0,
  });
  const results: CaseResult[] = [];
  for (const [index, mode] of CASES.entries()) {
    results.push(await runCase(cluster, work, mode, index + 1));
  }
  ok = printReport(results, { clients: CLIENTS, seconds: SECONDS });
  const logFile = join(tmpdir(), `unfurl-soak-${Date.now()}.log`);
  await writeFile(logFile, cluster.logs());
  console.log(`\nLogs of a and b: ${logFile}`);
} catch (error) {
  console.error(error);
  console.error(cluster.logs().slice(-4000));
} finally {
  await cluster.stop();
}
process.exit(ok ? 0 : 1);
