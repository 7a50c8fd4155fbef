import { describe, expect, it } from 'vitest';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import { bundlesPlugin } from './bundles.plugin';

const server = useFeatureServer({
  register: async (app, { db }) => {
    await app.register(bundlesPlugin, { db });
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, checked by the assertions
async function get(path: string, subdomain?: string): Promise<{ status: number; body: any }> {
  const response = await api(server().base, path, subdomain === undefined ? {} : { subdomain });
  return { status: response.status, body: await response.json() };
}

describe('bundles', () => {
  it('GET /v1/bundles lists the tenant bundles, Most Popular first', async () => {
    const main = (await get('/v1/bundles')).body.bundles;
    expect(main.map((b: { title: string }) => b.title)).toEqual([
      'Most Popular',
      'Satellite Imagery',
      'Oceans and Coasts',
      'History in Maps',
      'Changing Climate',
    ]);
    expect(Object.keys(main[0]).sort()).toEqual(['description', 'id', 'previewUrl', 'title']);
    const acme = (await get('/v1/bundles', 'acme')).body.bundles;
    expect(acme.map((b: { title: string }) => b.title)).toEqual([
      'Most Popular',
      'Acme Field Surveys',
      'Cities',
    ]);
  });

  it('GET /v1/bundles/{id} returns one bundle of the tenant, 404 for another tenant', async () => {
    const [first] = (await get('/v1/bundles')).body.bundles;
    expect((await get(`/v1/bundles/${first.id}`)).body).toEqual(first);
    expect((await get(`/v1/bundles/${first.id}`, 'acme')).status).toBe(404);
    expect((await get('/v1/bundles/4242')).body.code).toBe('NOT_FOUND');
  });

  it('GET /v1/bundles/{id}/listings pages with an opaque nextCursor until null', async () => {
    const [first] = (await get('/v1/bundles')).body.bundles;
    const seen: number[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null && pages < 20) {
      const query: string = cursor ? `&nextCursor=${encodeURIComponent(cursor)}` : '';
      const { status, body } = await get(`/v1/bundles/${first.id}/listings?limit=15${query}`);
      expect(status).toBe(200);
      seen.push(...body.listings.map((l: { id: number }) => l.id));
      cursor = body.nextCursor;
      pages += 1;
    }
    expect(seen.length).toBe(40);
    expect(new Set(seen).size).toBe(40);
    expect((await get(`/v1/bundles/${first.id}/listings?nextCursor=xyz`)).status).toBe(400);
    expect((await get(`/v1/bundles/${first.id}/listings?limit=251`)).status).toBe(400);
  });

  it('bundle listings stay on their tenant and never show private listings to visitors', async () => {
    const acmeBundles = (await get('/v1/bundles', 'acme')).body.bundles;
    const surveys = acmeBundles.find((b: { title: string }) => b.title === 'Acme Field Surveys');
    const listings = (await get(`/v1/bundles/${surveys.id}/listings?limit=100`, 'acme')).body
      .listings;
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.some((l: { isPrivate: boolean }) => l.isPrivate)).toBe(false);
    for (const bundle of (await get('/v1/bundles')).body.bundles) {
      const page = (await get(`/v1/bundles/${bundle.id}/listings?limit=250`)).body.listings;
      for (const listing of page) expect(listing.title.startsWith('Acme')).toBe(false);
    }
  });
});
