// GET /v1/listings/footprints: the listings of GET /v1/listings for the same query, compact.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import type { TestListing } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
// A corner of the South Pacific the demo data leaves empty.
const VIEW = 'POLYGON((-140 -40,-130 -40,-130 -30,-140 -30,-140 -40))';
const ids: Record<string, number> = {};
let viewer = '';

interface Footprints {
  footprints: [number, string, number, number, number, number][];
  truncated: boolean;
}

async function call(path: string, options: { token?: string; subdomain?: string } = {}) {
  const response = await api(harness().base, path, options);
  return { status: response.status, body: (await response.json()) as Footprints };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

beforeAll(async () => {
  const { db, base } = harness();
  viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
  const add = async (key: string, listing: Omit<TestListing, 'ownerEmail'>) => {
    ids[key] = await insertTestListing(db, { ownerEmail: 'owner@acme.example', ...listing });
  };
  await add('inside', {
    tenant: 'acme',
    title: 'Footprint inside',
    wkt: 'POLYGON((-139 -39,-138 -39,-138 -38,-139 -38,-139 -39))',
    categories: ['geology'],
  });
  await add('point', {
    tenant: 'acme',
    title: 'Footprint point',
    listingType: 'IMAGE',
    wkt: 'POINT(-135.5 -35.25)',
  });
  // 40 % inside the view: out by the 50 % rule.
  await add('mostlyOut', {
    tenant: 'acme',
    title: 'Footprint mostly out',
    wkt: 'POLYGON((-134 -36,-124 -36,-124 -35,-134 -35,-134 -36))',
  });
  await add('private', {
    tenant: 'acme',
    title: 'Footprint private',
    wkt: 'POLYGON((-137 -37,-136 -37,-136 -36,-137 -36,-137 -37))',
    isPrivate: true,
  });
  await add('pending', {
    tenant: 'acme',
    title: 'Footprint pending',
    wkt: 'POLYGON((-137 -37,-136 -37,-136 -36,-137 -36,-137 -37))',
    reviewStatus: 'PENDING',
  });
});

describe('GET /v1/listings/footprints', () => {
  it('returns [id, type, west, south, east, north] for the listings of the same list query', async () => {
    const params = query({ aoi: VIEW, orderBy: 'TITLE' });
    const { status, body } = await call(`/v1/listings/footprints?${params}`, { subdomain: 'acme' });
    expect(status).toBe(200);
    expect(body).toEqual({
      footprints: [
        [ids['inside'], 'COG', -139, -39, -138, -38],
        [ids['point'], 'IMAGE', -135.5, -35.25, -135.5, -35.25],
      ],
      truncated: false,
    });
    const list = await api(harness().base, `/v1/listings?${params}&limit=250`, {
      subdomain: 'acme',
    });
    const { listings } = (await list.json()) as { listings: { id: number }[] };
    expect(body.footprints.map(([id]) => id)).toEqual(listings.map((listing) => listing.id));
  });

  it('shows private listings to members only, and each tenant only its own', async () => {
    const params = query({ aoi: VIEW, orderBy: 'TITLE' });
    const member = await call(`/v1/listings/footprints?${params}`, {
      subdomain: 'acme',
      token: viewer,
    });
    expect(member.body.footprints.map(([id]) => id)).toEqual([
      ids['inside'],
      ids['point'],
      ids['private'],
    ]);
    const main = await call(`/v1/listings/footprints?${params}`);
    expect(main.body.footprints).toEqual([]);
  });

  it('takes the list filters (category, map type) and caps rows with truncated', async () => {
    const base = { aoi: VIEW, orderBy: 'TITLE' };
    const geology = await call(
      `/v1/listings/footprints?${query({ ...base, category: 'geology' })}`,
      {
        subdomain: 'acme',
      },
    );
    expect(geology.body.footprints.map(([id]) => id)).toEqual([ids['inside']]);
    const images = await call(
      `/v1/listings/footprints?${query({ ...base, listingTypes: 'IMAGE' })}`,
      {
        subdomain: 'acme',
      },
    );
    expect(images.body.footprints.map(([id]) => id)).toEqual([ids['point']]);
    const capped = await call(`/v1/listings/footprints?${query({ ...base, limit: '1' })}`, {
      subdomain: 'acme',
    });
    expect(capped.body).toEqual({ footprints: [expect.any(Array)], truncated: true });
  });

  it('answers bad input with a 400 that says what is wrong', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ aoi: 'POLYGON((0 0,1 1))' }, /aoi/],
      [{ aoi: 'hello' }, /aoi is not valid WKT/],
      [{ aoi: 'POLYGON((0 0,500 0,1 1,0 0))' }, /lon -180..180/],
      [{ limit: '20001' }, /limit/],
      [{ limit: 'many' }, /limit/],
      [{ category: 'volcanoes' }, /volcanoes/],
      [{ listingTypes: 'PDF' }, /PDF/],
      [{ orderBy: 'SIDEWAYS' }, /orderBy/],
    ];
    for (const [params, message] of cases) {
      const response = await api(harness().base, `/v1/listings/footprints?${query(params)}`);
      expect(response.status, JSON.stringify(params)).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message, JSON.stringify(params)).toMatch(message);
    }
  });
});
