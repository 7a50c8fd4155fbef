import { chooseLevel } from '../cog/choose-level';
import type { CogSource } from '../cog/cog-source';
import type { OutputGrid, SourceGrid } from './output-grid';
import { exactGrid, outputGeoTransform, transformGrid } from './output-grid';
import { RESAMPLING } from './resampling';
import type { Resampling } from './resampling';
import { overviewTargetRatio } from './overview-ratio';
import { pixelTransforms } from './pixel-transform';
import { warpChunks } from './source-window';
import type { PixelRect, WarpChunk } from './source-window';

/** What to read from one source for one output grid, and how to resample it (as gdalwarp). */
export interface WarpPlan {
  /** The level to read (0 = full resolution), by gdalwarp's `-ovr AUTO` rule. */
  readonly level: number;
  /** Output pixel centres in the source's level-0 pixel space (exact for GCP sources). */
  readonly grid: SourceGrid;
  /** The union of the chunks' windows (level pixels); undefined when the output misses the raster. */
  readonly window: PixelRect | undefined;
  /** gdalwarp's chunks: output rectangles, their source windows and kernel scales. */
  readonly chunks: readonly WarpChunk[];
}

/** Options of {@link planWarp}. */
export interface PlanOptions {
  /** Force a level (tests); default by gdalwarp's rule. */
  readonly level?: number;
}

/**
 * Plans the warp of `source` onto `grid`, as gdalwarp does it with `-r near|bilinear`: the
 * overview level from the output's extent in source pixels, then gdalwarp's chunks, each with
 * the source window of its output edges and the kernel scales of that window clamped to the
 * raster.
 */
export function planWarp(
  source: CogSource,
  grid: OutputGrid,
  resampling: Resampling,
  options: PlanOptions = {},
): WarpPlan {
  const { toPixel } = pixelTransforms(source, grid.crs);
  const geo = outputGeoTransform(grid);
  // Output pixel position (0, 0 = top-left corner of the output) → level-0 source pixel.
  const toSourcePixel = (i: number, j: number) =>
    toPixel(geo.left + i * geo.dx, geo.top - j * geo.dy);
  const level =
    options.level ??
    chooseLevel(source.levels, overviewTargetRatio(grid.width, grid.height, toSourcePixel));
  const { ratioX, ratioY, width, height } = source.levels[level]!;
  const toLevelPixel = (i: number, j: number): [number, number] => {
    const [px, py] = toSourcePixel(i, j);
    return [px / ratioX, py / ratioY];
  };
  const chunks = warpChunks(
    grid.width,
    grid.height,
    width,
    height,
    toLevelPixel,
    resampling === RESAMPLING.bilinear ? 1 : 0,
  );
  // GCP polynomials bend too much for a 16-pixel interpolation grid (0.1% of nearest picks
  // differ from `gdalwarp -et 0`): every pixel is transformed; affine sources interpolate.
  const pixelGrid =
    source.georef.kind === 'gcp' ? exactGrid(grid, toPixel) : transformGrid(grid, toPixel);
  return { level, grid: pixelGrid, window: unionOf(chunks), chunks };
}

function unionOf(chunks: readonly WarpChunk[]): PixelRect | undefined {
  if (chunks.length === 0) return undefined;
  let [x0, y0, x1, y1] = chunks[0]!.window;
  for (const { window } of chunks) {
    x0 = Math.min(x0, window[0]);
    y0 = Math.min(y0, window[1]);
    x1 = Math.max(x1, window[2]);
    y1 = Math.max(y1, window[3]);
  }
  return [x0, y0, x1, y1];
}
