import type { PointTransform } from '../cog/crs';

/** A rectangle [x0, y0, x1, y1): output pixels, or pixels of one source level. */
export type PixelRect = readonly [number, number, number, number];

/**
 * One chunk of a warp, as gdalwarp splits and warps the output: the output pixels it fills, the
 * source window it reads (pixels outside it are not available to its kernel) and the kernel
 * scales (output pixels per source pixel, gdalwarp's dfXScale / dfYScale).
 */
export interface WarpChunk {
  readonly dst: PixelRect;
  readonly window: PixelRect;
  readonly scaleX: number;
  readonly scaleY: number;
}

/** gdalwarp's sample count per output edge (SAMPLE_STEPS). */
const STEPS = 21;
/** gdalwarp's default warp memory (-wm 64 MB). */
const WARP_MEMORY = 64 * 1024 * 1024;
/** Bits per source and output pixel with one Float32 band and a no-data mask each. */
const PIXEL_BITS = 33;

interface Extent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Source extent of the edges of output rectangle `dst` (ComputeSourceWindow's edge sampling). */
function edgeExtent(dst: PixelRect, toLevelPixel: PointTransform): Extent | undefined {
  const [i0, j0, i1, j1] = dst;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < STEPS; k++) {
    const t = k / (STEPS - 1);
    const i = i0 + t * (i1 - i0);
    const j = j0 + t * (j1 - j0);
    for (const [x, y] of [
      toLevelPixel(i, j0),
      toLevelPixel(i, j1),
      toLevelPixel(i0, j),
      toLevelPixel(i1, j),
    ]) {
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      minX = Math.min(minX, x!);
      maxX = Math.max(maxX, x!);
      minY = Math.min(minY, y!);
      maxY = Math.max(maxY, y!);
    }
  }
  if (!(minX <= maxX && minY <= maxY)) return undefined;
  const round = (v: number) => (Math.abs(Math.round(v) - v) < 1e-6 ? Math.round(v) : v);
  return { minX: round(minX), minY: round(minY), maxX: round(maxX), maxY: round(maxY) };
}

interface Axis {
  readonly offset: number;
  readonly size: number;
  readonly raw: number;
  readonly radius: number;
}

/** One axis of ComputeSourceWindow: window offset and size, unclamped size and kernel radius. */
function axis(min: number, max: number, levelSize: number, outSize: number, filter: number): Axis {
  const scale0 = Math.max(1e-3, outSize / (max - min));
  const radius = scale0 < 0.95 ? Math.ceil(filter / scale0) : filter;
  const minClamped = Math.trunc(Math.max(0, min));
  const maxClamped = Math.trunc(Math.min(Math.ceil(max), levelSize));
  const raw = Math.max(0, Math.min(levelSize - minClamped, max - min));
  if (maxClamped - minClamped > 0.9 * levelSize) {
    return { offset: 0, size: levelSize, raw, radius };
  }
  const offset = Math.max(0, Math.min(minClamped - radius, levelSize));
  const size = Math.max(0, Math.min(levelSize - offset, maxClamped - offset + radius));
  return { offset, size, raw, radius };
}

/** GDALWarpKernel's scale along one axis from its chunk's output and source window sizes. */
function kernelScale(outSize: number, a: Axis): number {
  const extra = a.size - a.raw;
  let scale = outSize / a.raw;
  if (a.size >= outSize && a.size <= outSize + extra) scale = 1;
  if (scale < 1) {
    // Snapped to 1/n when the reciprocal is within 0.05 of an integer.
    const reciprocal = 1 / scale;
    const n = Math.trunc(reciprocal + 0.5);
    if (Math.abs(reciprocal - n) < 0.05) scale = 1 / n;
  }
  return Math.min(1, scale);
}

/**
 * The chunks gdalwarp warps an output of `outWidth` × `outHeight` pixels in, for a source level
 * of `levelWidth` × `levelHeight` (`toLevelPixel`: output pixel position → level pixel position;
 * `filter`: kernel radius, 1 bilinear, 0 nearest). As `CollectChunkList`: the output is halved
 * along its longer side while the working buffers pass 64 MB or the source window is less than
 * half filled; chunks whose window misses the raster are dropped (SKIP_NOSOURCE).
 */
export function warpChunks(
  outWidth: number,
  outHeight: number,
  levelWidth: number,
  levelHeight: number,
  toLevelPixel: PointTransform,
  filter: number,
): WarpChunk[] {
  const chunks: WarpChunk[] = [];
  const collect = (dst: PixelRect): void => {
    const [i0, j0, i1, j1] = dst;
    const w = i1 - i0;
    const h = j1 - j0;
    const extent = edgeExtent(dst, toLevelPixel);
    if (
      !extent ||
      extent.minX > levelWidth ||
      extent.maxX < 0 ||
      extent.minY > levelHeight ||
      extent.maxY < 0
    ) {
      return;
    }
    const x = axis(extent.minX, extent.maxX, levelWidth, w, filter);
    const y = axis(extent.minY, extent.maxY, levelHeight, h, filter);
    if (x.size === 0 || y.size === 0) return;
    const memory = (PIXEL_BITS * x.size * y.size + PIXEL_BITS * w * h) / 8;
    const fill =
      (x.size * y.size) /
      Math.max(
        1,
        (extent.maxX - extent.minX + 2 * x.radius) * (extent.maxY - extent.minY + 2 * y.radius),
      );
    if (
      (memory > WARP_MEMORY && (w > 2 || h > 2)) ||
      (fill > 0 && fill < 0.5 && (w > 100 || h > 100))
    ) {
      if (w > h) {
        const half = Math.trunc(w / 2);
        collect([i0, j0, i0 + half, j1]);
        collect([i0 + half, j0, i1, j1]);
      } else {
        const half = Math.trunc(h / 2);
        collect([i0, j0, i1, j0 + half]);
        collect([i0, j0 + half, i1, j1]);
      }
      return;
    }
    chunks.push({
      dst,
      window: [x.offset, y.offset, x.offset + x.size, y.offset + y.size],
      scaleX: kernelScale(w, x),
      scaleY: kernelScale(h, y),
    });
  };
  collect([0, 0, outWidth, outHeight]);
  return chunks;
}
