import type { GenerateImageBody, ImageryApi } from '@unfurl/api-client';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_CONCURRENCY, ThumbnailLoader, sessionThumbnailLoader } from './thumbnail-loader';

const body = (day: string, script = 'True Color'): GenerateImageBody => ({
  bbox: [-11.6, 24.5, -11.2, 24.9],
  timeRange: { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` },
  satellite: 'sentinel-2-l2a',
  evalscriptName: script,
  width: 227,
  height: 250,
});

describe('ThumbnailLoader', () => {
  it('asks for JPEG quality 20, at most two at a time, once per image (R-454)', async () => {
    const seen: GenerateImageBody[] = [];
    let running = 0;
    let peak = 0;
    const api = {
      generateThumbnail: async (b: GenerateImageBody) => {
        seen.push(b);
        peak = Math.max(peak, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return new Blob(['x']);
      },
    } as unknown as ImageryApi;
    let n = 0;
    const loader = new ThumbnailLoader(api, () => `blob:${++n}`);
    const urls = await Promise.all(
      ['2020-02-01', '2020-02-02', '2020-02-03', '2020-02-01'].map((d) => loader.load(body(d))),
    );
    expect(seen).toHaveLength(3);
    expect(peak).toBe(THUMBNAIL_CONCURRENCY);
    expect(seen[0]).toMatchObject({ contentType: 'image/jpeg', quality: 20 });
    expect(urls[0]).toBe(urls[3]);
  });

  it('resolves a failed thumbnail to null', async () => {
    const api = {
      generateThumbnail: async () => Promise.reject(new Error('400: no')),
    } as unknown as ImageryApi;
    expect(await new ThumbnailLoader(api).load(body('2020-02-01'))).toBeNull();
  });

  it('has one loader per imagery client for the session, keyed by satellite too (R-459)', async () => {
    const seen: GenerateImageBody[] = [];
    const api = {
      generateThumbnail: async (b: GenerateImageBody) => {
        seen.push(b);
        return new Blob(['x']);
      },
    } as unknown as ImageryApi;
    expect(sessionThumbnailLoader(api)).toBe(sessionThumbnailLoader(api));
    const loader = new ThumbnailLoader(api, () => 'blob:t');
    const { evalscriptName: _named, ...rest } = body('2020-02-19');
    const custom: GenerateImageBody = { ...rest, evalscript: 'return [B04];' };
    await loader.load(custom);
    await loader.load({ ...custom, satellite: 'landsat-ot-l1' });
    await loader.load(custom);
    expect(seen.map((b) => b.satellite)).toEqual(['sentinel-2-l2a', 'landsat-ot-l1']);
  });
});
