import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../app.test-setup';
import { readImageryConfig } from './imagery-config';

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
  });

  it('refuses an unknown provider or a bad TTL', () => {
    expect(() => readImageryConfig({ IMAGERY_PROVIDER: 'x' })).toThrow(/IMAGERY_PROVIDER/);
    expect(() => readImageryConfig({ IMAGERY_SHARE_TTL_DAYS: '-1' })).toThrow(/TTL/);
    expect(readImageryConfig({ IMAGERY_PROVIDER: 'stac-api' }).stacUrl).toMatch(/earth-search/);
  });
});
