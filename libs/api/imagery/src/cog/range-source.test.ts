import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { openCog } from './cog-source';
import { blockSource, openCogFromRanges } from './range-source';
import { readWindow } from './read-window';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;

describe('blockSource', () => {
  it('rounds reads out to blocks, reads adjacent missing blocks at once and reuses them', async () => {
    const file = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    const reads: [number, number][] = [];
    const source = blockSource(
      async (offset, length) => {
        reads.push([offset, length]);
        return file.subarray(offset, offset + length);
      },
      { blockSize: 100, maxBlocks: 8 },
    );
    const [a, b] = await source.fetch([
      { offset: 150, length: 120 },
      { offset: 960, length: 80 },
    ]);
    expect(new Uint8Array(a!)).toEqual(file.subarray(150, 270));
    // Past the end of the file: zeros.
    expect(new Uint8Array(b!)).toEqual(
      Uint8Array.from([...file.subarray(960), ...new Array(40).fill(0)]),
    );
    expect(reads).toEqual([
      [100, 200],
      [900, 200],
    ]);
    await source.fetch([{ offset: 120, length: 60 }]);
    expect(reads).toHaveLength(2);
  });
});

describe('openCogFromRanges', () => {
  it('reads the same levels and samples as a COG opened from its path', async () => {
    const bytes = new Uint8Array(await readFile(B04));
    const ranged = await openCogFromRanges(async (o, l) => bytes.subarray(o, o + l), 'b04');
    const local = await openCog(B04);
    expect(ranged.levels.map((l) => l.width)).toEqual(local.levels.map((l) => l.width));
    expect(ranged.georef).toEqual(local.georef);
    const request = { level: 1, window: [100, 100, 140, 120] as const };
    expect((await readWindow(ranged, request))!.data).toEqual(
      (await readWindow(local, request))!.data,
    );
  });
});
