import type { Db } from './db';
import { migrate } from './migrate';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';
import { openSupervisedPgliteDb } from './supervised-pglite-db';

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
  /** Plain-words lines about the database's process (it stopped, restarts, is back). */
  readonly log?: ((message: string) => void) | undefined;
  /** The database's process died and could not be restarted: the server should exit non-zero. */
  readonly onFatal?: ((error: Error) => void) | undefined;
}

async function openEmbedded(config: DatabaseConfig): Promise<Db> {
  if (config.embedded !== EMBEDDED_DB_MODE.process || !config.dataDir) {
    return openPgliteDb(config.dataDir ? { dataDir: config.dataDir } : {});
  }
  return openSupervisedPgliteDb({
    dataDir: config.dataDir,
    log: config.log,
    onFatal: config.onFatal,
  });
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
