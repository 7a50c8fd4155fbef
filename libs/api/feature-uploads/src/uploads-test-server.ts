// Test support of this lib's route tests (never used by product code): a real server with the
// uploads plugin over a temporary local object store and upload folder, plus the store's
// signed-URL routes (downloads), and reads of what an upload made, straight from the database.
// How the listings resource serves those listings is tested on the composed app
// (apps/api/src/upload-flow.test.ts): a feature lib registers no other feature.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { findTenant, getListing, getListingPreview, searchListings } from '@unfurl/api-db';
import type { Db, TenantScope } from '@unfurl/api-db';
import type { RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import { startJobQueue } from '@unfurl/api-jobs';
import { createLocalObjectStore, createUrlSigner, storageRoutes } from '@unfurl/api-storage';
import type { LocalObjectStore } from '@unfurl/api-storage';
import { useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { DEFAULT_SORT_OPTION } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import { uploadsPlugin } from './uploads.plugin';

const SECRET = 'test-secret-test-secret-test-secret-0123';

/** The test server, plus its object store and scratch folder (read them inside tests). */
export type UploadsServer = (() => FeatureServer) & {
  readonly store: () => LocalObjectStore;
  readonly scratchDir: () => string;
};

/**
 * Starts the uploads test server before the file's tests; read it inside tests. It runs the
 * durable job queue on the test database (one worker; `jobWorkers` 0: none). Files left in
 * `scratch` (name → content) are written to the scratch folder before the server starts.
 */
export function useUploadsServer(
  options: {
    remoteLayerPolicy?: RemoteAccessPolicy;
    jobWorkers?: number;
    scratch?: Readonly<Record<string, string>>;
  } = {},
): UploadsServer {
  let dir: string | undefined;
  let store: LocalObjectStore | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const { scratch, ...plugin } = options;
  const harness = useFeatureServer({
    register: async (app, { db }) => {
      dir = await mkdtemp(join(tmpdir(), 'unfurl-uploads-test-'));
      const uploadsDir = join(dir, 'uploads');
      await mkdir(uploadsDir, { recursive: true });
      for (const [name, content] of Object.entries(scratch ?? {})) {
        await writeFile(join(uploadsDir, name), content);
      }
      store = createLocalObjectStore({ rootDir: join(dir, 'storage'), secret: SECRET });
      const jobs = await startJobQueue({ db, log: app.log, pollIntervalMs: 200 });
      app.addHook('onClose', () => jobs.stop());
      await app.register(uploadsPlugin, {
        db,
        store,
        signer: createUrlSigner(SECRET),
        uploadsDir,
        jobs,
        ...plugin,
      });
      await app.register(storageRoutes, { store });
    },
  });
  return Object.assign(harness, {
    store: () => store!,
    scratchDir: () => join(dir!, 'uploads'),
  });
}

/** A visitor's view of a tenant (no private listings). */
async function visitorScope(db: Db, subdomain: string): Promise<TenantScope> {
  const tenant = await findTenant(db, subdomain);
  if (!tenant) throw new Error(`no tenant ${subdomain}`);
  return { tenantId: tenant.id, includePrivate: false };
}

/** The live listing a visitor of the tenant sees, as the listings resource reads it. */
export async function visibleListing(
  db: Db,
  subdomain: string,
  id: number,
): Promise<Listing | undefined> {
  return getListing(db, await visitorScope(db, subdomain), id);
}

/** The stored preview of a visible listing (what `/listing-preview/{id}` serves). */
export async function visiblePreview(
  db: Db,
  subdomain: string,
  id: number,
  size: 'small' | 'medium' | 'sharing',
): Promise<Uint8Array | undefined> {
  return (await getListingPreview(db, await visitorScope(db, subdomain), id, size))?.bytes;
}

/** Ids of a tenant's search results (what `GET /v1/listings` lists), 50 at most. */
export async function searchedIds(
  db: Db,
  subdomain: string,
  search: { keywords?: string; listingTypes?: readonly string[] },
): Promise<number[]> {
  const page = await searchListings(db, await visitorScope(db, subdomain), {
    limit: 50,
    offset: 0,
    orderBy: DEFAULT_SORT_OPTION,
    ...search,
  });
  return page.listings.map((listing) => listing.id);
}
