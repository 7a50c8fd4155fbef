import { describe, expect, it } from 'vitest';
import { openCog } from '../cog/cog-source';
import {
  findGdalwarp,
  gdalTarget,
  gdalwarpTrace,
  localScene,
  planTrace,
  sortChunks,
} from '../gdal/gdal-reference';
import type { OutputGrid } from './output-grid';
import type { Resampling } from './resampling';
import { planWarp } from './warp-plan';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL comparison tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}

const CASES: readonly [string, OutputGrid, Resampling][] = [
  [
    'inside, full resolution',
    { bbox: [-11.6, 24.5, -11.2, 24.9], width: 600, height: 600 },
    'bilinear',
  ],
  [
    'zoomed out to the 1/2 overview',
    { bbox: [-11.9, 24.35, -11.0, 24.8], width: 330, height: 160 },
    'bilinear',
  ],
  [
    'the whole scene, 1/4 overview',
    { bbox: [-12.1, 24.2, -10.7, 25.4], width: 200, height: 170 },
    'nearest',
  ],
  [
    'past the edges, EPSG:3857',
    { bbox: [-12.5, 23.9, -10.4, 25.6], width: 300, height: 250, crs: 'EPSG:3857' },
    'bilinear',
  ],
];

describe.skipIf(!gdal)(
  'warp plans of the Sentinel-2 sample equal gdalwarp’s own (--debug trace)',
  () => {
    it.each(CASES)('%s', async (_name, grid, resampling) => {
      const scene = await localScene('sentinel-2-l2a');
      const source = await openCog(scene.bands['B04']!.href);
      const trace = gdalwarpTrace(source.href, {
        ...gdalTarget(grid),
        width: grid.width,
        height: grid.height,
        resampling,
      });
      expect(planTrace(planWarp(source, grid, resampling))).toEqual({
        ...trace,
        chunks: sortChunks(trace.chunks),
      });
    });
  },
);
