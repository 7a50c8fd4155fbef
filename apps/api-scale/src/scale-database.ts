import { randomBytes } from 'node:crypto';
import { openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL } from '@unfurl/api-db/testing';

/** A fresh, empty database on the machine's PostgreSQL, with PostGIS; `drop()` removes it. */
export interface ScaleDatabase {
  readonly name: string;
  /** The DATABASE_URL the API processes get. */
  readonly url: string;
  /** A small pool of the harness's own, to count rows afterwards. */
  readonly db: Db;
  drop(): Promise<void>;
}

/**
 * Creates `unfurl_scale_<random>` on the test PostgreSQL (TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test) and enables PostGIS in it; nothing else: the API
 * processes migrate it themselves, both at once.
 */
export async function createScaleDatabase(
  adminUrl: string = TEST_POSTGRES_URL,
): Promise<ScaleDatabase> {
  const name = `unfurl_scale_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresDb(adminUrl, { max: 1 });
  try {
    await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const db = await openPostgresDb(url, { max: 2 });
  await db.exec('CREATE EXTENSION IF NOT EXISTS postgis');
  return {
    name,
    url,
    db,
    async drop() {
      await db.close().catch(() => undefined);
      const dropper = await openPostgresDb(adminUrl, { max: 1 });
      try {
        await dropper.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.close();
      }
    },
  };
}
