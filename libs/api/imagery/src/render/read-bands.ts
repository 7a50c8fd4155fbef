import { ImageryInputError } from '../imagery-error';
import { openCog } from '../cog/cog-source';
import type { CogSource } from '../cog/cog-source';
import type { RasterWindow } from '../cog/read-window';
import { readWindow } from '../cog/read-window';
import type { Scene } from '../scene';
import { planWarp } from '../warp/warp-plan';
import type { WarpPlan } from '../warp/warp-plan';
import type { OutputGrid } from '../warp/output-grid';
import type { BandArrays } from './pixel-stage';
import type { Resampling } from '../warp/resampling';
import { warpBand } from '../warp/warp-band';
import type { BandScaling } from '../warp/warp-band';

/** Milliseconds spent per stage of a render. */
export interface StageTimings {
  read: number;
  warp: number;
  script: number;
  encode: number;
}

/** A fresh all-zero timing record. */
export function emptyTimings(): StageTimings {
  return { read: 0, warp: 0, script: 0, encode: 0 };
}

interface PreparedBand {
  readonly plan: WarpPlan;
  readonly window: RasterWindow | undefined;
  readonly scaling: BandScaling;
}

async function prepareBand(
  scene: Scene,
  band: string,
  grid: OutputGrid,
  resampling: Resampling,
  signal?: AbortSignal,
): Promise<PreparedBand> {
  const asset = scene.bands[band];
  if (!asset) throw new ImageryInputError(`Scene ${scene.item.id} has no band ${band}`);
  const source: CogSource = await openCog(asset.href);
  // Level, window and kernel as gdalwarp picks them (src/warp).
  const plan = planWarp(source, grid, resampling);
  const window = plan.window
    ? await readWindow(source, { level: plan.level, window: plan.window }, signal)
    : undefined;
  return { plan, window, scaling: { ...asset, nodata: asset.nodata ?? source.nodata } };
}

/**
 * Reads and reprojects the named bands of the scenes (newest first) onto the output grid: each
 * scene only fills the pixels the newer ones left empty (Sentinel Hub's `mostRecent` mosaic).
 * Adds `dataMask` (1 where every band has a value). Stops once every pixel is filled.
 */
export async function readBands(
  scenes: readonly Scene[],
  bands: readonly string[],
  grid: OutputGrid,
  resampling: Resampling,
  timings: StageTimings,
  signal?: AbortSignal,
): Promise<BandArrays> {
  const size = grid.width * grid.height;
  const arrays: Record<string, Float32Array> = {};
  for (const band of bands) arrays[band] = new Float32Array(size).fill(Number.NaN);
  const dataMask = new Float32Array(size);
  const filled: Record<string, number> = {};
  for (const scene of scenes) {
    signal?.throwIfAborted();
    // Bands of one scene are read concurrently (node:zlib decodes on the thread pool).
    const t0 = performance.now();
    const prepared = await Promise.all(
      bands.map((b) => prepareBand(scene, b, grid, resampling, signal)),
    );
    const t1 = performance.now();
    timings.read += t1 - t0;
    prepared.forEach((p, k) => {
      if (!p.window) return;
      const band = bands[k]!;
      filled[band] =
        (filled[band] ?? 0) + warpBand(p.window, p.plan, p.scaling, resampling, arrays[band]!);
    });
    timings.warp += performance.now() - t1;
    const t2 = performance.now();
    // Every band complete: the mask is all ones, no scan needed.
    const complete = bands.every((b) => filled[b] === size);
    const missing = complete
      ? (dataMask.fill(1), 0)
      : fillDataMask(
          bands.map((b) => arrays[b]!),
          dataMask,
        );
    timings.warp += performance.now() - t2;
    if (missing === 0) break;
  }
  return { ...arrays, dataMask };
}

/** dataMask = 1 where every band has a value (not NaN), else 0; returns the count of zeros. */
function fillDataMask(bands: readonly Float32Array[], mask: Float32Array): number {
  mask.fill(1);
  for (const band of bands) {
    for (let p = 0; p < mask.length; p++) if (band[p] !== band[p]) mask[p] = 0;
  }
  let missing = 0;
  for (let p = 0; p < mask.length; p++) missing += 1 - mask[p]!;
  return missing;
}
