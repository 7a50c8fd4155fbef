import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { DEFAULT_IMAGE_CACHE_BYTES } from '../cache/image-cache';
import { startFakeSentinelHub } from '../providers/sentinel-hub/fake-sentinel-hub';
import type { FakeSentinelHub } from '../providers/sentinel-hub/fake-sentinel-hub';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { DEFAULT_SANDBOX_LIMITS } from '../sandbox/sandbox-limits';
import type { ImageryConfig } from './imagery-config';
import { imageryPlugin } from './imagery.plugin';

// The plugin as the app registers it: on the house server (the one error handler), with a
// configuration as the app reads it from its environment (defaults unless said otherwise).
const DEFAULTS: ImageryConfig = {
  provider: 'local',
  stacUrl: 'https://earth-search.aws.element84.com/v1',
  sentinelHub: undefined,
  rasterDir: SAMPLE_RASTER_DIR,
  shareTtlDays: undefined,
  renderWorkers: 1,
  cacheBytes: DEFAULT_IMAGE_CACHE_BYTES,
  cacheDir: undefined,
  sandboxLimits: DEFAULT_SANDBOX_LIMITS,
};

/** A server with the imagery plugin over a migrated PGlite, started before and closed after. */
function useImageryServer(config: () => ImageryConfig): () => TypedApp {
  let app: TypedApp | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    db = await openTemplatedPgliteDb();
    app = createHttpServer({ logger: false });
    await app.register(imageryPlugin, { db, config: config() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  return () => app!;
}

const S2_BOX = [-11.6, 24.5, -11.2, 24.9];
const FEB_19 = { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' };

describe('imageryPlugin over the local catalogue', () => {
  // A short user-script budget for the runaway-script test; a render worker as in the app.
  const app = useImageryServer(() => ({
    ...DEFAULTS,
    sandboxLimits: { ...DEFAULT_SANDBOX_LIMITS, timeoutMs: 400 },
  }));

  it('renders a PNG under /imagery from the sample catalogue', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: S2_BOX,
        timeRange: FEB_19,
        satellite: 'sentinel-2-l2a',
        width: 64,
        height: 64,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('answers errors as { message, code }', async () => {
    const big = await app().inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: S2_BOX,
        timeRange: FEB_19,
        satellite: 'sentinel-2-l2a',
        width: 2501,
        height: 100,
      },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      message: 'Image too large: width 2501 px over the limit of 2500 px per side',
      code: 'IMAGE_TOO_LARGE',
    });
    const missing = await app().inject({ method: 'GET', url: '/imagery/short-url/unknown1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'Invalid or expired share ID.',
      code: 'SHARE_NOT_FOUND',
    });
    const badBody = await app().inject({ method: 'POST', url: '/imagery/search', payload: {} });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().code).toBe('VALIDATION_ERROR');
  });

  it('serves WMS tiles, statistics and user evalscripts; a runaway script is a 422 (R-443..R-447)', async () => {
    const tile = await app().inject({
      method: 'GET',
      url: '/imagery/wms?SERVICE=WMS&REQUEST=GetMap&LAYERS=TRUE_COLOR&TIME=2020-02-19&CRS=EPSG:3857&BBOX=-1291326,2814380,-1246799,2863178&WIDTH=64&HEIGHT=64&MAXCC=100&FORMAT=image/png',
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    const stats = await app().inject({
      method: 'POST',
      url: '/imagery/statistics',
      payload: {
        bbox: S2_BOX,
        timeRange: { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' },
        satellite: 'sentinel-2-l2a',
        evalscript:
          "//VERSION=3\nfunction setup() { return { input: ['B04', 'B08'], output: { bands: 1, sampleType: 'FLOAT32' } }; }\nfunction evaluatePixel(s) { return [index(s.B08, s.B04)]; }",
      },
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data[0].interval.from).toBe('2020-02-19T00:00:00Z');
    const badWms = await app().inject({ method: 'GET', url: '/imagery/wms?REQUEST=GetMap' });
    expect(badWms.statusCode).toBe(400);
    expect(badWms.json().code).toBe('IMAGERY_BAD_REQUEST');
    const loop = await app().inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: S2_BOX,
        timeRange: FEB_19,
        satellite: 'sentinel-2-l2a',
        evalscript: 'while (true) {}\nreturn [B04];',
        width: 16,
        height: 16,
      },
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().code).toBe('EVALSCRIPT_TIME_LIMIT');
  });
});

describe('imageryPlugin configured for Sentinel Hub', () => {
  let sh: FakeSentinelHub;
  beforeAll(async () => {
    sh = await startFakeSentinelHub();
  });
  afterAll(async () => {
    await sh?.close();
  });
  const app = useImageryServer(() => ({
    ...DEFAULTS,
    provider: 'sentinel-hub',
    sentinelHub: {
      clientId: sh.clientId,
      clientSecret: sh.clientSecret,
      baseUrl: sh.baseUrl,
      tokenUrl: sh.tokenUrl,
      landsatCollection: 'landsat-ot-l1',
      timeoutMs: 60_000,
    },
    renderWorkers: 0,
  }));

  const BOX = [-106, 39.7, -105, 40.5];
  const OCT_2023 = { from: '2023-10-01T00:00:00Z', to: '2023-10-31T23:59:59Z' };

  it('searches the Catalog and renders through the Process API under /imagery', async () => {
    const search = await app().inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: BOX, timeRange: OCT_2023, satellites: ['sentinel-2-l2a'] },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((i: { id: string }) => i.id)).toEqual([
      'S2A_13TDE_20231008_0_L2A',
    ]);
    const image = await app().inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: BOX,
        timeRange: OCT_2023,
        satellite: 'sentinel-2-l2a',
        width: 96,
        height: 48,
      },
    });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 96, 48]);
    const tokenRequests = sh.requests.filter((r) => r.path.includes('/token'));
    expect(tokenRequests).toHaveLength(1);
    expect(sh.requests.filter((r) => r.path === '/api/v1/process')).toHaveLength(1);
  });

  it("turns Sentinel Hub's 503 into a 502 and its 429 into a 429 through the one error handler", async () => {
    const payload = {
      bbox: BOX,
      timeRange: OCT_2023,
      satellite: 'sentinel-2-l2a',
      width: 16,
      height: 16,
    };
    sh.failNext({ status: 503, body: 'down for maintenance' });
    const down = await app().inject({ method: 'POST', url: '/imagery/generate-image', payload });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      message: 'Sentinel Hub process request failed with HTTP 503: down for maintenance',
      code: 'IMAGERY_PROVIDER_FAILED',
    });
    sh.failNext({
      status: 429,
      body: { error: { status: 429, message: 'Too many' } },
      headers: { 'retry-after': '1000' },
    });
    const slow = await app().inject({
      method: 'POST',
      url: '/imagery/search',
      payload: { bbox: BOX, timeRange: OCT_2023, satellites: ['sentinel-2-l2a'] },
    });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('1');
    expect(slow.json().code).toBe('IMAGERY_RATE_LIMITED');
    // Validation stays the one handler's: a bad body is still its VALIDATION_ERROR.
    const bad = await app().inject({ method: 'POST', url: '/imagery/search', payload: {} });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
