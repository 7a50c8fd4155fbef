import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { scriptByName } from '@unfurl/imagery-core';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { imageryRoutes } from './imagery.routes';

let app: TypedApp;
let db: Db;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const S2_BOX = [-11.6, 24.5, -11.2, 24.9];
const FEB_2020 = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };
const render = (path: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/imagery/${path}`,
    payload: {
      bbox: S2_BOX,
      timeRange: FEB_2020,
      satellite: 'sentinel-2-l2a',
      width: 256,
      height: 256,
      ...body,
    },
  });

describe('POST /imagery/search', () => {
  it('returns the scenes over the box with the search-hit fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: S2_BOX, timeRange: FEB_2020, satellites: ['sentinel-2-l2a'] },
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Record<string, unknown>[] }>();
    expect(items).toHaveLength(1);
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'datetime',
        'satellite',
        'cloudCover',
        'instruments',
        'bands',
        'constellation',
      ]),
    );
  });

  it('defaults the limit to 20 and swaps a reversed time range', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: {
        bbox: [-180, -90, 180, 90],
        timeRange: { from: '2030-01-01T00:00:00Z', to: '2015-01-01T00:00:00Z' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(3);
  });

  it('asks the provider for 20 scenes when no limit is given (R-438)', async () => {
    const limits: number[] = [];
    const spy = createHttpServer({ logger: false });
    await spy.register(imageryRoutes, {
      prefix: '/imagery',
      db,
      provider: {
        kind: 'local',
        search: async (query) => {
          limits.push(query.limit);
          return [];
        },
      },
    });
    const res = await spy.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: S2_BOX, timeRange: FEB_2020 },
    });
    expect(res.json()).toEqual({ items: [] });
    expect(limits).toEqual([20]);
    await spy.close();
  });

  it('answers a bad bbox with a 400 that says what is wrong', async () => {
    const point = await app.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: [1, 2, 1, 3], timeRange: FEB_2020 },
    });
    expect(point.statusCode).toBe(400);
    expect(point.json().message).toBe('You created a single point. Please select a larger area.');
    const outside = await app.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: [0, 0, 200, 10], timeRange: FEB_2020 },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/out of range/);
    const short = await app.inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: [0, 0, 1], timeRange: FEB_2020 },
    });
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /imagery/generate-image and /generate-thumbnail', () => {
  it('renders True Color as PNG by default', async () => {
    const res = await render('generate-image', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['server-timing']).toMatch(/read;dur=.*encode;dur=/);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('renders JPEG; a thumbnail defaults to quality 20 (smaller)', async () => {
    const image = await render('generate-image', {
      contentType: 'image/jpeg',
      width: 400,
      height: 400,
    });
    const thumb = await render('generate-thumbnail', {
      contentType: 'image/jpeg',
      width: 400,
      height: 400,
    });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');
    expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
  });

  it('allows 2500 px per side and refuses 2501 with a clear 400', async () => {
    const ok = await render('generate-image', { width: 2500, height: 10 });
    expect(ok.statusCode).toBe(200);
    const tooWide = await render('generate-image', { width: 2501, height: 10 });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe(
      'Image too large: width 2501 px over the limit of 2500 px per side',
    );
    const both = await render('generate-thumbnail', { width: 3000, height: 2600 });
    expect(both.json().message).toMatch(/width 3000 px and height 2600 px/);
  });

  it('answers a bad bbox, no data and an unknown script with 4xx', async () => {
    const bad = await render('generate-image', { bbox: [10, 10, 5, 5] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/west < east/);
    const empty = await render('generate-image', { bbox: [0, 0, 1, 1] });
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('No data available. Please select a different area.');
    const unknown = await render('generate-image', { evalscriptName: 'No Such Script' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown script 'No Such Script'/);
    const missingBands = await render('generate-image', { evalscriptName: 'Artistic NDVI' });
    expect(missingBands.statusCode).toBe(400);
    expect(missingBands.json().message).toMatch(/Artistic NDVI needs bands .*B8A/);
    const radar = await render('generate-image', {
      satellite: 'sentinel-1-grd',
      bbox: [76, 10, 77, 10.5],
      timeRange: { from: '2018-07-16T00:00:00Z', to: '2018-07-16T23:59:59Z' },
    });
    expect(radar.statusCode).toBe(400);
    expect(radar.json().message).toMatch(/needs bands B04, B03, B02/);
  });
});

describe('built-in evalscripts (imagery-core runtime)', () => {
  it('renders a built-in script by name or by its exact text', async () => {
    const byName = await render('generate-image', { evalscriptName: 'Geology' });
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['content-type']).toBe('image/png');
    const falseColor = scriptByName('False Color')!;
    const byText = await render('generate-image', {
      evalscript: falseColor.script,
      width: 64,
      height: 64,
    });
    expect(byText.statusCode).toBe(200);
    expect((await sharp(byText.rawPayload).metadata()).width).toBe(64);
  });
});

describe('share links', () => {
  const record = {
    bbox: S2_BOX,
    date: '2020-02-19T11:34:25Z',
    evalscript: '//VERSION=3 ...',
    satellite: 'sentinel-2-l2a',
    pixelWidth: 1000,
    pixelHeight: 800,
    thumbnailPixelWidth: 125,
    thumbnailPixelHeight: 100,
    resolution: 10,
    imageUrl: 'https://example.org/image.png',
  };

  it('stores a record and returns it by id', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/imagery/short-url',
      payload: record,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const read = await app.inject({ method: 'GET', url: `/imagery/short-url/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...record, id });
  });

  it('keeps a client id and refuses it twice', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/imagery/short-url',
      payload: { ...record, id: 'my-share-1' },
    });
    expect(first.json()).toEqual({ id: 'my-share-1' });
    const again = await app.inject({
      method: 'POST',
      url: '/imagery/short-url',
      payload: { ...record, id: 'my-share-1' },
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers an unknown id with 404 'Invalid or expired share ID.'", async () => {
    for (const id of ['nope1234', 'bad id!', 'x']) {
      const res = await app.inject({
        method: 'GET',
        url: `/imagery/short-url/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Invalid or expired share ID.');
    }
  });

  it('treats an expired link as invalid', async () => {
    const expired = createHttpServer({ logger: false });
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    await expired.register(imageryRoutes, { prefix: '/imagery', db, provider, shareTtlMs: -1000 });
    const { id } = (
      await expired.inject({ method: 'POST', url: '/imagery/short-url', payload: record })
    ).json<{ id: string }>();
    const res = await expired.inject({ method: 'GET', url: `/imagery/short-url/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invalid or expired share ID.');
    await expired.close();
  });
});
