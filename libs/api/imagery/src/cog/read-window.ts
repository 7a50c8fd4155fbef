import type { CogSource } from './cog-source';

/** Raw samples of a window of one level of a COG. */
export interface RasterWindow {
  readonly level: number;
  /** Level-0 pixels per pixel of the level read. */
  readonly ratioX: number;
  readonly ratioY: number;
  /** Window position (level pixels) and size. */
  readonly x0: number;
  readonly y0: number;
  readonly width: number;
  readonly height: number;
  readonly data: ArrayLike<number>;
}

/** A window of one level: [x0, y0, x1, y1) in that level's pixels. */
export interface WindowRequest {
  readonly level: number;
  readonly window: readonly [number, number, number, number];
}

/** The window clamped to the level: [x0, y0, x1, y1), or undefined when it misses the raster. */
function clampWindow(
  source: CogSource,
  request: WindowRequest,
): readonly [number, number, number, number] | undefined {
  const level = source.levels[request.level];
  if (!level) throw new RangeError(`${source.href} has no level ${request.level}`);
  const [wx0, wy0, wx1, wy1] = request.window;
  const x0 = Math.max(0, Math.floor(wx0));
  const y0 = Math.max(0, Math.floor(wy0));
  const x1 = Math.min(level.width, Math.ceil(wx1));
  const y1 = Math.min(level.height, Math.ceil(wy1));
  return x1 <= x0 || y1 <= y0 ? undefined : [x0, y0, x1, y1];
}

function rasterWindow(
  source: CogSource,
  request: WindowRequest,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
  data: ArrayLike<number>,
): RasterWindow {
  const { ratioX, ratioY } = source.levels[request.level]!;
  return { level: request.level, ratioX, ratioY, x0, y0, width: x1 - x0, height: y1 - y0, data };
}

/**
 * Reads `samples` (bands of the file, 0-based) of `window` of one level in one pass over its
 * tiles (clamped to the level, at that level's own resolution): one window per sample, or
 * undefined when the window misses the raster.
 */
export async function readWindowSamples(
  source: CogSource,
  request: WindowRequest,
  samples: readonly number[],
  signal?: AbortSignal,
): Promise<RasterWindow[] | undefined> {
  const window = clampWindow(source, request);
  if (!window) return undefined;
  const data = (await source.levels[request.level]!.image.readRasters({
    window: [...window],
    samples: [...samples],
    interleave: false,
    ...(signal ? { signal } : {}),
  })) as unknown as ArrayLike<number>[];
  return samples.map((_, k) => rasterWindow(source, request, window, data[k]!));
}

/**
 * Reads `window` of one level's internal transparency mask (0 = no data); undefined when the
 * level has no mask or the window misses the raster.
 */
export async function readMaskWindow(
  source: CogSource,
  request: WindowRequest,
  signal?: AbortSignal,
): Promise<RasterWindow | undefined> {
  const mask = source.levels[request.level]?.mask;
  const window = mask ? clampWindow(source, request) : undefined;
  if (!mask || !window) return undefined;
  const data = (await mask.readRasters({
    window: [...window],
    samples: [0],
    interleave: true,
    ...(signal ? { signal } : {}),
  })) as unknown as ArrayLike<number>;
  return rasterWindow(source, request, window, data);
}

/**
 * Reads only `window` of one level of a COG (clamped to the level), at that level's own
 * resolution; undefined when the window misses the raster.
 */
export async function readWindow(
  source: CogSource,
  request: WindowRequest,
  signal?: AbortSignal,
): Promise<RasterWindow | undefined> {
  return (await readWindowSamples(source, request, [0], signal))?.[0];
}
