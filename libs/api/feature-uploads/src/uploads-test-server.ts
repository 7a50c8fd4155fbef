// Test support of this lib's route tests (never used by product code): a real server with the
// uploads plugin over a temporary local object store and upload folder, plus the store's
// signed-URL routes (downloads), and reads of what an upload made, straight from the database.
// How the listings resource serves those listings is tested on the composed app
// (apps/api/src/upload-flow.test.ts): a feature lib registers no other feature.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { findTenant, getListing, getListingPreview, searchListings } from '@unfurl/api-db';
import type { Db, TenantScope } from '@unfurl/api-db';
import type { RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import { createLocalObjectStore, createUrlSigner, storageRoutes } from '@unfurl/api-storage';
import { useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { DEFAULT_SORT_OPTION } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
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
      await app.register(storageRoutes, { store });
    },
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
