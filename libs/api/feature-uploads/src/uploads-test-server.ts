// Test support of this lib's route tests (never used by product code): a real server with the
// uploads plugin over a temporary local object store and upload folder, plus the listings plugin
// (the tests read the listings an upload makes) and the store's signed-URL routes (downloads).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { listingsPlugin } from '@unfurl/api-feature-listings';
import type { RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import { createLocalObjectStore, createUrlSigner, storageRoutes } from '@unfurl/api-storage';
import { useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { uploadsPlugin } from './uploads.plugin';

const SECRET = 'test-secret-test-secret-test-secret-0123';

/** Starts the uploads test server before the file's tests; read it inside tests. */
export function useUploadsServer(
  options: { remoteLayerPolicy?: RemoteAccessPolicy } = {},
): () => FeatureServer {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return useFeatureServer({
    register: async (app, { db }) => {
      dir = await mkdtemp(join(tmpdir(), 'unfurl-uploads-test-'));
      const store = createLocalObjectStore({ rootDir: join(dir, 'storage'), secret: SECRET });
      await app.register(uploadsPlugin, {
        db,
        store,
        signer: createUrlSigner(SECRET),
        uploadsDir: join(dir, 'uploads'),
        ...options,
      });
      await app.register(listingsPlugin, {
        db,
        store,
        site: { url: 'http://localhost:4200', tenantSubdomains: false },
      });
      await app.register(storageRoutes, { store });
    },
  });
}
