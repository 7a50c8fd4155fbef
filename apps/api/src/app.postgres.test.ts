// The API over a real PostgreSQL (the DATABASE_URL path), in a fresh database dropped afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { buildApp } from './app';
import { readConfig } from './config';
import { seedDemo } from '@unfurl/api-demo-seed';

const reachable = await runsPostgresTests('the API-on-PostgreSQL tests');

describe.skipIf(!reachable)('API on PostgreSQL', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: readConfig({}).samplesDir });
    app = await buildApp({ db, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  const get = async (url: string, subdomain?: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: subdomain ? { subdomain } : {},
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown> & {
        listings: { title: string; isPrivate: boolean; id: number }[];
      },
    };
  };

  it('search with keywords, category and aoi gives the same kind of answer as on PGlite', async () => {
    const aoi = encodeURIComponent('POLYGON((-12 24,-10 24,-10 26,-12 26,-12 24))');
    const { status, body } = await get(
      `/v1/listings?keywords=sentinel&category=imagery&aoi=${aoi}`,
    );
    expect(status).toBe(200);
    expect(body.listings[0]?.title).toBe('Sentinel-2 true colour, Western Sahara (tile 29RKH)');
    expect(body['total']).toBe(body.listings.length);
    expect(typeof body.listings[0]?.id).toBe('number');
  });

  it('keeps tenants apart', async () => {
    const main = await get('/v1/listings?keywords=acme&limit=250');
    expect(main.body.listings.filter((l) => l.title.startsWith('Acme'))).toEqual([]);
    const acme = await get('/v1/listings?limit=250', 'acme');
    expect(acme.body.listings.length).toBeGreaterThan(0);
    expect(acme.body.listings.some((l) => l.isPrivate)).toBe(false);
    expect((await get('/v1/listings', 'nope')).status).toBe(404);
  });

  it('serves bundles, nearby, featured, config and previews', async () => {
    expect(((await get('/v1/bundles')).body['bundles'] as unknown[]).length).toBe(5);
    expect(
      (await get('/v1/listings/nearby?lat=24.8&lng=-11.4')).body.listings.map((l) => l.id),
    ).toContain(1);
    expect((await get('/v1/listings/featured?limit=6')).body.listings).toHaveLength(6);
    expect((await get('/v1/subdomain/config', 'acme')).body['SUBDOMAIN']).toBe('acme');
    const preview = await app.inject({ method: 'GET', url: '/listing-preview/1?size=small' });
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });
});
