import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache';
import { renderKey } from './render-key';

const image = (size: number, fill = 1) => ({
  image: Buffer.alloc(size, fill),
  contentType: 'image/png',
});

describe('createImageCache', () => {
  it('keeps at most maxBytes, dropping the least recently used image first', async () => {
    const cache = createImageCache({ maxBytes: 300 });
    await cache.set('a', image(100));
    await cache.set('b', image(100));
    await cache.set('c', image(100));
    await cache.get('a'); // a is now the most recently used
    await cache.set('d', image(100));
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('a'))?.image.length).toBe(100);
    expect(cache.stats).toEqual({ bytes: 300, entries: 3 });
    await cache.set('huge', image(301));
    expect(await cache.get('huge')).toBeUndefined();
    expect(cache.stats.bytes).toBe(300);
  });

  it('with a folder, reads back images the memory budget dropped (and after a restart)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'unfurl-image-cache-'));
    try {
      const cache = createImageCache({ maxBytes: 100, dir });
      await cache.set('a', image(100, 7));
      await cache.set('b', image(100, 8));
      const a = await cache.get('a');
      expect([a?.contentType, a?.image.length, a?.image[0]]).toEqual(['image/png', 100, 7]);
      const restarted = createImageCache({ maxBytes: 1000, dir });
      expect((await restarted.get('b'))?.image[99]).toBe(8);
      expect(await restarted.get('nope')).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('renderKey (R-460)', () => {
  const parts = {
    kind: 'image',
    bbox: [-11.6, 24.5, -11.2, 24.9] as const,
    from: '2020-02-01T00:00:00Z',
    to: '2020-02-19T10:05:00Z',
    width: 256,
    height: 256,
    satellite: 'sentinel-2-l2a',
    scriptId: 's2-true-color',
    source: undefined,
    contentType: 'image/png',
  };

  it('is keyed by area, date at hourly granularity, size and script', () => {
    const key = renderKey(parts);
    expect(renderKey({ ...parts, to: '2020-02-19T10:59:59Z' })).toBe(key);
    expect(renderKey({ ...parts, to: '2020-02-19T11:00:00Z' })).not.toBe(key);
    expect(renderKey({ ...parts, bbox: [-11.6, 24.5, -11.2, 24.8] })).not.toBe(key);
    expect(renderKey({ ...parts, width: 255 })).not.toBe(key);
    expect(renderKey({ ...parts, scriptId: 's2-geology' })).not.toBe(key);
  });

  it('tells user scripts apart by their full text, and other outputs by format and CRS', () => {
    const user = { ...parts, scriptId: undefined, source: 'return [B04];' };
    expect(renderKey(user)).not.toBe(renderKey({ ...user, source: 'return [B03];' }));
    expect(renderKey(user)).toMatch(/src=[0-9a-f]{64}/);
    expect(renderKey({ ...parts, contentType: 'image/jpeg' })).not.toBe(renderKey(parts));
    expect(renderKey({ ...parts, crs: 'EPSG:3857' })).not.toBe(renderKey(parts));
    expect(renderKey({ ...parts, maxCloudCoverage: 20 })).not.toBe(renderKey(parts));
  });
});
