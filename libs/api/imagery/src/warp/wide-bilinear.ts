/**
 * A window of raw samples: the `width` × `height` rectangle at (`x0`, `y0`) of `data` (rows of
 * `stride` values), and the stored no-data value (NaN when none).
 */
export interface SampleWindow {
  readonly data: ArrayLike<number>;
  readonly stride: number;
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  readonly nodata: number;
}

/**
 * gdalwarp's bilinear when zooming out: a triangle kernel stretched to 1/scale source pixels per
 * axis (scale = output/source pixel ratio, < 1), weights over valid samples renormalised.
 * `sx`, `sy` are window pixel coordinates of the output pixel centre. NaN when nothing valid.
 */
export function wideBilinear(
  w: SampleWindow,
  sx: number,
  sy: number,
  scaleX: number,
  scaleY: number,
): number {
  const radiusX = Math.ceil(1 / scaleX);
  const radiusY = Math.ceil(1 / scaleY);
  const ix = Math.floor(sx - 0.5);
  const iy = Math.floor(sy - 0.5);
  const deltaX = sx - 0.5 - ix;
  const deltaY = sy - 0.5 - iy;
  let acc = 0;
  let weight = 0;
  for (let j = 1 - radiusY; j <= radiusY; j++) {
    const y = iy + j;
    if (y < 0 || y >= w.height) continue;
    const wy = 1 - Math.abs((j - deltaY) * scaleY);
    if (wy <= 0) continue;
    const row = (y + w.y0) * w.stride + w.x0;
    for (let i = 1 - radiusX; i <= radiusX; i++) {
      const x = ix + i;
      if (x < 0 || x >= w.width) continue;
      const wx = 1 - Math.abs((i - deltaX) * scaleX);
      if (wx <= 0) continue;
      const v = w.data[row + x]!;
      if (v === w.nodata) continue;
      acc += v * wx * wy;
      weight += wx * wy;
    }
  }
  return weight > 1e-5 ? acc / weight : Number.NaN;
}
