/** A window of raw samples, its size and the stored no-data value (NaN when none). */
export interface SampleWindow {
  readonly data: ArrayLike<number>;
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
    for (let i = 1 - radiusX; i <= radiusX; i++) {
      const x = ix + i;
      if (x < 0 || x >= w.width) continue;
      const wx = 1 - Math.abs((i - deltaX) * scaleX);
      if (wx <= 0) continue;
      const v = w.data[y * w.width + x]!;
      if (v === w.nodata) continue;
      acc += v * wx * wy;
      weight += wx * wy;
    }
  }
  return weight > 1e-5 ? acc / weight : Number.NaN;
}
