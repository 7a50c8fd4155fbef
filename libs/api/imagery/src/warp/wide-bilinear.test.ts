import { describe, expect, it } from 'vitest';
import { wideBilinear } from './wide-bilinear';

const window = (data: number[], nodata = Number.NaN) => ({
  data,
  stride: 4,
  x0: 0,
  y0: 0,
  width: 4,
  height: 4,
  nodata,
});

describe('wideBilinear (gdalwarp bilinear when zooming out)', () => {
  it('keeps a constant field and averages a ramp around the centre', () => {
    expect(wideBilinear(window(new Array(16).fill(7)), 2, 2, 0.5, 0.5)).toBeCloseTo(7, 12);
    const ramp = [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3];
    // Centre at x = 2 (between columns 1 and 2): a symmetric kernel gives their mean.
    expect(wideBilinear(window(ramp), 2, 2, 0.5, 0.5)).toBeCloseTo(1.5, 12);
  });

  it('leaves no-data samples out and is NaN when nothing is valid', () => {
    const data = [9, 9, 9, 9, 9, 5, 5, 9, 9, 5, 5, 9, 9, 9, 9, 9];
    expect(wideBilinear(window(data, 9), 2, 2, 0.5, 0.5)).toBeCloseTo(5, 12);
    expect(wideBilinear(window(new Array(16).fill(9), 9), 2, 2, 0.5, 0.5)).toBeNaN();
  });

  it('reads a sub-window of a wider array', () => {
    const data = new Array(36)
      .fill(0)
      .map((_, k) => (k % 6 >= 2 && Math.floor(k / 6) >= 1 ? 4 : -1));
    const sub = { data, stride: 6, x0: 2, y0: 1, width: 4, height: 4, nodata: Number.NaN };
    expect(wideBilinear(sub, 2, 2, 0.6, 0.6)).toBeCloseTo(4, 12);
  });
});
