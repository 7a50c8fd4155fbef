import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { startPgliteProcess } from './pglite-process';
import { openPostgresDb } from './postgres-db';

/** Where PGlite runs: in the caller's process, or in a process of its own (ADR 0009). */
export const EMBEDDED_DB_MODE = {
  inline: 'inline',
  process: 'process',
} as const;

/** One of {@link EMBEDDED_DB_MODE}. */
export type EmbeddedDbMode = (typeof EMBEDDED_DB_MODE)[keyof typeof EMBEDDED_DB_MODE];

/** Where the data lives: a PostgreSQL URL wins; otherwise PGlite in `dataDir` (memory when absent). */
export interface DatabaseConfig {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  /** Where PGlite runs; `inline` by default. `process` needs a `dataDir`. */
  readonly embedded?: EmbeddedDbMode | undefined;
}

async function openEmbedded(config: DatabaseConfig): Promise<Db> {
  if (config.embedded !== EMBEDDED_DB_MODE.process || !config.dataDir) {
    return openPgliteDb(config.dataDir ? { dataDir: config.dataDir } : {});
  }
  const child = await startPgliteProcess(config.dataDir);
  try {
    return await openPostgresDb(
      { ...child.connection, database: 'postgres' },
      { max: 1, idleTimeoutMillis: 0, onClose: () => child.stop() },
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgresDb(config.databaseUrl)
    : await openEmbedded(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
