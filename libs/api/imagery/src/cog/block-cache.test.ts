import { describe, expect, it } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { blockCacheStats } from './block-cache';
import { openCog } from './cog-source';
import { readWindow } from './read-window';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;

describe('decoded block cache', () => {
  it('answers a window read again from kept blocks, with the same values', async () => {
    const source = await openCog(B04);
    const request = { level: 0, window: [500, 500, 560, 540] as const };
    const first = await readWindow(source, request);
    const before = blockCacheStats();
    const again = await readWindow(source, request);
    const after = blockCacheStats();
    expect(after.misses).toBe(before.misses);
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(Array.from(again!.data)).toEqual(Array.from(first!.data));
    // A neighbouring window of the same block is read from the cache too.
    const neighbour = await readWindow(source, { level: 0, window: [560, 500, 600, 540] });
    expect(blockCacheStats().misses).toBe(before.misses);
    expect(neighbour!.width).toBe(40);
  });

  it('keeps its bytes within the budget', async () => {
    const source = await openCog(B04);
    // Every block of level 0 (3 × 3 blocks of 512² UInt16, 4.5 MB): all within 32 MB.
    await readWindow(source, { level: 0, window: [0, 0, 1098, 1098] });
    const { bytes } = blockCacheStats();
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
  });
});
