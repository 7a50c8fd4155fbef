import { afterAll, describe, expect, it } from 'vitest';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { TRUE_COLOR_STAGE } from './pixel-stage';
import { createRenderPool } from './render-pool';
import { renderImage } from './render-image';
import { builtInStages } from './stage-resolver';

const pool = createRenderPool(2);
afterAll(() => pool.close());

async function s2() {
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  return provider.search({
    bbox: [-11.6, 24.5, -11.2, 24.9],
    from: '2020-02-19T00:00:00Z',
    to: '2020-02-19T23:59:59Z',
    satellites: ['sentinel-2-l2a'],
    limit: 1,
  });
}

describe('render pool (worker threads)', () => {
  it('renders the same bytes as in-process, for True Color and a built-in evalscript', async () => {
    const scenes = await s2();
    const base = { scenes, bbox: [-11.6, 24.5, -11.2, 24.9] as const, width: 128, height: 96 };
    for (const stage of [
      TRUE_COLOR_STAGE,
      builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'Geology' }),
    ]) {
      const request = { ...base, stage, contentType: 'image/png' as const };
      const [pooled, local] = await Promise.all([pool.render(request), renderImage(request)]);
      expect(Buffer.compare(pooled.image, local.image)).toBe(0);
      expect(pooled.timings.read).toBeGreaterThan(0);
    }
  });

  it('passes imagery errors back with their status', async () => {
    const request = {
      scenes: [{ ...(await s2())[0]!, bands: {} }],
      bbox: [-11.6, 24.5, -11.2, 24.9] as const,
      width: 8,
      height: 8,
      stage: TRUE_COLOR_STAGE,
      contentType: 'image/png' as const,
    };
    await expect(pool.render(request)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('starts workers on the first render and stops them after the idle time', async () => {
    const lazy = createRenderPool(1, { idleMs: 300 });
    try {
      expect(lazy.workers()).toBe(0);
      const request = {
        scenes: await s2(),
        bbox: [-11.6, 24.5, -11.2, 24.9] as const,
        width: 32,
        height: 32,
        stage: TRUE_COLOR_STAGE,
        contentType: 'image/png' as const,
      };
      const first = await lazy.render(request);
      expect(lazy.workers()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(lazy.workers()).toBe(0);
      const again = await lazy.render(request);
      expect(Buffer.compare(again.image, first.image)).toBe(0);
    } finally {
      await lazy.close();
    }
  });
});
