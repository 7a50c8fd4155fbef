// Test harness of the accounts tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// accounts plugin and a local object store in a temporary folder, whose signed-URL routes it serves.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { startFeatureServer, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer, FeatureServerOptions } from '@unfurl/api-demo-seed/testing';
import { HTTP_ERROR_CODE } from '@unfurl/api-http';
import { createLocalObjectStore, storageRoutes } from '@unfurl/api-storage';
import type { LocalObjectStore } from '@unfurl/api-storage';
import { accountsPlugin } from './accounts-plugin';

/** A running accounts server and its object store. */
export interface AccountsServer extends FeatureServer {
  readonly store: LocalObjectStore;
  /** The store's folder (objects under `objects/`). */
  readonly storageDir: string;
}

interface TestStore {
  readonly store: LocalObjectStore;
  readonly dir: string;
}

async function openTestStore(): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-accounts-storage-'));
  const store = createLocalObjectStore({
    rootDir: dir,
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  return { store, dir };
}

/**
 * Registers the accounts plugin and the store's file routes (`/v1/storage/...`), and answers an
 * unknown route as the app does (`{ message, code: ROUTE_NOT_FOUND }`): a fuzzed `..` in a path
 * can leave the plugin's routes.
 */
function registerAccounts(storage: TestStore): FeatureServerOptions['register'] {
  return async (app, { db, identity }) => {
    await app.register(accountsPlugin, { db, identity, store: storage.store });
    await app.register(storageRoutes, { store: storage.store });
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        code: HTTP_ERROR_CODE.routeNotFound,
      }),
    );
  };
}

/** Starts the accounts server before the file's tests and stops it after; read it inside tests. */
export function useAccountsServer(): () => AccountsServer {
  let storage: TestStore | undefined;
  const server = useFeatureServer({
    register: async (app, context) => {
      storage = await openTestStore();
      await registerAccounts(storage)(app, context);
    },
  });
  afterAll(async () => {
    if (storage) await rm(storage.dir, { recursive: true, force: true });
  });
  return () => ({ ...server(), store: storage!.store, storageDir: storage!.dir });
}

/** Starts an accounts server over `db` (e.g. a real PostgreSQL); `close()` keeps the database. */
export async function startAccountsServer(db: Db): Promise<AccountsServer> {
  const storage = await openTestStore();
  const server = await startFeatureServer({ db, register: registerAccounts(storage) });
  return {
    ...server,
    store: storage.store,
    storageDir: storage.dir,
    async close() {
      await server.close();
      await rm(storage.dir, { recursive: true, force: true });
    },
  };
}

export { api, identityCall, signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
