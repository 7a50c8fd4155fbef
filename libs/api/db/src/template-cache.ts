import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { openPgliteDb } from './pglite-db';
import { IN_MEMORY, startPgliteProcess } from './pglite-process';
import { openPostgresDb } from './postgres-db';

/** Options of {@link openTemplatedPgliteDb}. */
export interface TemplateOptions {
  /** Names the template; change it when `prepare` changes what it writes. */
  readonly key?: string;
  /** Runs once on the freshly migrated template (e.g. seeds demo data) before it is dumped. */
  readonly prepare?: (db: Db) => Promise<void>;
  /** Where templates are cached; default `$TMPDIR/unfurl-db-templates`. */
  readonly cacheDir?: string;
}

const LOCK_STALE_MS = 180_000;

/**
 * Opens an in-memory PGlite cloned from a migrated (and optionally prepared) template. The
 * template is built once (about 13 s: initdb + PostGIS + migrations), dumped to a tarball keyed
 * by the migrations' content, and reused by every later call, in any process.
 */
export async function openTemplatedPgliteDb(options: TemplateOptions = {}): Promise<Db> {
  const tarball = await ensureTemplate(options);
  const bytes = await readFile(tarball);
  return openPgliteDb({ loadDataDir: new Blob([bytes]) });
}

/**
 * The migrated template (the same tarball {@link openTemplatedPgliteDb} uses without `prepare`),
 * built when missing in a database process of its own so that the caller never holds PGlite's
 * memory. A server copies it into a new data directory instead of running initdb and the
 * migrations there (ADR 0012).
 */
export async function ensureMigratedTemplate(cacheDir?: string): Promise<string> {
  return ensureTemplate({ ...(cacheDir ? { cacheDir } : {}) }, async (target) => {
    const child = await startPgliteProcess(IN_MEMORY);
    try {
      const db = await openPostgresDb(
        { ...child.connection, database: 'postgres' },
        { max: 1, idleTimeoutMillis: 0 },
      );
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await child.dump(target);
    } finally {
      await child.stop();
    }
  });
}

/** Builds the template in this process (PGlite inline), as the tests do. */
async function buildInline(target: string, prepare: TemplateOptions['prepare']): Promise<void> {
  const db = await openPgliteDb();
  try {
    await migrate(db);
    if (prepare) await prepare(db);
    const dump = await db.pglite.dumpDataDir('gzip');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function ensureTemplate(
  options: TemplateOptions,
  build: (target: string) => Promise<void> = (target) => buildInline(target, options.prepare),
): Promise<string> {
  const dir = options.cacheDir ?? join(tmpdir(), 'unfurl-db-templates');
  await mkdir(dir, { recursive: true });
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(migration.name).update(migration.sql);
  hash.update(options.key ?? 'migrated');
  const tarball = join(
    dir,
    `${options.key ?? 'migrated'}-${hash.digest('hex').slice(0, 16)}.tar.gz`,
  );
  if (await exists(tarball)) return tarball;
  const release = await lock(`${tarball}.lock`);
  try {
    if (await exists(tarball)) return tarball;
    const partial = `${tarball}.${process.pid}.partial`;
    await build(partial);
    await rename(partial, tarball);
    return tarball;
  } finally {
    await release();
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A cross-process lock file; a lock older than {@link LOCK_STALE_MS} is taken over. */
async function lock(path: string): Promise<() => Promise<void>> {
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.close();
      return () => rm(path, { force: true });
    } catch {
      const info = await stat(path).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS) await rm(path, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
