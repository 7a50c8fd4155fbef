import { Agent, get as httpGet } from 'node:http';
// Interleaved timing of `GET /v1/listings` against the very same statements sent straight to the
// same database, and the resident sizes of the processes involved (Linux /proc).
import { dirname } from 'node:path';
import type { Db, ListingSearch, TenantScope } from '@unfurl/api-db';
import { openPostgresDb, searchListings } from '@unfurl/api-db';
import { commandLineOf, isDatabaseProcess, processTree, statusKb } from './process-memory';

/** p50 and p95 of one side, in ms. */
export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summarise(samples: number[]): Percentiles {
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Runs `api` and `sql` alternately (API, SQL, API, SQL, …; which goes first swaps every round so
 * neither always follows the other), after `warmup` rounds, and returns the percentiles of each.
 */
export async function interleaved(
  runs: number,
  warmup: number,
  api: () => Promise<unknown>,
  sql: () => Promise<unknown>,
): Promise<{ api: Percentiles; sql: Percentiles }> {
  for (let i = 0; i < warmup; i += 1) {
    await api();
    await sql();
  }
  const apiSamples: number[] = [];
  const sqlSamples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    if (i % 2 === 0) {
      apiSamples.push(await timed(api));
      sqlSamples.push(await timed(sql));
    } else {
      sqlSamples.push(await timed(sql));
      apiSamples.push(await timed(api));
    }
  }
  return { api: summarise(apiSamples), sql: summarise(sqlSamples) };
}

/**
 * The URL of one search, made once per shape (as the SQL side makes its search once), so the
 * timed call does only what a client does per request.
 */
export function listingsUrl(url: string, query: Record<string, string>): URL {
  return new URL(`${url}/v1/listings?${new URLSearchParams(query).toString()}`);
}

/** One GET of the API; returns the page's total and whether it is an estimate. */
export async function getListings(
  target: URL,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const request = httpGet(target, { agent: KEEP_ALIVE }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    },
  );
  if (status !== 200) throw new Error(`HTTP ${status} ${body}`);
  return JSON.parse(body) as { total: number; totalIsEstimate: boolean };
}

/** One kept-alive connection, as the database side keeps its one connection. */
const KEEP_ALIVE = new Agent({ keepAlive: true, maxSockets: 1 });

/** The same search the route runs, on a connection of the bench's own. */
export const directSearch =
  (db: Db, scope: TenantScope, search: ListingSearch) => (): Promise<unknown> =>
    searchListings(db, scope, search);

/** The PGlite process under the server (EMBEDDED_DB=process), or undefined. */
export function embeddedDatabasePid(serverPid: number): number | undefined {
  return processTree(serverPid).find(isDatabaseProcess);
}

/**
 * A connection of the bench's own to the server's embedded database: its private Unix socket,
 * named on the PGlite process's command line (`pglite-process.entry.mjs <dataDir> <socket> …`).
 */
export async function connectToEmbedded(databasePid: number): Promise<Db> {
  const socket = commandLineOf(databasePid)
    .split(' ')
    .find((arg) => arg.endsWith('.s.PGSQL.5432'));
  if (!socket) throw new Error(`no socket on the command line of process ${databasePid}`);
  return openPostgresDb(
    { host: dirname(socket), port: 5432, user: 'postgres', database: 'postgres' },
    { max: 1 },
  );
}

/** Resident size now and its peak (VmHWM) of a process, in MB. */
export function residentMb(pid: number): { rss: number; peak: number } {
  return {
    rss: (statusKb(pid, 'VmRSS') ?? 0) / 1024,
    peak: (statusKb(pid, 'VmHWM') ?? 0) / 1024,
  };
}

/** Resident size of the PostgreSQL backends serving `database` (shared buffers they touched included). */
export async function postgresBackendsMb(
  db: Db,
  database: string,
): Promise<{ backends: number; rss: number }> {
  const rows = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1',
    [database],
  );
  const kb = rows.map((row) => statusKb(row.pid, 'VmRSS') ?? 0);
  return { backends: rows.length, rss: kb.reduce((a, b) => a + b, 0) / 1024 };
}
