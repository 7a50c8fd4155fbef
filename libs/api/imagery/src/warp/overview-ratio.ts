import type { PointTransform } from '../cog/crs';

/** Points per side of the output grid gdalwarp samples to measure the zoom-out ratio. */
const POINTS = 10;

/**
 * Level-0 source pixels per output pixel as gdalwarp's `-ovr AUTO` measures it when the target
 * box and size are given (`-te` with `-ts`): a 10 × 10 grid over the output (pixel edges 0..width,
 * 0..height) taken to source pixels, and the extent of those points along the source x axis
 * divided by the output width (GDAL 3.6 measures x only; later versions take the smaller of the
 * x and y ratios, GDAL #7019).
 *
 * `toSourcePixel` maps an output pixel position to a level-0 source pixel position.
 */
export function overviewTargetRatio(
  outWidth: number,
  outHeight: number,
  toSourcePixel: PointTransform,
): number {
  let minX = Infinity;
  let maxX = -Infinity;
  for (let ix = 0; ix < POINTS; ix++) {
    for (let iy = 0; iy < POINTS; iy++) {
      const [x, y] = toSourcePixel((outWidth * ix) / (POINTS - 1), (outHeight * iy) / (POINTS - 1));
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
    }
  }
  return maxX > minX ? (maxX - minX) / outWidth : 0;
}
