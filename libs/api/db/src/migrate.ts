import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

/** Folder of the plain SQL migration files (`0001_name.sql`, applied in name order). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Arbitrary key of the advisory lock that serialises concurrent migrators on one server. */
const MIGRATION_LOCK_KEY = 7_270_301;

/** Reads the migration files, in the order they apply. */
export async function readMigrations(
  dir: string = MIGRATIONS_DIR,
): Promise<readonly { name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
}

/**
 * Applies the pending migrations in one transaction, recording each in `schema_migrations`.
 * Returns the names applied now (empty when the schema was up to date).
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<readonly string[]> {
  const migrations = await readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
        (row) => row.name,
      ),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.name));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
    }
    return pending.map((migration) => migration.name);
  });
}
