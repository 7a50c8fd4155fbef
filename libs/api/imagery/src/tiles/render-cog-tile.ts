import type { CogSource } from '../cog/cog-source';
import { OUTPUT_CRS } from '../cog/crs';
import { readMaskWindow, readWindowSamples } from '../cog/read-window';
import type { RasterWindow } from '../cog/read-window';
import { encodeImage, IMAGE_CONTENT_TYPE } from '../encode/encode-image';
import type { RenderPool } from '../render/render-pool';
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

/** The render-pool task kind of a COG tile (see {@link COG_TILE_TASK_URL}). */
export const COG_TILE_TASK = 'cog-tile';

/** The module render workers load to warp, colour and encode COG tiles (`RenderPoolOptions.tasks`). */
export const COG_TILE_TASK_URL = new URL('./cog-tile-task.ts', import.meta.url);

/** One tile of one COG. */
export interface CogTileRequest {
  readonly source: CogSource;
  readonly display: CogDisplay;
  readonly tile: XyzTile;
  readonly signal?: AbortSignal;
}

/**
 * What a tile needs of its COG, read: the warp plan, the windows of the colour (and alpha)
 * samples and the internal mask's window. Plain data: it is posted to a render worker as is.
 */
export interface CogTileWindows {
  readonly plan: WarpPlan;
  readonly windows: readonly RasterWindow[];
  readonly mask: RasterWindow | undefined;
  readonly nodata: number | null;
  readonly display: CogDisplay;
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
 * Reads what one Web Mercator tile needs of a COG (the overview level by gdalwarp's rule, only
 * the window the tile covers, every sample in one read); undefined when the tile misses the
 * raster. Reading is I/O and zlib on the thread pool: it stays on the calling thread.
 */
export async function readCogTile(request: CogTileRequest): Promise<CogTileWindows | undefined> {
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
  return { plan, windows, mask, nodata: source.nodata, display };
}

/** Warps read tile windows with the imagery warper onto the tile (CPU work: a worker's part). */
export function warpTileWindows(read: CogTileWindows): TileBands {
  const { plan, windows, mask, nodata, display } = read;
  const colours = display.colourSamples.map((_, k) => warped(windows[k]!, plan, nodata, display));
  const alphaWindow = display.alpha ? windows[display.colourSamples.length] : undefined;
  return {
    colours,
    ...(alphaWindow ? { alpha: warped(alphaWindow, plan, null, display) } : {}),
    ...(mask ? { mask: warped(mask, plan, null, display, true) } : {}),
  };
}

/**
 * Reads and warps what one Web Mercator tile needs of a COG with the imagery warper; undefined
 * when the tile misses the raster.
 */
export async function warpCogTile(request: CogTileRequest): Promise<TileBands | undefined> {
  const read = await readCogTile(request);
  return read ? warpTileWindows(read) : undefined;
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

/** Warps, colours and encodes read tile windows to a PNG; undefined when the tile is empty. */
export async function tilePng(read: CogTileWindows): Promise<Uint8Array | undefined> {
  const rgba = tileRgba(warpTileWindows(read), read.display);
  if (!rgba) return undefined;
  const png = await encodeImage(rgba, TILE_SIZE, TILE_SIZE, {
    contentType: IMAGE_CONTENT_TYPE.png,
  });
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * One tile of a COG as a PNG, undefined when it is empty: the windows are read here, then warped,
 * coloured and encoded on a render worker of `pool` (the event loop stays free), or here without
 * a pool. Same bytes either way.
 */
export async function renderCogTilePng(
  request: CogTileRequest,
  pool?: RenderPool,
): Promise<Buffer | undefined> {
  const read = await readCogTile(request);
  if (!read) return undefined;
  request.signal?.throwIfAborted();
  const png = pool
    ? await pool.run<Uint8Array | undefined>(COG_TILE_TASK, read)
    : await tilePng(read);
  return png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : undefined;
}
