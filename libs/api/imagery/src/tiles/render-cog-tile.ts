import type { CogSource } from '../cog/cog-source';
import { OUTPUT_CRS } from '../cog/crs';
import { readMaskWindow, readWindowSamples } from '../cog/read-window';
import type { RasterWindow } from '../cog/read-window';
import type { OutputGrid } from '../warp/output-grid';
import { RESAMPLING } from '../warp/resampling';
import { warpBand } from '../warp/warp-band';
import { planWarp } from '../warp/warp-plan';
import type { WarpPlan } from '../warp/warp-plan';
import type { CogDisplay } from './cog-display';
import { tileRgba } from './tile-rgba';
import type { TileBands } from './tile-rgba';
import { tileLonLatBounds } from './xyz-tile';
import type { XyzTile } from './xyz-tile';

/** Pixels per side of a tile. */
export const TILE_SIZE = 256;

/** One tile of one COG. */
export interface CogTileRequest {
  readonly source: CogSource;
  readonly display: CogDisplay;
  readonly tile: XyzTile;
  readonly signal?: AbortSignal;
}

const warped = (
  window: RasterWindow,
  plan: WarpPlan,
  nodata: number | null,
  display: CogDisplay,
  nearest = false,
): Float32Array => {
  const out = new Float32Array(TILE_SIZE * TILE_SIZE).fill(Number.NaN);
  const resampling = nearest ? RESAMPLING.nearest : display.resampling;
  warpBand(window, plan, { scale: 1, offset: 0, nodata }, resampling, out);
  return out;
};

/**
 * Reads and warps what one Web Mercator tile needs of a COG with the imagery warper (the overview
 * level by gdalwarp's rule, only the window the tile covers, every sample in one read); undefined
 * when the tile misses the raster.
 */
export async function warpCogTile(request: CogTileRequest): Promise<TileBands | undefined> {
  const { source, display, tile, signal } = request;
  const grid: OutputGrid = {
    bbox: tileLonLatBounds(tile),
    width: TILE_SIZE,
    height: TILE_SIZE,
    crs: OUTPUT_CRS.webMercator,
  };
  const plan = planWarp(source, grid, display.resampling);
  if (!plan.window) return undefined;
  const window = { level: plan.level, window: plan.window };
  const samples = [...display.colourSamples, ...(display.alpha ? [display.alpha.sample] : [])];
  const [windows, mask] = await Promise.all([
    readWindowSamples(source, window, samples, signal),
    readMaskWindow(source, window, signal),
  ]);
  if (!windows) return undefined;
  const colours = display.colourSamples.map((_, k) =>
    warped(windows[k]!, plan, source.nodata, display),
  );
  const alphaWindow = display.alpha ? windows[display.colourSamples.length] : undefined;
  return {
    colours,
    ...(alphaWindow ? { alpha: warped(alphaWindow, plan, null, display) } : {}),
    ...(mask ? { mask: warped(mask, plan, null, display, true) } : {}),
  };
}

/**
 * Renders one 256 × 256 Web Mercator tile of a COG as RGBA bytes: transparent where there is
 * no data (no-data value, alpha band, internal mask, outside the raster); undefined when the
 * whole tile is empty.
 */
export async function renderCogTile(request: CogTileRequest): Promise<Uint8Array | undefined> {
  const bands = await warpCogTile(request);
  return bands ? tileRgba(bands, request.display) : undefined;
}
