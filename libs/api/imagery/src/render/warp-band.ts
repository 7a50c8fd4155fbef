import type { CogSource } from '../cog/cog-source';
import type { RasterWindow } from '../cog/read-window';
import type { SourceGrid } from './output-grid';
import { sourceRow } from './output-grid';
import { RESAMPLING } from './resampling';
import { wideBilinear } from './wide-bilinear';
import type { Resampling } from './resampling';

/** How stored numbers become values: value = DN × scale + offset; `nodata` DNs are skipped. */
export interface BandScaling {
  readonly scale: number;
  readonly offset: number;
  readonly nodata: number | null;
}

/**
 * Resamples a window onto the output grid, writing value = DN × scale + offset into `out` only
 * where `out` is still NaN (so newer scenes win in a mosaic). Matches gdalwarp: pixel centres
 * at +0.5, points outside the raster stay empty, bilinear weights renormalised over valid
 * neighbours (nodata and off-raster neighbours are left out). Returns the pixels written.
 */
export function warpBand(
  source: CogSource,
  window: RasterWindow,
  grid: SourceGrid,
  scaling: BandScaling,
  resampling: Resampling,
  out: Float32Array,
): number {
  const { width, height } = grid;
  const rowX = new Float64Array(width);
  const rowY = new Float64Array(width);
  const { data, x0, y0 } = window;
  const ww = window.width;
  const wh = window.height;
  const level = source.levels[window.level]!;
  const kx = 1 / (source.resX * window.ratioX);
  const ky = 1 / (source.resY * window.ratioY);
  const nodata = scaling.nodata ?? Number.NaN;
  const { scale, offset } = scaling;
  const bilinear = resampling === RESAMPLING.bilinear;
  // Output pixels per source pixel along each axis (gdalwarp's dfXScale / dfYScale); below 1
  // gdalwarp stretches the bilinear kernel, and so do we.
  const scaleX = Math.min(1, 1 / axisRatio(grid, true, kx, ky));
  const scaleY = Math.min(1, 1 / axisRatio(grid, false, kx, ky));
  const wide = bilinear && (scaleX < 1 || scaleY < 1);
  const sampleWindow = { data, width: ww, height: wh, nodata };
  let written = 0;
  for (let j = 0; j < height; j++) {
    sourceRow(grid, j, rowX, rowY);
    const base = j * width;
    for (let i = 0; i < width; i++) {
      if (!Number.isNaN(out[base + i]!)) continue;
      const lx = (rowX[i]! - source.originX) * kx;
      const ly = (source.originY - rowY[i]!) * ky;
      if (!(lx >= 0 && ly >= 0 && lx < level.width && ly < level.height)) continue;
      if (!bilinear) {
        const v = data[(Math.floor(ly + 1e-10) - y0) * ww + Math.floor(lx + 1e-10) - x0];
        if (v !== undefined && v !== nodata) {
          out[base + i] = v * scale + offset;
          written++;
        }
        continue;
      }
      if (wide) {
        const v = wideBilinear(sampleWindow, lx - x0, ly - y0, scaleX, scaleY);
        if (!Number.isNaN(v)) {
          out[base + i] = v * scale + offset;
          written++;
        }
        continue;
      }
      const sx = lx - 0.5 - x0;
      const sy = ly - 0.5 - y0;
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const fx = sx - ix;
      const fy = sy - iy;
      if (ix >= 0 && iy >= 0 && ix + 1 < ww && iy + 1 < wh) {
        // Fast path: all four neighbours inside the window and valid.
        const k = iy * ww + ix;
        const a = data[k]!;
        const b = data[k + 1]!;
        const c = data[k + ww]!;
        const d = data[k + ww + 1]!;
        if (a !== nodata && b !== nodata && c !== nodata && d !== nodata) {
          const top = a + (b - a) * fx;
          const v = top + (c + (d - c) * fx - top) * fy;
          out[base + i] = v * scale + offset;
          written++;
          continue;
        }
      }
      let acc = 0;
      let weight = 0;
      for (let dy = 0; dy < 2; dy++) {
        const y = iy + dy;
        if (y < 0 || y >= wh) continue;
        const wy = dy === 0 ? 1 - fy : fy;
        for (let dx = 0; dx < 2; dx++) {
          const x = ix + dx;
          if (x < 0 || x >= ww) continue;
          const v = data[y * ww + x]!;
          if (v === nodata) continue;
          const w = (dx === 0 ? 1 - fx : fx) * wy;
          acc += v * w;
          weight += w;
        }
      }
      if (weight > 1e-5) {
        out[base + i] = (acc / weight) * scale + offset;
        written++;
      }
    }
  }
  return written;
}

/**
 * Source pixels per output pixel along the output's x (or y) axis, over the whole grid: the
 * distance in source pixels between the first and last node of the middle row (column).
 */
function axisRatio(grid: SourceGrid, alongX: boolean, kx: number, ky: number): number {
  const nc = grid.cols.length;
  const nr = grid.rows.length;
  const a = alongX ? Math.floor(nr / 2) * nc : Math.floor(nc / 2);
  const b = alongX ? a + nc - 1 : (nr - 1) * nc + Math.floor(nc / 2);
  const dx = (grid.xs[b]! - grid.xs[a]!) * kx;
  const dy = (grid.ys[b]! - grid.ys[a]!) * ky;
  const steps = alongX ? grid.width - 1 : grid.height - 1;
  return steps > 0 ? Math.hypot(dx, dy) / steps : 1;
}
