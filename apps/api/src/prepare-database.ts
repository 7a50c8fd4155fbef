import { openDatabase, openPostgresDb } from '@unfurl/api-db';
import type { Db, EmbeddedDbMode } from '@unfurl/api-db';
import { seedDemoIfEmpty } from '@unfurl/api-demo-seed';

/**
 * Opens and migrates the configured database; loads the demo data when it is empty and asked to.
 * On a PostgreSQL server (which several API processes may share) a second connection holds the
 * seed lock, so processes starting together load the data once and each starts on all of it.
 */
export async function prepareDatabase(config: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly embeddedDb?: EmbeddedDbMode;
  readonly seedDemo: boolean;
  readonly samplesDir: string;
  readonly log?: (message: string) => void;
  /** The embedded database's process died and could not be restarted. */
  readonly onFatal?: (error: Error) => void;
}): Promise<Db> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDb,
    log: config.log,
    onFatal: config.onFatal,
  });
  if (!config.seedDemo) return db;
  const lock = config.databaseUrl
    ? await openPostgresDb(config.databaseUrl, { max: 1 })
    : undefined;
  try {
    await seedDemoIfEmpty(
      db,
      { samplesDir: config.samplesDir, ...(config.log ? { onProgress: config.log } : {}) },
      lock,
    );
  } catch (error) {
    await db.close();
    throw error;
  } finally {
    await lock?.close();
  }
  return db;
}
