import type { RasterWindow } from '../cog/read-window';
import type { WarpChunk } from './source-window';
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

/** Where output pixels sample a source: their positions and gdalwarp's chunks (src/warp). */
export interface WarpGeometry {
  /** Output pixel centres in the source's level-0 pixel space. */
  readonly grid: SourceGrid;
  readonly chunks: readonly WarpChunk[];
}

/**
 * Resamples a window onto the output grid, writing value = DN × scale + offset into `out` only
 * where `out` is still NaN (so newer scenes win in a mosaic). Matches gdalwarp chunk by chunk:
 * pixel centres at +0.5, points outside the chunk's source window stay empty, bilinear weights
 * renormalised over valid neighbours (nodata and off-window neighbours are left out), and when
 * zooming out (a kernel scale below 0.95) the bilinear kernel stretched by 1/scale. `window`
 * must cover every chunk's window. Returns the pixels written.
 */
export function warpBand(
  window: RasterWindow,
  geometry: WarpGeometry,
  scaling: BandScaling,
  resampling: Resampling,
  out: Float32Array,
): number {
  let written = 0;
  for (const chunk of geometry.chunks) {
    written += warpChunk(window, geometry.grid, chunk, scaling, resampling, out);
  }
  return written;
}

function warpChunk(
  window: RasterWindow,
  grid: SourceGrid,
  chunk: WarpChunk,
  scaling: BandScaling,
  resampling: Resampling,
  out: Float32Array,
): number {
  const { width } = grid;
  const rowX = new Float64Array(width);
  const rowY = new Float64Array(width);
  const { data } = window;
  const stride = window.width;
  const kx = 1 / window.ratioX;
  const ky = 1 / window.ratioY;
  const [cx0, cy0, cx1, cy1] = chunk.window;
  // The chunk's window inside the window read: origin and size.
  const ox = cx0 - window.x0;
  const oy = cy0 - window.y0;
  const ww = cx1 - cx0;
  const wh = cy1 - cy0;
  const nodata = scaling.nodata ?? Number.NaN;
  const { scale, offset } = scaling;
  const bilinear = resampling === RESAMPLING.bilinear;
  const { scaleX, scaleY } = chunk;
  // gdalwarp's 4-sample formula only when both scales are ≥ 0.95; else its general kernel.
  const wide = bilinear && !(scaleX >= 0.95 && scaleY >= 0.95);
  const sampleWindow = { data, stride, x0: ox, y0: oy, width: ww, height: wh, nodata };
  const [i0, j0, i1, j1] = chunk.dst;
  let written = 0;
  for (let j = j0; j < j1; j++) {
    sourceRow(grid, j, rowX, rowY);
    const base = j * width;
    for (let i = i0; i < i1; i++) {
      if (!Number.isNaN(out[base + i]!)) continue;
      // Chunk-window pixel position of the output pixel centre (GWKCheckAndComputeSrcOffsets).
      const lx = rowX[i]! * kx - cx0;
      const ly = rowY[i]! * ky - cy0;
      if (!(lx >= 0 && ly >= 0 && lx + 1e-10 <= ww && ly + 1e-10 <= wh)) continue;
      // The source pixel under the centre: nearest takes it; gdalwarp's unified validity
      // mask skips output pixels whose centre pixel is no data, whatever the kernel.
      const cx = Math.min(ww - 1, Math.floor(lx + 1e-10));
      const cy = Math.min(wh - 1, Math.floor(ly + 1e-10));
      const centre = data[(cy + oy) * stride + cx + ox]!;
      if (centre === nodata) continue;
      if (!bilinear) {
        out[base + i] = centre * scale + offset;
        written++;
        continue;
      }
      if (wide) {
        const v = wideBilinear(sampleWindow, lx, ly, scaleX, scaleY);
        if (!Number.isNaN(v)) {
          out[base + i] = v * scale + offset;
          written++;
        }
        continue;
      }
      const sx = lx - 0.5;
      const sy = ly - 0.5;
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const fx = sx - ix;
      const fy = sy - iy;
      if (ix >= 0 && iy >= 0 && ix + 1 < ww && iy + 1 < wh) {
        // Fast path: all four neighbours inside the window and valid.
        const k = (iy + oy) * stride + ix + ox;
        const a = data[k]!;
        const b = data[k + 1]!;
        const c = data[k + stride]!;
        const d = data[k + stride + 1]!;
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
          const v = data[(y + oy) * stride + x + ox]!;
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
