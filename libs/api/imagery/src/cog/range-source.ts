import { GeoTIFF } from 'geotiff';
import type { CogSource } from './cog-source';
import { cogOfTiff } from './cog-source';

/** Reads `length` bytes at `offset` of one stored file (fewer at its end). */
export type ReadRange = (
  offset: number,
  length: number,
  signal?: AbortSignal,
) => Promise<Uint8Array>;

/** Options of {@link openCogFromRanges}. */
export interface RangeSourceOptions {
  /** Bytes per cached block (reads are rounded out to whole blocks); default 64 KiB. */
  readonly blockSize?: number;
  /** Blocks kept (least recently used dropped); default 32. */
  readonly maxBlocks?: number;
  /** Decoded tiles kept per level (neighbouring map tiles share them); default 8. */
  readonly decodedTiles?: number;
}

/**
 * A bounded stand-in for geotiff.js's per-image cache of decoded tiles (`GeoTIFFImage.tiles`,
 * a plain object by tile index, unbounded when `cache: true`): the `max` used last are kept.
 */
function boundedTiles(max: number): Record<PropertyKey, unknown> {
  const kept = new Map<PropertyKey, unknown>();
  return new Proxy({} as Record<PropertyKey, unknown>, {
    get(_, key) {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    set(_, key, value) {
      kept.delete(key);
      kept.set(key, value);
      while (kept.size > max) kept.delete(kept.keys().next().value!);
      return true;
    },
  });
}

/** An ArrayBuffer of exactly `length` bytes holding `bytes` (zeros past their end). */
function copy(bytes: Uint8Array, length: number): ArrayBuffer {
  const out = new Uint8Array(length);
  out.set(bytes.subarray(0, length));
  return out.buffer;
}

interface Slice {
  readonly offset: number;
  readonly length: number;
}

/**
 * geotiff.js's source interface over `read`: slices rounded out to blocks, adjacent missing
 * blocks read in one request, blocks kept in a small LRU (an S3 object then costs a few ranged
 * GETs for its headers, and neighbouring tiles share blocks).
 */
export function blockSource(read: ReadRange, options: RangeSourceOptions = {}) {
  const blockSize = options.blockSize ?? 64 * 1024;
  const maxBlocks = options.maxBlocks ?? 32;
  const blocks = new Map<number, Uint8Array>();

  const keep = (index: number, block: Uint8Array) => {
    blocks.delete(index);
    blocks.set(index, block);
    while (blocks.size > maxBlocks) blocks.delete(blocks.keys().next().value!);
  };

  /** Blocks first..last, from the cache or read (adjacent missing blocks in one request). */
  const blocksOf = async (first: number, last: number, signal?: AbortSignal) => {
    const got = new Map<number, Uint8Array>();
    let run = first;
    while (run <= last) {
      const cached = blocks.get(run);
      if (cached) {
        keep(run, cached);
        got.set(run++, cached);
        continue;
      }
      let end = run;
      while (end + 1 <= last && !blocks.has(end + 1)) end++;
      const bytes = await read(run * blockSize, (end - run + 1) * blockSize, signal);
      for (let b = run; b <= end; b++) {
        const block = bytes.subarray((b - run) * blockSize, (b - run + 1) * blockSize);
        keep(b, block);
        got.set(b, block);
      }
      run = end + 1;
    }
    return got;
  };

  const fetchSlice = async ({ offset, length }: Slice, signal?: AbortSignal) => {
    const first = Math.floor(offset / blockSize);
    const last = Math.floor((offset + Math.max(1, length) - 1) / blockSize);
    // Large reads (whole tiles of a big level) bypass the cache.
    if (last - first + 1 > maxBlocks / 2) return copy(await read(offset, length, signal), length);
    const got = await blocksOf(first, last, signal);
    const out = new Uint8Array(length);
    for (let b = first; b <= last; b++) {
      const block = got.get(b)!;
      const start = Math.max(offset, b * blockSize);
      const end = Math.min(offset + length, b * blockSize + block.length);
      if (end > start) {
        out.set(block.subarray(start - b * blockSize, end - b * blockSize), start - offset);
      }
    }
    return out.buffer;
  };

  return {
    fetch: (slices: readonly Slice[], signal?: AbortSignal) =>
      Promise.all(slices.map((slice) => fetchSlice(slice, signal))),
    fileSize: null,
    close: async () => blocks.clear(),
  };
}

/**
 * Opens a COG whose bytes are read by ranges (an object store's file, local or S3), with a small
 * block cache and a few decoded tiles per level. `href` names it in errors; no file handle is
 * kept open.
 */
export async function openCogFromRanges(
  read: ReadRange,
  href: string,
  options: RangeSourceOptions = {},
): Promise<CogSource> {
  const tiff = await GeoTIFF.fromSource(blockSource(read, options), { cache: true });
  const cog = await cogOfTiff(tiff, href);
  for (const level of cog.levels) {
    for (const image of level.mask ? [level.image, level.mask] : [level.image]) {
      // geotiff 2.1.3 looks decoded tiles up in `tiles` (null when not caching).
      (image as unknown as { tiles: unknown }).tiles = boundedTiles(options.decodedTiles ?? 8);
    }
  }
  return cog;
}
