// Test harness of the listings tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with the
// listings plugin, a local object store in a temporary folder and its signed-URL file routes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import type { Mailer } from '@unfurl/api-mail';
import { createLocalObjectStore, storageRoutes } from '@unfurl/api-storage';
import type { LocalObjectStore } from '@unfurl/api-storage';
import { listingsPlugin } from './listings.plugin';

/** A running listings server and its object store. */
export interface ListingsServer extends FeatureServer {
  readonly store: LocalObjectStore;
}

/** Options of {@link useListingsServer}. */
export interface ListingsServerOptions {
  /** The share-mail sender, read when the server starts (default none: the outbox). */
  readonly mailer?: () => Mailer | undefined;
}

/** The site of the share links in tests: localhost, no tenant subdomains. */
export const TEST_SITE = { url: 'http://localhost:4200', tenantSubdomains: false } as const;

/** Starts the listings server before the file's tests and stops it after; read it inside tests. */
export function useListingsServer(options: ListingsServerOptions = {}): () => ListingsServer {
  let storageDir: string | undefined;
  let store: LocalObjectStore | undefined;
  const server = useFeatureServer({
    register: async (app, { db }) => {
      storageDir = await mkdtemp(join(tmpdir(), 'unfurl-listings-storage-'));
      store = createLocalObjectStore({
        rootDir: storageDir,
        secret: 'test-secret-test-secret-test-secret-0123',
      });
      const mailer = options.mailer?.();
      await app.register(listingsPlugin, { db, store, site: TEST_SITE, mailer });
      await app.register(storageRoutes, { store });
    },
  });
  afterAll(async () => {
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });
  return () => ({ ...server(), store: store! });
}

export { api, signIn } from '@unfurl/api-demo-seed/testing';
