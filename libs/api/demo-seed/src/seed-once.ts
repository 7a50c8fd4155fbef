import type { Db } from '@unfurl/api-db';
import { isEmpty, seedDemo } from './seed-demo';
import type { SeedOptions } from './seed-demo';

/** Key of the advisory lock under which one process at a time checks and loads the demo data. */
const SEED_LOCK_KEY = 7_270_302;

/**
 * Loads the demo data when the database is empty, once even when several API processes start
 * together on one PostgreSQL: the check and the seed run while `lock`, a connection of its own to
 * the same database, holds an advisory lock, so the other processes wait and then find the data
 * complete (the seed is not one transaction: without the lock a second process saw a half-loaded
 * database, or failed on a duplicate tenant). Without `lock` (PGlite: one process owns its data
 * folder) it checks and seeds directly. Returns true when this call loaded the data.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: SeedOptions,
  lock?: Db | undefined,
): Promise<boolean> {
  const seedIfEmpty = async (): Promise<boolean> => {
    if (!(await isEmpty(db))) return false;
    options.onProgress?.('empty database: loading the demo data');
    await seedDemo(db, options);
    return true;
  };
  if (!lock) return seedIfEmpty();
  return lock.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    return seedIfEmpty();
  });
}
