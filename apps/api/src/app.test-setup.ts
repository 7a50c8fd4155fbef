// Shared setup of the API tests: one app over a seeded in-memory database per test file.
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { buildApp } from './app';
import { openSeededTestDb } from './testing/start-test-server';

/** Builds the app over a seeded database before the file's tests and closes it after. */
export function useSeededApp(options: { staticDir?: string } = {}): {
  app: () => FastifyInstance;
  db: () => Db;
} {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openSeededTestDb();
    app = await buildApp({ db, logger: false, staticDir: options.staticDir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  return {
    app: () => app!,
    db: () => db!,
  };
}
