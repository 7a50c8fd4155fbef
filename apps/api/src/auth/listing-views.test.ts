// A flow across two resource libs of the composed app: a signed-in GET /v1/listings/{id}
// (feature-listings) is a view in GET /v1/user/viewed-listings (feature-accounts); an anonymous
// fetch is not. On PGlite, and on the machine's PostgreSQL (the DATABASE_URL path).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { api, signIn, useAuthHarness } from './auth.test-harness';

const reachable = await runsPostgresTests('listing views on PostgreSQL');

/** Fetches a private and a public acme listing anonymously and as acme's viewer; reads the views. */
async function checkViews(base: string, db: Db): Promise<void> {
  const firstOnAcme = async (isPrivate: boolean): Promise<number> => {
    const [row] = await db.query<{ id: number }>(
      `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
       WHERE t.subdomain = 'acme' AND l.deleted_at IS NULL AND l.review_status = 'APPROVED'
         AND l.is_private = $1
       ORDER BY l.id LIMIT 1`,
      [isPrivate],
    );
    return row!.id;
  };
  const privateId = await firstOnAcme(true);
  const publicId = await firstOnAcme(false);
  const ids = [privateId, publicId];
  const views = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_listing_views'))[0]!.n;
  const before = await views();
  // Anonymous fetches are not views of anyone (and a private listing is not theirs to see).
  expect((await api(base, `/v1/listings/${privateId}`, { subdomain: 'acme' })).status).toBe(404);
  expect((await api(base, `/v1/listings/${publicId}`, { subdomain: 'acme' })).status).toBe(200);
  expect(await views()).toBe(before);

  const token = (await signIn(base, 'viewer@acme.example')).IdToken;
  for (const id of ids) {
    expect((await api(base, `/v1/listings/${id}`, { token, subdomain: 'acme' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const viewed = await api(base, '/v1/user/viewed-listings', { token, subdomain: 'acme' });
  expect(viewed.status).toBe(200);
  const body = (await viewed.json()) as { listings: { id: number }[]; nextCursor: null };
  expect(body.listings.map((listing) => listing.id)).toEqual([publicId, privateId]);
}

describe('a signed-in fetch of a listing is a view (R-056, PGlite)', () => {
  const harness = useAuthHarness();
  it('recorded for the signed-in user, newest first; anonymous fetches are not views', async () => {
    await checkViews(harness().base, harness().db);
  });
});

describe.skipIf(!reachable)('a signed-in fetch of a listing is a view (R-056, PostgreSQL)', () => {
  let db: Db;
  let app: FastifyInstance;
  let base: string;
  let storageDir: string;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 300 });
    storageDir = await mkdtemp(join(tmpdir(), 'unfurl-pg-storage-'));
    const storage = createLocalObjectStore({ rootDir: storageDir, secret: 'p'.repeat(40) });
    app = await buildApp({ db, logger: false, storage });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });
  it('a private listing: 404 anonymous, 200 for a member, then in their views', async () => {
    await checkViews(base, db);
  });
});
