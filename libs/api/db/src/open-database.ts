import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** Where the data lives: a PostgreSQL URL wins; otherwise PGlite in `dataDir` (memory when absent). */
export interface DatabaseConfig {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgresDb(config.databaseUrl)
    : await openPgliteDb(config.dataDir ? { dataDir: config.dataDir } : {});
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
