import proj4 from 'proj4';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultScript } from '@unfurl/imagery-core';
import { isImageryError, isImageryRateLimitError } from '../../imagery-error';
import type { SceneQuery } from '../../scene';
import type { ProviderRenderRequest } from '../provider-render';
import { fakeProcessColour, startFakeSentinelHub } from './fake-sentinel-hub';
import type { FakeSentinelHub } from './fake-sentinel-hub';
import { retryAfterSeconds } from './sentinel-hub-errors';
import { withDataMaskOutput } from './statistics-evalscript';
import { createSentinelHubProvider } from './sentinel-hub-provider';
import type { SentinelHubOptions } from './sentinel-hub-options';

let sh: FakeSentinelHub;
beforeAll(async () => {
  sh = await startFakeSentinelHub();
});
afterAll(() => sh.close());
beforeEach(() => {
  sh.requests.length = 0;
  sh.setPageSize(100);
  sh.setTokenLifetime(3600);
  sh.rejectAllTokens(false);
});

const provider = (extra: Partial<SentinelHubOptions> = {}) =>
  createSentinelHubProvider({
    clientId: sh.clientId,
    clientSecret: sh.clientSecret,
    baseUrl: sh.baseUrl,
    tokenUrl: sh.tokenUrl,
    ...extra,
  });

const WORLD: SceneQuery = {
  bbox: [-180, -90, 180, 90],
  from: '2023-01-01T00:00:00.000Z',
  to: '2025-12-31T23:59:59.000Z',
  satellites: ['sentinel-2-l2a'],
  limit: 50,
};
const apiCalls = () => sh.requests.filter((r) => r.path.startsWith('/api/'));
const tokenCalls = () => sh.requests.filter((r) => r.path.includes('/token'));

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('Sentinel Hub OAuth client credentials', () => {
  it('fetches one token with the form body and reuses it until shortly before it expires', async () => {
    let now = Date.now();
    const p = provider({ now: () => now });
    const before = sh.tokensIssued();
    await p.search(WORLD);
    await p.search(WORLD);
    expect(sh.tokensIssued() - before).toBe(1);
    const [tokenCall] = tokenCalls();
    expect(tokenCall!.contentType).toBe('application/x-www-form-urlencoded');
    expect(tokenCall!.form).toEqual({
      grant_type: 'client_credentials',
      client_id: sh.clientId,
      client_secret: sh.clientSecret,
    });
    const used = apiCalls().map((r) => r.authorization);
    expect(used[0]).toMatch(/^Bearer ey/);
    expect(used[1]).toBe(used[0]);
    // 3600 s tokens are renewed 60 s before they expire.
    now += 3530_000;
    await p.search(WORLD);
    expect(sh.tokensIssued() - before).toBe(1);
    now += 20_000;
    await p.search(WORLD);
    expect(sh.tokensIssued() - before).toBe(2);
    expect(apiCalls().at(-1)!.authorization).not.toBe(used[0]);
  });

  it('shares one token request between concurrent calls', async () => {
    const p = provider();
    const before = sh.tokensIssued();
    await Promise.all([p.search(WORLD), p.search(WORLD), p.search(WORLD)]);
    expect(sh.tokensIssued() - before).toBe(1);
  });

  it('on a 401 drops the token, fetches a new one and retries once', async () => {
    const p = provider();
    await p.search(WORLD);
    const before = sh.tokensIssued();
    sh.revokeTokens();
    sh.requests.length = 0;
    const scenes = await p.search(WORLD);
    expect(scenes.length).toBeGreaterThan(0);
    expect(sh.tokensIssued() - before).toBe(1);
    expect(apiCalls().map((r) => r.status)).toEqual([401, 200]);
    expect(apiCalls()[1]!.authorization).not.toBe(apiCalls()[0]!.authorization);
  });

  it('gives up after that one retry: a 502, not a loop', async () => {
    const p = provider();
    sh.rejectAllTokens(true);
    const error = await failure(p.search(WORLD));
    expect(isImageryError(error) && [error.statusCode, error.code]).toEqual([
      502,
      'IMAGERY_PROVIDER_FAILED',
    ]);
    expect((error as Error).message).toMatch(/did not accept our access token.*401/);
    expect(apiCalls()).toHaveLength(2);
  });

  it('bad client credentials are a 502 naming SH_CLIENT_ID / SH_CLIENT_SECRET', async () => {
    const error = await failure(provider({ clientSecret: 'wrong' }).search(WORLD));
    expect(isImageryError(error) && error.statusCode).toBe(502);
    expect((error as Error).message).toMatch(
      /SH_CLIENT_ID \/ SH_CLIENT_SECRET.*invalid_client: Invalid client/,
    );
    expect(apiCalls()).toHaveLength(0);
  });
});

describe('Sentinel Hub Catalog API search', () => {
  it('POSTs bbox, datetime, one collection per request, limit and the cloud filter', async () => {
    await provider().search({
      ...WORLD,
      satellites: ['sentinel-2-l2a', 'sentinel-1-grd'],
      maxCloudCoverage: 40,
    });
    const bodies = apiCalls().map((r) => r.body);
    expect(apiCalls().every((r) => r.path === '/api/v1/catalog/1.0.0/search')).toBe(true);
    expect(apiCalls()[0]!.accept).toBe('application/geo+json');
    const s2 = bodies.find((b) => (b['collections'] as string[])[0] === 'sentinel-2-l2a');
    const s1 = bodies.find((b) => (b['collections'] as string[])[0] === 'sentinel-1-grd');
    expect(s2).toEqual({
      bbox: [-180, -90, 180, 90],
      datetime: '2023-01-01T00:00:00.000Z/2025-12-31T23:59:59.000Z',
      collections: ['sentinel-2-l2a'],
      limit: 100,
      filter: { op: '<=', args: [{ property: 'eo:cloud_cover' }, 40] },
      'filter-lang': 'cql2-json',
    });
    // Radar has no cloud cover.
    expect(s1).not.toHaveProperty('filter');
  });

  it('follows the next token over every page and answers newest first within the limit', async () => {
    sh.setPageSize(1);
    const scenes = await provider().search(WORLD);
    const calls = apiCalls();
    expect(calls.map((r) => r.body['next'])).toEqual([undefined, 1, 2]);
    expect(scenes.map((s) => s.item.datetime)).toEqual([
      '2025-07-31T13:19:22.930000Z',
      '2025-07-31T13:03:27.058000Z',
      '2023-10-08T18:02:55.276000Z',
    ]);
    const limited = await provider().search({ ...WORLD, limit: 2 });
    expect(limited.map((s) => s.item.id)).toEqual([
      'S2B_20EPT_20250731_0_L2A',
      'S2B_24MUV_20250731_0_L2A',
    ]);
  });

  it('stops after maxPages pages', async () => {
    sh.setPageSize(1);
    const scenes = await provider({ maxPages: 2 }).search(WORLD);
    expect(apiCalls()).toHaveLength(2);
    expect(scenes).toHaveLength(2);
  });

  it('maps catalog items to search hits (cloud filter applied by the server)', async () => {
    const scenes = await provider().search({
      bbox: [-106, 39.7, -105, 40.5],
      from: '2023-10-08T00:00:00.000Z',
      to: '2023-10-08T23:59:59.000Z',
      satellites: ['sentinel-2-l2a', 'landsat-ot-l1'],
      limit: 10,
    });
    expect(scenes.map((s) => s.item)).toEqual([
      {
        id: 'S2A_13TDE_20231008_0_L2A',
        datetime: '2023-10-08T18:02:55.276000Z',
        satellite: 'sentinel-2-l2a',
        cloudCover: 0.000299,
        instruments: ['msi'],
        bands: expect.arrayContaining(['B02', 'B03', 'B04', 'B08', 'B8A', 'B11', 'SCL']),
        constellation: 'sentinel-2',
        bbox: [-106.18316062292897, 39.65576169772817, -104.88456877606482, 40.650789813976196],
        collection: 'sentinel-2-l2a',
        resolution: 10,
        previewUrl: expect.stringMatching(/^https:\/\//),
      },
      expect.objectContaining({
        id: 'LC08_L2SP_033032_20231008_02_T1',
        satellite: 'landsat-ot-l1',
        constellation: 'landsat',
        collection: 'landsat-ot-l1',
        resolution: 30,
        bands: expect.arrayContaining(['B02', 'B05', 'B10']),
      }),
    ]);
    const cloudy = await provider().search({
      ...WORLD,
      satellites: ['sentinel-2-l2a'],
      maxCloudCoverage: 30,
    });
    expect(cloudy.map((s) => s.item.cloudCover)).toEqual([26.02542, 0.000299]);
  });
});

describe('Sentinel Hub Process API', () => {
  const request: ProviderRenderRequest = {
    bbox: [-105.6, 39.9, -105.4, 40.1],
    from: '2023-10-01T00:00:00.000Z',
    to: '2023-10-08T23:59:59.000Z',
    satellite: 'sentinel-2-l2a',
    evalscript: defaultScript('sentinel').script,
    width: 120,
    height: 80,
    contentType: 'image/png',
    crs: 'EPSG:4326',
    maxCloudCoverage: 30,
    upsampling: 'BILINEAR',
    previewMode: 'detail',
  };

  it('POSTs bounds, data, output and the evalscript; answers the PNG Sentinel Hub sends', async () => {
    const image = await provider().render!(request);
    const [call] = apiCalls();
    expect(call!.path).toBe('/api/v1/process');
    expect(call!.accept).toBe('image/png');
    expect(call!.body).toEqual({
      input: {
        bounds: {
          bbox: [-105.6, 39.9, -105.4, 40.1],
          properties: { crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' },
        },
        data: [
          {
            type: 'sentinel-2-l2a',
            dataFilter: {
              timeRange: { from: '2023-10-01T00:00:00.000Z', to: '2023-10-08T23:59:59.000Z' },
              maxCloudCoverage: 30,
              mosaickingOrder: 'mostRecent',
              previewMode: 'DETAIL',
            },
            processing: { upsampling: 'BILINEAR' },
          },
        ],
      },
      output: {
        width: 120,
        height: 80,
        responses: [{ identifier: 'default', format: { type: 'image/png' } }],
      },
      evalscript: request.evalscript,
    });
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([120, 80, 'raw']);
    expect([...data.subarray(0, 3)]).toEqual(
      fakeProcessColour({ evalscript: request.evalscript, output: { width: 120, height: 80 } }),
    );
  });

  it('asks Web Mercator bounds in metres, JPEG quality, Sentinel-1 without a cloud filter', async () => {
    await provider().render!({
      ...request,
      satellite: 'sentinel-1-grd',
      crs: 'EPSG:3857',
      contentType: 'image/jpeg',
      quality: 20,
      backCoeff: 'GAMMA0_TERRAIN',
      orthorectify: true,
    });
    const body = apiCalls()[0]!.body as {
      input: { bounds: { bbox: number[]; properties: unknown }; data: Record<string, unknown>[] };
      output: { responses: unknown[] };
    };
    expect(apiCalls()[0]!.status).toBe(200);
    expect(body.input.bounds.properties).toEqual({
      crs: 'http://www.opengis.net/def/crs/EPSG/0/3857',
    });
    // The same corners through proj4 (independent of the provider's formula).
    const sw = proj4('EPSG:4326', 'EPSG:3857', [-105.6, 39.9]);
    const ne = proj4('EPSG:4326', 'EPSG:3857', [-105.4, 40.1]);
    body.input.bounds.bbox.forEach((v, i) => expect(v).toBeCloseTo([...sw, ...ne][i]!, 3));
    expect(body.input.data[0]).toEqual({
      type: 'sentinel-1-grd',
      dataFilter: {
        timeRange: { from: request.from, to: request.to },
        mosaickingOrder: 'mostRecent',
      },
      processing: { upsampling: 'BILINEAR', orthorectify: true, backCoeff: 'GAMMA0_TERRAIN' },
    });
    expect(body.output.responses).toEqual([
      { identifier: 'default', format: { type: 'image/jpeg', quality: 20 } },
    ]);
  });

  it('maps Sentinel Hub errors to clear 4xx/502 errors', async () => {
    const p = provider();
    const cases = [
      {
        fault: {
          status: 400,
          body: {
            error: {
              status: 400,
              reason: 'Bad Request',
              message: 'Requested bands are not present in the data collection',
              code: 'COMMON_BAD_PAYLOAD',
            },
          },
        },
        expected: [400, 'IMAGERY_BAD_REQUEST', /rejected the process request: Requested bands/],
      },
      {
        fault: {
          status: 403,
          body: {
            error: {
              status: 403,
              reason: 'Forbidden',
              message: 'Insufficient processing units',
              code: 'COMMON_INSUFFICIENT_PERMISSIONS',
            },
          },
        },
        expected: [502, 'IMAGERY_PROVIDER_FAILED', /refused the process request \(403\)/],
      },
      {
        fault: {
          status: 429,
          body: {
            error: {
              status: 429,
              reason: 'Too Many Requests',
              message: 'Rate limit exceeded',
              code: 'COMMON_RATE_LIMIT',
            },
          },
          headers: { 'retry-after': '2500' },
        },
        expected: [429, 'IMAGERY_RATE_LIMITED', /retry in 3 s: Rate limit exceeded/],
      },
      {
        fault: { status: 503, body: 'upstream maintenance' },
        expected: [502, 'IMAGERY_PROVIDER_FAILED', /HTTP 503: upstream maintenance/],
      },
    ] as const;
    for (const { fault, expected } of cases) {
      sh.failNext(fault);
      const error = await failure(p.render!(request));
      expect(isImageryError(error) && [error.statusCode, error.code]).toEqual(expected.slice(0, 2));
      expect((error as Error).message).toMatch(expected[2]);
      if (fault.status === 429) {
        expect(isImageryRateLimitError(error) && error.retryAfterSeconds).toBe(3);
      }
    }
    // A script the renderer cannot run is the script's fault: 422.
    const broken = await failure(
      p.render!({ ...request, evalscript: '//VERSION=3\nfunction evaluatePixel() { throw 1; }' }),
    );
    expect(isImageryError(broken) && [broken.statusCode, broken.code]).toEqual([
      422,
      'EVALSCRIPT_ERROR',
    ]);
    expect((broken as Error).message).toMatch(/Failed to evaluate script/);
  });

  it('reads Retry-After as Sentinel Hub sends it (milliseconds) or as an HTTP date', () => {
    expect(retryAfterSeconds('2500')).toBe(3);
    expect(retryAfterSeconds('10')).toBe(1);
    expect(retryAfterSeconds(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(retryAfterSeconds(null)).toBeUndefined();
  });

  it('an unreachable Sentinel Hub is a 502', async () => {
    const error = await failure(
      provider({ baseUrl: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9/token' }).search(
        WORLD,
      ),
    );
    expect(isImageryError(error) && error.statusCode).toBe(502);
  });
});

describe('Sentinel Hub Statistical API', () => {
  const ndvi =
    "//VERSION=3\nfunction setup() { return { input: [{ bands: ['B04', 'B08', 'dataMask'] }], output: [{ id: 'default', bands: 1, sampleType: 'FLOAT32' }, { id: 'dataMask', bands: 1 }] }; }\nfunction evaluatePixel(s) { return { default: [index(s.B08, s.B04)], dataMask: [s.dataMask] }; }";

  it('POSTs daily aggregation over whole UTC days with the grid size and percentiles', async () => {
    const stats = await provider().statistics!({
      bbox: [-106, 39.7, -105, 40.5],
      from: '2023-10-01T06:00:00.000Z',
      to: '2023-10-31T23:59:59.000Z',
      satellite: 'sentinel-2-l2a',
      evalscript: ndvi,
      width: 426,
      height: 445,
      maxCloudCoverage: 100,
    });
    expect(apiCalls()[0]!.body).toEqual({
      input: {
        bounds: {
          bbox: [-106, 39.7, -105, 40.5],
          properties: { crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' },
        },
        data: [
          {
            type: 'sentinel-2-l2a',
            dataFilter: { maxCloudCoverage: 100, mosaickingOrder: 'mostRecent' },
          },
        ],
      },
      aggregation: {
        timeRange: { from: '2023-10-01T00:00:00Z', to: '2023-11-01T00:00:00Z' },
        aggregationInterval: { of: 'P1D', lastIntervalBehavior: 'SHORTEN' },
        width: 426,
        height: 445,
        evalscript: ndvi,
      },
      calculations: {
        default: { statistics: { default: { percentiles: { k: [10, 50, 90] } } } },
      },
    });
    expect(stats).toEqual({
      status: 'OK',
      data: [
        {
          interval: { from: '2023-10-08T00:00:00Z', to: '2023-10-09T00:00:00Z' },
          outputs: {
            default: {
              bands: {
                B0: {
                  stats: {
                    min: 0.1,
                    max: 0.5,
                    mean: expect.closeTo(0.3, 9),
                    stDev: 0.1,
                    sampleCount: 426 * 445,
                    noDataCount: 0,
                    percentiles: {
                      '10.0': expect.closeTo(0.15, 9),
                      '50.0': expect.closeTo(0.3, 9),
                      '90.0': expect.closeTo(0.45, 9),
                    },
                  },
                },
              },
            },
          },
        },
      ],
    });
  });

  it('sends a display script (no dataMask output) with the dataMask output added', async () => {
    const trueColor = defaultScript('sentinel').script;
    const stats = await provider().statistics!({
      bbox: [-106, 39.7, -105, 40.5],
      from: '2023-10-01T00:00:00.000Z',
      to: '2023-10-31T23:59:59.000Z',
      satellite: 'sentinel-2-l2a',
      evalscript: trueColor,
      width: 10,
      height: 10,
      maxCloudCoverage: 100,
    });
    const sent = (apiCalls()[0]!.body['aggregation'] as { evalscript: string }).evalscript;
    expect(sent).toBe(withDataMaskOutput(trueColor));
    expect(sent).toContain(trueColor);
    expect(stats.data).toHaveLength(1);
  });

  it('intervals Sentinel Hub could not compute: all failed is a 422 in its words', async () => {
    sh.failNext({
      status: 200,
      body: {
        data: [
          {
            interval: { from: '2023-10-08T00:00:00Z', to: '2023-10-09T00:00:00Z' },
            error: { type: 'EXECUTION_ERROR', message: 'Output dataMask requested but missing' },
          },
        ],
        status: 'FAILED',
      },
    });
    const error = await failure(
      provider().statistics!({
        bbox: [-106, 39.7, -105, 40.5],
        from: '2023-10-01T00:00:00.000Z',
        to: '2023-10-31T23:59:59.000Z',
        satellite: 'sentinel-2-l2a',
        evalscript: defaultScript('sentinel').script,
        width: 10,
        height: 10,
        maxCloudCoverage: 100,
      }),
    );
    expect(isImageryError(error) && [error.statusCode, error.code]).toEqual([
      422,
      'EVALSCRIPT_ERROR',
    ]);
    expect((error as Error).message).toMatch(/EXECUTION_ERROR.*dataMask/);
  });
});
