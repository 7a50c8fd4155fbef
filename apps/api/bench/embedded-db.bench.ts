// `npm run bench:embedded-db`: how fast the server starts on the embedded database (PGlite in its
// own process) and how much memory that process holds, with the same figures for the server on
// the machine's PostgreSQL (the anchor) measured in the same run; each beside its target (issue
// #13, ADR 0012).
//   PGlite: a first start on a new DATA_DIR with no template cached (a private TMPDIR: the
//   template is built, then copied), a second start on the same folder, and a first start on
//   another new folder with the template cached; the demo data loads at each first start.
//   PostgreSQL: a new database (unfurl_bench_embedded_<pid>, dropped at the end), first and
//   second start.
//   Memory: VmRSS of the API's Node process and of the database (the PGlite process; the
//   PostgreSQL backends connected to the bench's database, summed) 2 s after the start, and
//   their peak (VmHWM, reset first) over the upload of a sample GeoTIFF, processed to `ready`.
// Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: where the anchor's
// database is made), BENCH_UPLOAD_MB (default 20; 0 skips the uploads), BENCH_SKIP_POSTGRES=1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { REPO_ROOT } from '../src/config';
import { startTimedServer } from './embedded-db-server';
import type { TimedLine, TimedServer, TimedServerOptions } from './embedded-db-server';
import { embeddedDatabasePid } from './listings-measure';
import { measureUpload } from './measure-upload';
import { resetPeak, statusKb } from './process-memory';

const TARGET = { idleMb: 300, firstStartS: 20, laterStartS: 5 } as const;
const UPLOAD_MB = Number(process.env['BENCH_UPLOAD_MB'] ?? 20);
const ADMIN_URL = process.env['DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string): void => console.log(`[bench] ${line}`);
const mb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => (statusKb(pid, field) ?? 0) / 1024;
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One start of the server, measured. */
interface StartFigures {
  readonly label: string;
  readonly healthS: number;
  readonly listingsS: number;
  /** Seconds of the start spent opening the database (template, process), NaN if unknown. */
  readonly databaseS: number;
  readonly apiIdleMb: number;
  readonly dbIdleMb: number;
  readonly apiPeakMb?: number | undefined;
  readonly dbPeakMb?: number | undefined;
}

/** Seconds of a start by part, from when the server's log lines arrived (issue #13). */
interface StartParts {
  /** Spawn to the server's first line: tsx, and the server's modules loading. */
  readonly codeS: number;
  /** "opening" to the database answering: the template (found or built), the PGlite process. */
  readonly databaseS: number;
  readonly templateS: number;
  readonly processS: number;
  /** The demo data loading (first starts). */
  readonly demoS: number;
  /** Then to "ready": the migrations check, the routes, the render workers' warm-up (<= 5 s). */
  readonly apiS: number;
  /** "ready" to the first 200 of GET /v1/listings. */
  readonly answerS: number;
}

function startParts(lines: readonly TimedLine[], listingsS: number): StartParts {
  const server = lines.filter((line) => line.text.startsWith('[unfurl]'));
  const at = (pattern: RegExp): TimedLine | undefined => server.find((l) => pattern.test(l.text));
  const seconds = (line: TimedLine | undefined, pattern: RegExp): number =>
    Number(pattern.exec(line?.text ?? '')?.[1] ?? Number.NaN);
  const opening = at(/ opening /);
  const template = at(/a new data directory/);
  const open = at(/the embedded database is open in/);
  const demo = at(/loading the demo data/);
  const ready = at(/ ready on /);
  const beforeReady = ready ? server.slice(0, server.indexOf(ready)) : server;
  const demoEnd = demo ? beforeReady[beforeReady.length - 1] : undefined;
  const codeS = opening?.atS ?? Number.NaN;
  const databaseEnd = open?.atS ?? demo?.atS ?? Number.NaN;
  const apiFrom = demoEnd?.atS ?? databaseEnd;
  return {
    codeS,
    databaseS: databaseEnd - codeS,
    templateS: seconds(template, /\((\d+(?:\.\d+)?) s to find or build it\)/),
    processS: seconds(open, /open in (\d+(?:\.\d+)?) s/),
    demoS: demo && demoEnd ? demoEnd.atS - demo.atS : 0,
    apiS: (ready?.atS ?? Number.NaN) - (Number.isNaN(apiFrom) ? codeS : apiFrom),
    answerS: listingsS - (ready?.atS ?? Number.NaN),
  };
}

const fixed = (value: number): string => (Number.isNaN(value) ? '?' : value.toFixed(1));

/** RssAnon and RssFile of a process in MB (the file part is Node's binary, shared). */
function rssParts(pid: number): { anonMb: number; fileMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string): number =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { anonMb: kb('RssAnon') / 1024, fileMb: kb('RssFile') / 1024 };
  } catch {
    return { anonMb: 0, fileMb: 0 };
  }
}

/** The database side of a running server: its pids now (the PGlite process or the backends). */
type DatabasePids = (server: TimedServer) => Promise<number[]>;

const embeddedPids: DatabasePids = async (server) => {
  const pid = embeddedDatabasePid(server.serverPid);
  return pid ? [pid] : [];
};

function postgresPids(admin: Db, database: string): DatabasePids {
  return async () =>
    (
      await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
        database,
      ])
    ).map((row) => row.pid);
}

async function measureStart(
  label: string,
  options: TimedServerOptions,
  databasePids: DatabasePids,
  upload: string | undefined,
): Promise<StartFigures> {
  const server = await startTimedServer(options);
  try {
    await pause(2_000);
    const pids = await databasePids(server);
    const sum = (field: 'VmRSS' | 'VmHWM', of: readonly number[]): number =>
      of.reduce((total, pid) => total + mb(pid, field), 0);
    const parts = startParts(server.lines(), server.listingsSeconds);
    const figures = {
      label,
      healthS: server.healthSeconds,
      listingsS: server.listingsSeconds,
      databaseS: parts.databaseS,
      apiIdleMb: mb(server.serverPid, 'VmRSS'),
      dbIdleMb: sum('VmRSS', pids),
    };
    log(
      `${label}: health ${figures.healthS.toFixed(1)} s, listings ${figures.listingsS.toFixed(1)} s`,
    );
    log(
      `  where it went: server code ${fixed(parts.codeS)} s, database ${fixed(parts.databaseS)} s` +
        ` (template ${fixed(parts.templateS)}, PGlite process ${fixed(parts.processS)}),` +
        ` demo data ${fixed(parts.demoS)} s, API (migrations check, routes, render workers)` +
        ` ${fixed(parts.apiS)} s, first answer ${fixed(parts.answerS)} s`,
    );
    const anon = pids.reduce((total, pid) => total + rssParts(pid).anonMb, 0);
    const file = pids.reduce((total, pid) => total + rssParts(pid).fileMb, 0);
    log(
      `  idle: API ${Math.round(figures.apiIdleMb)} MB, database ${Math.round(figures.dbIdleMb)} MB` +
        ` (anonymous ${Math.round(anon)}, files ${Math.round(file)})`,
    );
    // The server's own lines ("opening …", the demo data's progress, "ready"), each with when the
    // bench read it (s since the spawn; the server's +ms count from its modules loaded).
    for (const line of server.lines().filter((l) => l.text.startsWith('[unfurl]')))
      log(`  at ${line.atS.toFixed(1)} s ${line.text}`);
    if (!upload) return figures;
    for (const pid of pids) resetPeak(pid);
    const measured = await measureUpload(
      { url: server.url, serverPid: server.serverPid, logs: server.logs, stop: server.stop },
      upload,
      options.storageDir,
    );
    const after = await databasePids(server);
    const dbPeakMb = sum('VmHWM', [...new Set([...pids, ...after])]);
    log(
      `  upload: API peak ${Math.round(measured.nodePeakMb)} MB, database peak ${Math.round(dbPeakMb)} MB`,
    );
    return { ...figures, apiPeakMb: measured.nodePeakMb, dbPeakMb };
  } finally {
    await server.stop();
  }
}

const input =
  UPLOAD_MB > 0
    ? execFileSync(
        join(REPO_ROOT, 'node_modules/.bin/tsx'),
        [
          join(REPO_ROOT, 'libs/api/listing-processing/bench/bench-geotiff.ts'),
          '--size-mb',
          String(UPLOAD_MB),
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      ).trim()
    : undefined;
log(
  `load average at the start: ${execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).trim()}`,
);

const run = mkdtempSync(join(tmpdir(), 'bench-embedded-db-'));
const results: { side: string; figures: StartFigures }[] = [];
try {
  const privateTmp = join(run, 'tmp');
  execFileSync('mkdir', ['-p', privateTmp]);
  const pglite = (name: string): TimedServerOptions => ({
    dataDir: join(run, name, 'db'),
    storageDir: join(run, name, 'storage'),
    tmpDir: privateTmp,
  });
  log('PGlite: first start, no template cached …');
  results.push({
    side: 'PGlite',
    figures: await measureStart(
      'first start (template built)',
      pglite('a'),
      embeddedPids,
      undefined,
    ),
  });
  log('PGlite: second start on the same folder, then an upload …');
  results.push({
    side: 'PGlite',
    figures: await measureStart('second start', pglite('a'), embeddedPids, input),
  });
  log('PGlite: first start on a new folder, template cached …');
  results.push({
    side: 'PGlite',
    figures: await measureStart(
      'first start (template cached)',
      pglite('b'),
      embeddedPids,
      undefined,
    ),
  });

  if (process.env['BENCH_SKIP_POSTGRES'] !== '1') {
    const admin = await openPostgresDb(ADMIN_URL, { max: 1 });
    const database = `unfurl_bench_embedded_${process.pid}`;
    try {
      await admin.exec(`CREATE DATABASE ${database}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${database}`;
      const options: TimedServerOptions = {
        dataDir: join(run, 'pg', 'db'),
        storageDir: join(run, 'pg', 'storage'),
        databaseUrl: url.toString(),
      };
      const pids = postgresPids(admin, database);
      log(`PostgreSQL (${database}): first start …`);
      results.push({
        side: 'PostgreSQL',
        figures: await measureStart('first start', options, pids, undefined),
      });
      log('PostgreSQL: second start, then an upload …');
      results.push({
        side: 'PostgreSQL',
        figures: await measureStart('second start', options, pids, input),
      });
    } finally {
      await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.close();
    }
  }
} finally {
  rmSync(run, { recursive: true, force: true });
}

const verdict = (value: number, target: number): string =>
  Number.isNaN(value) ? '' : value < target ? 'MET' : 'MISSED';
const anchor = (label: string): StartFigures | undefined =>
  results.find((r) => r.side === 'PostgreSQL' && label.startsWith(r.figures.label.slice(0, 6)))
    ?.figures;
const table = results.map(({ side, figures }) => {
  const first = figures.label.startsWith('first');
  const target = first ? TARGET.firstStartS : TARGET.laterStartS;
  const pg = side === 'PGlite' ? anchor(figures.label) : undefined;
  return {
    side,
    start: figures.label,
    'health s': +figures.healthS.toFixed(1),
    'listings s': +figures.listingsS.toFixed(1),
    'of it DB s': Number.isNaN(figures.databaseS) ? '' : +figures.databaseS.toFixed(1),
    'start target': side === 'PGlite' ? `< ${target} s ${verdict(figures.listingsS, target)}` : '',
    'PG anchor s': pg ? +pg.listingsS.toFixed(1) : '',
    'API idle MB': Math.round(figures.apiIdleMb),
    'DB idle MB': Math.round(figures.dbIdleMb),
    'DB idle target':
      side === 'PGlite' ? `< ${TARGET.idleMb} ${verdict(figures.dbIdleMb, TARGET.idleMb)}` : '',
    'API upload peak MB': figures.apiPeakMb === undefined ? '' : Math.round(figures.apiPeakMb),
    'DB upload peak MB': figures.dbPeakMb === undefined ? '' : Math.round(figures.dbPeakMb),
  };
});
console.log();
console.table(table);
console.log(
  `Database memory: the PGlite process's VmRSS; for PostgreSQL the backends connected to the bench's` +
    ` database, summed (the postmaster and its shared memory not counted). Upload: ${UPLOAD_MB} MB GeoTIFF.`,
);
