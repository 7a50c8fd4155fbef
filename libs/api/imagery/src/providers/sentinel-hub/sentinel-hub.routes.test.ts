import proj4 from 'proj4';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { defaultScript, scriptById } from '@unfurl/imagery-core';
import { imageryRoutes } from '../../routes/imagery.routes';
import { statisticsGrid } from '../../statistics/statistics-grid';
import { fakeProcessColour, startFakeSentinelHub } from './fake-sentinel-hub';
import type { FakeSentinelHub } from './fake-sentinel-hub';
import { createSentinelHubProvider } from './sentinel-hub-provider';

// The real /imagery routes over the Sentinel Hub provider, against the local Sentinel Hub.
let app: TypedApp;
let db: Db;
let sh: FakeSentinelHub;

beforeAll(async () => {
  [db, sh] = await Promise.all([openTemplatedPgliteDb(), startFakeSentinelHub()]);
  app = createHttpServer({ logger: false });
  const provider = createSentinelHubProvider({
    clientId: sh.clientId,
    clientSecret: sh.clientSecret,
    baseUrl: sh.baseUrl,
    tokenUrl: sh.tokenUrl,
  });
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider, cache: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await sh?.close();
});
beforeEach(() => {
  sh.requests.length = 0;
});

const BOX = [-106, 39.7, -105, 40.5];
const OCT_2023 = { from: '2023-10-01T00:00:00Z', to: '2023-10-31T23:59:59Z' };
const processCalls = () => sh.requests.filter((r) => r.path === '/api/v1/process');
const post = (path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/imagery/${path}`, payload });

describe('POST /imagery/search over the Catalog API', () => {
  it('lists the catalog items as search hits, newest first', async () => {
    const res = await post('search', {
      bbox: BOX,
      timeRange: OCT_2023,
      satellites: ['sentinel-2-l2a', 'landsat-ot-l1'],
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<{ items: Record<string, unknown>[] }>();
    expect(items.map((i) => [i['id'], i['satellite'], i['cloudCover']])).toEqual([
      ['S2A_13TDE_20231008_0_L2A', 'sentinel-2-l2a', 0.000299],
      ['LC08_L2SP_033032_20231008_02_T1', 'landsat-ot-l1', 0.06],
    ]);
    const searches = sh.requests.filter((r) => r.path === '/api/v1/catalog/1.0.0/search');
    expect(searches.map((r) => (r.body['collections'] as string[])[0]).sort()).toEqual([
      'landsat-ot-l1',
      'sentinel-2-l2a',
    ]);
    expect(searches[0]!.body).toMatchObject({
      bbox: BOX,
      datetime: '2023-10-01T00:00:00.000Z/2023-10-31T23:59:59.000Z',
    });
  });
});

describe('POST /imagery/generate-image and /generate-thumbnail over the Process API', () => {
  it('renders True Color by default: the built-in script text goes to Sentinel Hub', async () => {
    const res = await post('generate-image', {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'sentinel-2-l2a',
      width: 200,
      height: 160,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const [call] = processCalls();
    expect(call!.status).toBe(200);
    const script = defaultScript('sentinel').script;
    expect(call!.body).toMatchObject({
      input: {
        bounds: { bbox: BOX },
        data: [
          {
            type: 'sentinel-2-l2a',
            dataFilter: {
              timeRange: { from: '2023-10-01T00:00:00.000Z', to: '2023-10-31T23:59:59.000Z' },
              maxCloudCoverage: 100,
            },
          },
        ],
      },
      output: { width: 200, height: 160 },
      evalscript: script,
    });
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 160]);
    expect([...data.subarray(0, 3)]).toEqual(
      fakeProcessColour({ evalscript: script, output: { width: 200, height: 160 } }),
    );
  });

  it('sends a named built-in script as its text, a thumbnail as JPEG quality 20', async () => {
    const res = await post('generate-thumbnail', {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'landsat-ot-l1',
      evalscriptName: 'Geology',
      contentType: 'image/jpeg',
      width: 64,
      height: 64,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const body = processCalls()[0]!.body as {
      input: { data: { type: string }[] };
      output: { responses: unknown[] };
      evalscript: string;
    };
    expect(body.input.data[0]!.type).toBe('landsat-ot-l1');
    expect(body.evalscript).toBe(scriptById('landsat-geology')!.script);
    expect(body.evalscript).toMatch(/evaluatePixel/);
    expect(body.output.responses).toEqual([
      { identifier: 'default', format: { type: 'image/jpeg', quality: 20 } },
    ]);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('answers Sentinel Hub failures as { message, code } 4xx/502s, never a 500', async () => {
    const body = {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'sentinel-2-l2a',
      width: 32,
      height: 32,
    };
    sh.failNext({
      status: 429,
      body: {
        error: {
          status: 429,
          reason: 'Too Many Requests',
          message: 'Slow down',
          code: 'COMMON_RATE_LIMIT',
        },
      },
      headers: { 'retry-after': '4200' },
    });
    const limited = await post('generate-image', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('5');
    expect(limited.json()).toEqual({
      message: 'Sentinel Hub rate limit reached for the process request; retry in 5 s: Slow down',
      code: 'IMAGERY_RATE_LIMITED',
    });
    expect(limited.headers['content-type']).toMatch(/^application\/json/);

    sh.failNext({
      status: 403,
      body: {
        error: {
          status: 403,
          reason: 'Forbidden',
          message: 'Out of processing units',
          code: 'COMMON_INSUFFICIENT_PERMISSIONS',
        },
      },
    });
    const forbidden = await post('generate-image', body);
    expect(forbidden.statusCode).toBe(502);
    expect(forbidden.json().code).toBe('IMAGERY_PROVIDER_FAILED');
    expect(forbidden.json().message).toMatch(/403.*Out of processing units/);

    sh.failNext({
      status: 400,
      body: {
        error: {
          status: 400,
          reason: 'Bad Request',
          message: 'Output default requested but missing',
          code: 'COMMON_BAD_PAYLOAD',
        },
      },
    });
    const rejected = await post('generate-image', body);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toEqual({
      message: 'Sentinel Hub rejected the process request: Output default requested but missing',
      code: 'IMAGERY_BAD_REQUEST',
    });

    const broken = await post('generate-image', {
      ...body,
      evalscript:
        '//VERSION=3\nfunction setup() {}\nfunction evaluatePixel() { throw new Error(); }',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe('EVALSCRIPT_ERROR');

    const unknown = await post('generate-image', { ...body, evalscriptName: 'No Such Script' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('IMAGERY_UNSUPPORTED');
    expect(processCalls()).toHaveLength(4);

    // An answer that is not the requested image is a 502.
    sh.failNext({
      status: 200,
      body: '{"not":"an image"}',
      headers: { 'content-type': 'image/png' },
    });
    const garbage = await post('generate-image', body);
    expect(garbage.statusCode).toBe(502);
    expect(garbage.json().message).toMatch(/not an image/);
  });
});

describe('GET /imagery/wms over the Process API', () => {
  it('asks Sentinel Hub for the EPSG:3857 box in metres with MAXCC', async () => {
    const [x0, y0] = proj4('EPSG:4326', 'EPSG:3857', [-105.6, 39.9]);
    const [x1, y1] = proj4('EPSG:4326', 'EPSG:3857', [-105.4, 40.1]);
    const res = await app.inject({
      method: 'GET',
      url: `/imagery/wms?SERVICE=WMS&REQUEST=GetMap&LAYERS=TRUE_COLOR&TIME=2023-10-08&CRS=EPSG:3857&BBOX=${[x0, y0, x1, y1].join(',')}&WIDTH=256&HEIGHT=256&MAXCC=30&FORMAT=image/png`,
    });
    expect(res.statusCode).toBe(200);
    const body = processCalls()[0]!.body as {
      input: {
        bounds: { bbox: number[]; properties: { crs: string } };
        data: { dataFilter: Record<string, unknown> }[];
      };
    };
    expect(body.input.bounds.properties.crs).toBe('http://www.opengis.net/def/crs/EPSG/0/3857');
    body.input.bounds.bbox.forEach((v, i) => expect(v).toBeCloseTo([x0!, y0!, x1!, y1!][i]!, 3));
    expect(body.input.data[0]!.dataFilter).toMatchObject({
      maxCloudCoverage: 30,
      timeRange: { from: '2023-10-08T00:00:00.000Z', to: '2023-10-08T23:59:59.000Z' },
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(256);
  });
});

describe('POST /imagery/statistics over the Statistical API', () => {
  it('answers the per-day statistics Sentinel Hub computed on the 200 m grid', async () => {
    const evalscript =
      "//VERSION=3\nfunction setup() { return { input: [{ bands: ['B04', 'B08', 'dataMask'] }], output: [{ id: 'default', bands: 1, sampleType: 'FLOAT32' }, { id: 'dataMask', bands: 1 }] }; }\nfunction evaluatePixel(s) { return { default: [index(s.B08, s.B04)], dataMask: [s.dataMask] }; }";
    const res = await post('statistics', {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'sentinel-2-l2a',
      evalscript,
    });
    expect(res.statusCode).toBe(200);
    const grid = statisticsGrid([-106, 39.7, -105, 40.5], 200);
    const call = sh.requests.find((r) => r.path === '/api/v1/statistics')!;
    expect(call.body['aggregation']).toMatchObject({
      width: grid.width,
      height: grid.height,
      evalscript,
    });
    const { data } = res.json<{
      data: {
        interval: { from: string };
        outputs: { default: { bands: { B0: { stats: { sampleCount: number } } } } };
      }[];
    }>();
    expect(data.map((d) => d.interval.from)).toEqual(['2023-10-08T00:00:00Z']);
    expect(data[0]!.outputs.default.bands.B0.stats.sampleCount).toBe(grid.width * grid.height);
    // A built-in display script by name (the atlas's chart): sent with a dataMask output added.
    const named = await post('statistics', {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'sentinel-2-l2a',
      evalscriptName: 'NDVI',
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toHaveLength(1);
  });
});
