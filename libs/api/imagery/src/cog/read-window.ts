import type { CogSource } from './cog-source';
import { chooseLevel } from './choose-level';

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

/** A source-CRS box and the output pixels it must fill. */
export interface WindowRequest {
  readonly bounds: readonly [number, number, number, number];
  readonly outWidth: number;
  readonly outHeight: number;
  /** Extra level pixels around the window (bilinear needs 1). Default 2. */
  readonly margin?: number;
  /** Force a level (tests); default: {@link chooseLevel}. */
  readonly level?: number;
}

/** Level-0 pixels per output pixel of a request: the smaller of x and y, as gdalwarp. */
export function targetRatio(source: CogSource, request: WindowRequest): number {
  const [minX, minY, maxX, maxY] = request.bounds;
  const rx = (maxX - minX) / source.resX / Math.max(1, request.outWidth - 1);
  const ry = (maxY - minY) / source.resY / Math.max(1, request.outHeight - 1);
  return Math.min(rx, ry);
}

/**
 * Reads only the window of the chosen overview level that covers `bounds` (plus a margin), at
 * that level's own resolution; undefined when the box misses the raster.
 */
export async function readWindow(
  source: CogSource,
  request: WindowRequest,
  signal?: AbortSignal,
): Promise<RasterWindow | undefined> {
  const levelIndex = request.level ?? chooseLevel(source.levels, targetRatio(source, request));
  const level = source.levels[levelIndex]!;
  const margin = request.margin ?? 2;
  const [minX, minY, maxX, maxY] = request.bounds;
  const left = (minX - source.originX) / source.resX / level.ratioX;
  const right = (maxX - source.originX) / source.resX / level.ratioX;
  const top = (source.originY - maxY) / source.resY / level.ratioY;
  const bottom = (source.originY - minY) / source.resY / level.ratioY;
  const x0 = Math.max(0, Math.floor(left) - margin);
  const y0 = Math.max(0, Math.floor(top) - margin);
  const x1 = Math.min(level.width, Math.ceil(right) + margin);
  const y1 = Math.min(level.height, Math.ceil(bottom) + margin);
  if (x1 <= x0 || y1 <= y0) return undefined;
  const data = (await level.image.readRasters({
    window: [x0, y0, x1, y1],
    samples: [0],
    interleave: true,
    ...(signal ? { signal } : {}),
  })) as unknown as ArrayLike<number>;
  return {
    level: levelIndex,
    ratioX: level.ratioX,
    ratioY: level.ratioY,
    x0,
    y0,
    width: x1 - x0,
    height: y1 - y0,
    data,
  };
}
