import { describe, expect, it } from 'vitest';
import { readImageryConfig } from './imagery-config';

// The imagery service's configuration from the environment; the service itself (the plugin
// the app registers with it) is tested in libs/api/imagery (src/routes/imagery.plugin.test.ts).
describe('readImageryConfig', () => {
  it('defaults to the local catalogue over data/samples/raster', () => {
    const config = readImageryConfig({});
    expect(config.provider).toBe('local');
    expect(config.rasterDir).toMatch(/data\/samples\/raster$/);
    expect(config.shareTtlDays).toBeUndefined();
    expect(config.renderWorkers).toBeGreaterThan(0);
    expect(readImageryConfig({ IMAGERY_RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(config.warmRenderWorkers).toBe(true);
    expect(readImageryConfig({ IMAGERY_WARM_WORKERS: '0' }).warmRenderWorkers).toBe(false);
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

  it('reads the PNG compression level (0..9, default 5) and encoder (default bands)', () => {
    expect(readImageryConfig({}).pngCompressionLevel).toBe(5);
    expect(readImageryConfig({}).pngEncoder).toBe('bands');
    expect(readImageryConfig({ IMAGERY_PNG_ENCODER: 'sharp' }).pngEncoder).toBe('sharp');
    expect(() => readImageryConfig({ IMAGERY_PNG_ENCODER: 'pigz' })).toThrow(/IMAGERY_PNG_ENCODER/);
    expect(readImageryConfig({ IMAGERY_PNG_COMPRESSION: '3' }).pngCompressionLevel).toBe(3);
    for (const bad of ['10', '2.5', '-1', 'x']) {
      expect(() => readImageryConfig({ IMAGERY_PNG_COMPRESSION: bad })).toThrow(
        /IMAGERY_PNG_COMPRESSION/,
      );
    }
  });

  it('refuses an unknown provider or a bad TTL', () => {
    expect(() => readImageryConfig({ IMAGERY_PROVIDER: 'x' })).toThrow(/IMAGERY_PROVIDER/);
    expect(() => readImageryConfig({ IMAGERY_SHARE_TTL_DAYS: '-1' })).toThrow(/TTL/);
    expect(readImageryConfig({ IMAGERY_PROVIDER: 'stac-api' }).stacUrl).toMatch(/earth-search/);
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
