import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import type { Db } from '@unfurl/api-db';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { seedDemo } from '../seed/seed-demo';

/** Key of the seeded template; bump it when the demo seed changes. */
export const SEEDED_TEMPLATE_KEY = 'demo-seed-v4';

/** An in-memory PGlite with the demo data, cloned from a cached seeded template (fast after the first). */
export async function openSeededTestDb(): Promise<Db> {
  const { samplesDir } = readConfig({});
  return openTemplatedPgliteDb({
    key: SEEDED_TEMPLATE_KEY,
    prepare: (db) => seedDemo(db, { samplesDir }),
  });
}

/** Starts the real server on an ephemeral port of 127.0.0.1 over a seeded test database. */
export async function startTestServer(): Promise<{ url: string; close(): Promise<void> }> {
  const db = await openSeededTestDb();
  const app = await buildApp({ db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
