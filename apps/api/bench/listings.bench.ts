// `npm run bench:listings`: p50/p95 of GET /v1/listings on the real server (the process `npm start`
// runs: `tsx apps/api/src/main.ts`, the embedded database in its own process, EMBEDDED_DB=process,
// logging at its default level, info: one line per request, written to a file)
// over HTTP (one kept-alive connection with node:http; fetch's own cost, 0.3-0.5 ms a call here,
// is the client's, not the API's), against the very same statements (`searchListings`) sent by
// the bench straight to the same database over one connection: to the PGlite process's private
// Unix socket, or to PostgreSQL. The two sides are
// interleaved call by call (API, SQL, SQL, API, ...), never timed in blocks. Every shape counts in
// the verdict (API p95 < 50 ms; API p95 within 1.3x of the SQL's), at every size. Prints the
// resident size of the database (the PGlite process; the PostgreSQL backends of the bench's
// database) and of the API process after each size.
// Env: BENCH_SIZES (default 10000,100000,1000000), BENCH_RUNS (default 200), BENCH_WARMUP (5),
// BENCH_DATA_DIR (parent of the PGlite folders bench-<size>, default .data), DATABASE_URL (bench
// a real PostgreSQL: databases unfurl_bench_<size> are made next to the one it names).
// A size is seeded once (apps/api/bench/listings-seed.ts) and reused while it holds enough rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMainTenant, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { readConfig } from '../src/config';
import { startBenchServer } from './bench-server';
import { benchDatabase, ensureSeeded } from './listings-seed';
import { LISTING_SHAPES, shapeQuery, shapeSearch } from './listings-shapes';
import {
  connectToEmbedded,
  directSearch,
  embeddedDatabasePid,
  getListings,
  interleaved,
  listingsUrl,
  postgresBackendsMb,
  residentMb,
} from './listings-measure';

const SIZES = (process.env['BENCH_SIZES'] ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 200);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 5);
const TARGET_P95_MS = 50;
const TARGET_RATIO = 1.3;
const log = (message: string): void => console.log(`[bench] ${message}`);
const baseUrl = readConfig().databaseUrl;
const one = (n: number): number => +n.toFixed(1);
log(`database: ${baseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in its own process'}`);
log(`sizes ${SIZES.join(', ')}; ${RUNS} interleaved runs per side and shape`);

const rows: Record<string, string | number>[] = [];
const memory: Record<string, string | number>[] = [];
for (const size of SIZES) {
  const target = benchDatabase(size, baseUrl);
  const count = await ensureSeeded(target, (m) => log(`[${size}] ${m}`), baseUrl);
  const storageDir = mkdtempSync(join(tmpdir(), 'unfurl-bench-listings-'));
  const server = await startBenchServer({
    dataDir: target.dataDir,
    storageDir,
    databaseUrl: target.databaseUrl,
    logLevel: null,
  });
  const databasePid = target.databaseUrl ? undefined : embeddedDatabasePid(server.serverPid);
  let direct: Db | undefined;
  try {
    if (!target.databaseUrl && databasePid === undefined)
      throw new Error('no embedded database process under the server');
    direct = target.databaseUrl
      ? await openPostgresDb(target.databaseUrl, { max: 1 })
      : await connectToEmbedded(databasePid ?? 0);
    const main = await findMainTenant(direct);
    if (!main) throw new Error('no main tenant');
    const scope = { tenantId: main.id, includePrivate: false };
    for (const shape of LISTING_SHAPES) {
      const target = listingsUrl(server.url, shapeQuery(shape));
      const search = shapeSearch(shape);
      let answer = { total: 0, totalIsEstimate: false };
      const times = await interleaved(
        RUNS,
        WARMUP,
        async () => (answer = await getListings(target)),
        directSearch(direct, scope, search),
      );
      rows.push({
        size: count,
        shape: shape.name,
        total: `${answer.totalIsEstimate ? '~' : ''}${answer.total}`,
        'SQL p50': one(times.sql.p50),
        'SQL p95': one(times.sql.p95),
        'API p50': one(times.api.p50),
        'API p95': one(times.api.p95),
        'ratio p95': +(times.api.p95 / times.sql.p95).toFixed(2),
      });
      log(
        `[${size}] ${shape.name}: API p95 ${one(times.api.p95)} ms, SQL ${one(times.sql.p95)} ms`,
      );
    }
    const api = residentMb(server.serverPid);
    const database = databasePid
      ? residentMb(databasePid)
      : await postgresBackendsMb(direct, new URL(target.databaseUrl ?? '').pathname.slice(1));
    memory.push({
      size: count,
      'API RSS MB': one(api.rss),
      'API peak MB': one(api.peak),
      database: databasePid ? 'PGlite process' : 'PostgreSQL backends',
      'DB RSS MB': one(database.rss),
      'DB peak MB': 'peak' in database ? one(database.peak) : '-',
    });
  } finally {
    await direct?.close();
    await server.stop();
    rmSync(storageDir, { recursive: true, force: true });
  }
}
console.table(rows);
console.table(memory);
const worst = Math.max(...rows.map((r) => Number(r['API p95'])));
const worstRatio = Math.max(...rows.map((r) => Number(r['ratio p95'])));
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
log(
  `target API p95 < ${TARGET_P95_MS} ms, every shape and size: worst ${worst} ms, ${verdict(worst < TARGET_P95_MS)}`,
);
log(
  `target API p95 within ${TARGET_RATIO}x of the same SQL: worst ${worstRatio}x, ${verdict(worstRatio <= TARGET_RATIO)}`,
);
