// The bench's listing databases: the demo data plus `size` generated listings, made once per size
// (PGlite in `.data/bench-<size>`, or a PostgreSQL database `unfurl_bench_<size>` next to the one
// DATABASE_URL names) and reused while they hold enough listings.
//   tsx apps/api/bench/listings-seed.ts 1000000   (seed one size ahead of a bench run)
import { resolve } from 'node:path';
import { openDatabase, openPostgresDb } from '@unfurl/api-db';
import { clearData, seedDemo } from '@unfurl/api-demo-seed';
import { REPO_ROOT, readConfig } from '../src/config';

/** Where one size lives: a PGlite folder, or a PostgreSQL URL. */
export interface BenchDatabase {
  readonly size: number;
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}

/** The database of one size; `baseUrl` (DATABASE_URL) selects PostgreSQL. */
export function benchDatabase(size: number, baseUrl?: string | undefined): BenchDatabase {
  const dataDir = resolve(REPO_ROOT, process.env['BENCH_DATA_DIR'] ?? '.data', `bench-${size}`);
  if (!baseUrl) return { size, dataDir };
  const url = new URL(baseUrl);
  url.pathname = `/unfurl_bench_${size}`;
  return { size, dataDir, databaseUrl: url.toString() };
}

async function ensurePostgresDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = await openPostgresDb(baseUrl, { max: 1 });
  try {
    const [found] = await admin.query<{ n: number }>(
      'SELECT count(*)::float8 AS n FROM pg_database WHERE datname = $1',
      [name],
    );
    if (!found?.n) await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
}

/** Seeds the database of `target` unless it already holds `size` listings; returns the count. */
export async function ensureSeeded(
  target: BenchDatabase,
  log: (message: string) => void,
  baseUrl?: string | undefined,
): Promise<number> {
  if (target.databaseUrl && baseUrl) {
    await ensurePostgresDatabase(baseUrl, `unfurl_bench_${target.size}`);
  }
  const db = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::float8 AS n FROM listings');
    const found = row?.n ?? 0;
    if (found >= target.size) return found;
    log(`seeding ${target.size} listings (found ${found})`);
    const started = Date.now();
    await clearData(db);
    await seedDemo(db, {
      samplesDir: readConfig().samplesDir,
      generatedListings: target.size,
      onProgress: (m) => log(`${m} (+${((Date.now() - started) / 1000).toFixed(0)} s)`),
    });
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::float8 AS n FROM listings');
    return after?.n ?? 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('listings-seed.ts')) {
  const size = Number(process.argv[2] ?? 1_000_000);
  const baseUrl = readConfig().databaseUrl;
  const log = (message: string): void => console.log(`[seed ${size}] ${message}`);
  const n = await ensureSeeded(benchDatabase(size, baseUrl), log, baseUrl);
  log(`ready: ${n} listings`);
}
