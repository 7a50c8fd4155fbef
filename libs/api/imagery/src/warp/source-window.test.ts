import { describe, expect, it } from 'vitest';
import { warpChunks } from './source-window';

/** Output pixel → level pixel: `scale` level pixels per output pixel, shifted by `x0`, `y0`. */
const linear =
  (scale: number, x0 = 0, y0 = 0) =>
  (i: number, j: number): [number, number] => [x0 + i * scale, y0 + j * scale];

describe('warpChunks (gdalwarp ComputeSourceWindow / CollectChunkList / kernel scale)', () => {
  it('one chunk at full resolution: window plus the bilinear radius, scale 1', () => {
    const chunks = warpChunks(100, 50, 1000, 1000, linear(1, 200.5, 300.5), 1);
    expect(chunks).toEqual([
      { dst: [0, 0, 100, 50], window: [199, 299, 302, 352], scaleX: 1, scaleY: 1 },
    ]);
  });

  it('zooming out: the radius grows with the factor, and 1/scale snaps to a near integer', () => {
    const [chunk] = warpChunks(100, 100, 1000, 1000, linear(2.02, 100, 100), 1);
    expect(chunk!.scaleX).toBe(0.5); // 1/2.02 is within 0.05 of 1/2
    // Radius ceil(1 / (100 / 202)) = 3 around the extent 100..302.
    expect(chunk!.window[0]).toBe(100 - 3);
    expect(chunk!.window[2]).toBe(302 + 3);
  });

  it('a box reaching past the raster: the kernel scale comes from the clamped source size', () => {
    // 100 output pixels over 700 level pixels, the raster being only 400 wide (and high).
    const [chunk] = warpChunks(100, 100, 400, 400, linear(7, -150, -150), 1);
    expect(chunk!.window).toEqual([0, 0, 400, 400]);
    // min(400 − 0, 700) = 400 source pixels for 100 output pixels, not the box's 1/7.
    expect(chunk!.scaleX).toBe(0.25);
    expect(chunk!.scaleY).toBe(0.25);
  });

  it('covering more than 90% of a level reads all of it', () => {
    const [chunk] = warpChunks(50, 50, 100, 100, linear(1.9, 2, 2), 0);
    expect(chunk!.window).toEqual([0, 0, 100, 100]);
  });

  it('halves the output along its longer side while the source window is less than half filled', () => {
    // 300 × 120 output, 3 level pixels each, the raster filling only the left 250 of 900.
    // Halved once: the right half misses the raster and is dropped; the left one is filled enough.
    const chunks = warpChunks(300, 120, 250, 400, linear(3, 0, 0), 1);
    expect(chunks.map((c) => c.dst)).toEqual([[0, 0, 150, 120]]);
    expect(chunks[0]!.window).toEqual([0, 0, 250, 363]);
  });

  it('no chunk when the output misses the raster', () => {
    expect(warpChunks(10, 10, 100, 100, linear(1, 500, 500), 1)).toEqual([]);
  });
});
