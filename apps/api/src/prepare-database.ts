import { openDatabase } from '@unfurl/api-db';
import type { Db, EmbeddedDbMode } from '@unfurl/api-db';
import { isEmpty, seedDemo } from '@unfurl/api-demo-seed';

/** Opens and migrates the configured database; loads the demo data when it is empty and asked to. */
export async function prepareDatabase(config: {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly embeddedDb?: EmbeddedDbMode;
  readonly seedDemo: boolean;
  readonly samplesDir: string;
  readonly log?: (message: string) => void;
}): Promise<Db> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: config.embeddedDb,
  });
  if (config.seedDemo && (await isEmpty(db))) {
    config.log?.('empty database: loading the demo data');
    await seedDemo(db, {
      samplesDir: config.samplesDir,
      ...(config.log ? { onProgress: config.log } : {}),
    });
  }
  return db;
}
