import { GeoTIFFImage } from 'geotiff';

/** Bytes of decoded COG blocks kept per thread (each render worker has its own). */
export const BLOCK_CACHE_BYTES = 32 * 1024 * 1024;

interface Block {
  readonly x: number;
  readonly y: number;
  readonly sample: number;
  readonly data: ArrayBuffer | ArrayBufferView;
}

type GetTileOrStrip = (
  this: GeoTIFFImage,
  x: number,
  y: number,
  sample: number,
  decoder: unknown,
  signal?: AbortSignal,
) => Promise<Block>;

interface BlockCache {
  readonly entries: Map<string, Promise<Block['data']>>;
  readonly sizes: Map<string, number>;
  bytes: number;
  hits: number;
  misses: number;
}

const cache: BlockCache = { entries: new Map(), sizes: new Map(), bytes: 0, hits: 0, misses: 0 };
const ids = new WeakMap<GeoTIFFImage, number>();
let nextId = 0;
let installed = false;

/** Hits and misses so far, and bytes held (tests, benches). */
export function blockCacheStats(): { hits: number; misses: number; bytes: number } {
  return { hits: cache.hits, misses: cache.misses, bytes: cache.bytes };
}

const byteLength = (data: Block['data']): number => data.byteLength;

function evict(budget: number): void {
  for (const [key, size] of cache.sizes) {
    if (cache.bytes <= budget) return;
    cache.sizes.delete(key);
    cache.entries.delete(key);
    cache.bytes -= size;
  }
}

/**
 * Keeps decoded blocks of COG images across requests, least recently used dropped past
 * `budget` bytes: neighbouring map tiles (and a zoom-in) read the same blocks again, and
 * inflating them was most of a warm tile's time. A block is the decoded (and un-predicted)
 * tile or strip of one image (level or mask) of one opened file: the same bytes every time.
 * Failed or aborted reads are not kept. Installed once per thread, over geotiff's own
 * `getTileOrStrip` (its built-in per-image cache is unbounded, so it stays off).
 */
export function useBlockCache(budget = BLOCK_CACHE_BYTES): void {
  if (installed) return;
  installed = true;
  const proto = GeoTIFFImage.prototype as unknown as { getTileOrStrip: GetTileOrStrip };
  const original = proto.getTileOrStrip;
  proto.getTileOrStrip = async function (x, y, sample, decoder, signal) {
    let id = ids.get(this);
    if (id === undefined) ids.set(this, (id = nextId++));
    // Pixel-interleaved blocks hold every sample: one entry serves them all.
    const key = `${id}:${x}:${y}:${this.planarConfiguration === 2 ? sample : 0}`;
    const hit = cache.entries.get(key);
    if (hit) {
      cache.hits++;
      const size = cache.sizes.get(key);
      if (size !== undefined) {
        cache.sizes.delete(key);
        cache.sizes.set(key, size);
      }
      return { x, y, sample, data: await hit };
    }
    cache.misses++;
    const reading = original.call(this, x, y, sample, decoder, signal).then((b) => b.data);
    cache.entries.set(key, reading);
    reading.then(
      (data) => {
        if (cache.entries.get(key) !== reading) return;
        const size = byteLength(data);
        cache.sizes.set(key, size);
        cache.bytes += size;
        evict(budget);
      },
      () => {
        if (cache.entries.get(key) === reading) cache.entries.delete(key);
      },
    );
    return { x, y, sample, data: await reading };
  };
}
