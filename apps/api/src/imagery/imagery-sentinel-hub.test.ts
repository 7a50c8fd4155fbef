import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSentinelHub } from '@unfurl/api-imagery/testing';
import type { FakeSentinelHub } from '@unfurl/api-imagery/testing';
import { useSeededApp } from '../app.test-setup';
import { readImageryConfig } from './imagery-config';

// The whole API app configured for Sentinel Hub by environment, against a local Sentinel Hub.
let sh: FakeSentinelHub;
const saved = { ...process.env };
beforeAll(async () => {
  sh = await startFakeSentinelHub();
  Object.assign(process.env, {
    IMAGERY_PROVIDER: 'sentinel-hub',
    SH_CLIENT_ID: sh.clientId,
    SH_CLIENT_SECRET: sh.clientSecret,
    SH_BASE_URL: sh.baseUrl,
    SH_TOKEN_URL: sh.tokenUrl,
    IMAGERY_RENDER_WORKERS: '0',
  });
});
const { app } = useSeededApp();
afterAll(async () => {
  process.env = saved;
  await sh?.close();
});

const BOX = [-106, 39.7, -105, 40.5];
const OCT_2023 = { from: '2023-10-01T00:00:00Z', to: '2023-10-31T23:59:59Z' };

describe('the API app with IMAGERY_PROVIDER=sentinel-hub', () => {
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

  it("turns Sentinel Hub's 503 into a 502 and its 429 into a 429 through the app's error handling", async () => {
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
    // Validation stays the app's: a bad body is still its VALIDATION_ERROR.
    const bad = await app().inject({ method: 'POST', url: '/imagery/search', payload: {} });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('readImageryConfig for Sentinel Hub', () => {
  it('needs the client credentials and defaults the endpoints', () => {
    expect(() => readImageryConfig({ IMAGERY_PROVIDER: 'sentinel-hub' })).toThrow(
      /SH_CLIENT_ID and SH_CLIENT_SECRET/,
    );
    const config = readImageryConfig({
      IMAGERY_PROVIDER: 'sentinel-hub',
      SH_CLIENT_ID: 'id',
      SH_CLIENT_SECRET: 'secret',
    });
    expect(config.provider).toBe('sentinel-hub');
    expect(config.sentinelHub).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://services.sentinel-hub.com',
      tokenUrl: 'https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token',
      landsatCollection: 'landsat-ot-l1',
      timeoutMs: 60_000,
    });
    expect(readImageryConfig({}).sentinelHub).toBeUndefined();
    expect(
      readImageryConfig({
        IMAGERY_PROVIDER: 'sentinel-hub',
        SH_CLIENT_ID: 'id',
        SH_CLIENT_SECRET: 'secret',
        SH_BASE_URL: 'https://sh.dataspace.copernicus.eu',
        SH_TOKEN_URL:
          'https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token',
        SH_LANDSAT_COLLECTION: 'landsat-ot-l2',
      }).sentinelHub,
    ).toMatchObject({
      baseUrl: 'https://sh.dataspace.copernicus.eu',
      landsatCollection: 'landsat-ot-l2',
    });
    expect(() =>
      readImageryConfig({
        IMAGERY_PROVIDER: 'sentinel-hub',
        SH_CLIENT_ID: 'id',
        SH_CLIENT_SECRET: 'secret',
        SH_LANDSAT_COLLECTION: 'landsat-tm',
      }),
    ).toThrow(/SH_LANDSAT_COLLECTION/);
    expect(() =>
      readImageryConfig({
        IMAGERY_PROVIDER: 'sentinel-hub',
        SH_CLIENT_ID: 'id',
        SH_CLIENT_SECRET: 'secret',
        SH_BASE_URL: 'ftp://x',
      }),
    ).toThrow(/SH_BASE_URL/);
  });
});
