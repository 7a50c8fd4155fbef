import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../app.test-setup';
import { readImageryConfig } from './imagery-config';

// A short user-script budget for the runaway-script test (read when the app is built).
process.env['IMAGERY_SCRIPT_TIMEOUT_MS'] = '400';
const { app } = useSeededApp();

describe('imagery service in the API app', () => {
  it('renders a PNG under /imagery from the sample catalogue', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: [-11.6, 24.5, -11.2, 24.9],
        timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
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
        bbox: [-11.6, 24.5, -11.2, 24.9],
        timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
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
        bbox: [-11.6, 24.5, -11.2, 24.9],
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
        bbox: [-11.6, 24.5, -11.2, 24.9],
        timeRange: { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' },
        satellite: 'sentinel-2-l2a',
        evalscript: 'while (true) {}\nreturn [B04];',
        width: 16,
        height: 16,
      },
    });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().code).toBe('EVALSCRIPT_TIME_LIMIT');
  });

  it('lists the imagery routes in the OpenAPI document', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/imagery/search',
      '/imagery/generate-image',
      '/imagery/generate-thumbnail',
      '/imagery/short-url',
      '/imagery/short-url/{id}',
      '/imagery/wms',
      '/imagery/statistics',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});

describe('readImageryConfig', () => {
  it('defaults to the local catalogue over data/samples/raster', () => {
    const config = readImageryConfig({});
    expect(config.provider).toBe('local');
    expect(config.rasterDir).toMatch(/data\/samples\/raster$/);
    expect(config.shareTtlDays).toBeUndefined();
    expect(config.renderWorkers).toBeGreaterThan(0);
    expect(readImageryConfig({ IMAGERY_RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(config.cacheBytes).toBe(256 * 1048576);
    expect(config.cacheDir).toBeUndefined();
    expect(config.sandboxLimits).toEqual({ timeoutMs: 20_000, memoryMb: 128 });
    const tuned = readImageryConfig({
      IMAGERY_CACHE_MB: '0',
      IMAGERY_SCRIPT_TIMEOUT_MS: '500',
      IMAGERY_SCRIPT_MEMORY_MB: '32',
    });
    expect([tuned.cacheBytes, tuned.sandboxLimits]).toEqual([0, { timeoutMs: 500, memoryMb: 32 }]);
    expect(() => readImageryConfig({ IMAGERY_CACHE_MB: '-1' })).toThrow(/IMAGERY_CACHE_MB/);
  });

  it('refuses an unknown provider or a bad TTL', () => {
    expect(() => readImageryConfig({ IMAGERY_PROVIDER: 'x' })).toThrow(/IMAGERY_PROVIDER/);
    expect(() => readImageryConfig({ IMAGERY_SHARE_TTL_DAYS: '-1' })).toThrow(/TTL/);
    expect(readImageryConfig({ IMAGERY_PROVIDER: 'stac-api' }).stacUrl).toMatch(/earth-search/);
  });
});
