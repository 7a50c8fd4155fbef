import { open } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openCogFromRanges } from '../cog/range-source';
import { encodeImage } from '../encode/encode-image';
import { createRenderPool } from '../render/render-pool';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { cogDisplay } from './cog-display';
import {
  COG_TILE_TASK,
  COG_TILE_TASK_URL,
  TILE_SIZE,
  renderCogTile,
  renderCogTilePng,
} from './render-cog-tile';

const pool = createRenderPool(1, { tasks: { [COG_TILE_TASK]: COG_TILE_TASK_URL } });
const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;
const file = await open(B04);
afterAll(async () => {
  await pool.close();
  await file.close();
});

async function b04() {
  const read = async (offset: number, length: number) => {
    const bytes = Buffer.alloc(length);
    const { bytesRead } = await file.read(bytes, 0, length, offset);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytesRead);
  };
  const source = await openCogFromRanges(read, B04);
  return { source, display: await cogDisplay(source) };
}

describe('COG tiles on the render workers', () => {
  it('answers the same PNG as the main-thread render (warp, colours, encoding)', async () => {
    const cog = await b04();
    // Two zooms (two overview levels) inside the scene.
    for (const tile of [
      { z: 10, x: 479, y: 439 },
      { z: 12, x: 1922, y: 1762 },
    ]) {
      const rgba = await renderCogTile({ ...cog, tile });
      expect(rgba).toBeDefined();
      const before = await encodeImage(rgba!, TILE_SIZE, TILE_SIZE, { contentType: 'image/png' });
      const pooled = await renderCogTilePng({ ...cog, tile }, pool);
      expect(pooled).toBeDefined();
      expect(Buffer.compare(pooled!, before)).toBe(0);
      expect(Buffer.compare((await renderCogTilePng({ ...cog, tile }))!, before)).toBe(0);
    }
    expect(pool.workers()).toBe(1);
  }, 60_000);

  it('answers undefined for a tile off the raster, without a worker job', async () => {
    const cog = await b04();
    expect(
      await renderCogTilePng({ ...cog, tile: { z: 10, x: 100, y: 100 } }, pool),
    ).toBeUndefined();
  });

  it('refuses a task kind the pool was not given', async () => {
    await expect(createRenderPool(1).run('nope', {})).rejects.toThrow(/no task nope/);
  });
});
