import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import type { Db } from '@unfurl/api-db';
import { DEFAULT_SAMPLES_DIR } from '../samples-dir';
import { seedDemo } from '../seed-demo';

/** Key of the seeded template; bump it when the demo seed changes. */
export const SEEDED_TEMPLATE_KEY = 'demo-seed-v5';

/** An in-memory PGlite with the demo data, cloned from a cached seeded template (fast after the first). */
export async function openSeededTestDb(): Promise<Db> {
  return openTemplatedPgliteDb({
    key: SEEDED_TEMPLATE_KEY,
    prepare: (db) => seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR }),
  });
}
