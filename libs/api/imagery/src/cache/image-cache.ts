import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A cached rendered image. */
export interface CachedImage {
  readonly image: Buffer;
  readonly contentType: string;
}

/** Options of {@link createImageCache}. */
export interface ImageCacheOptions {
  /** Memory budget in bytes (sum of image sizes); least recently used images go first. */
  readonly maxBytes: number;
  /** Optional folder for a second, disk tier: images survive the memory budget and restarts. */
  readonly dir?: string | undefined;
}

/** The server's rendered-image cache (2§9): memory LRU with a byte budget, optional disk tier. */
export interface ImageCache {
  get(key: string): Promise<CachedImage | undefined>;
  set(key: string, value: CachedImage): Promise<void>;
  /** Bytes held in memory and the number of images there. */
  readonly stats: { readonly bytes: number; readonly entries: number };
}

/** Default memory budget: 256 MB, about 30 full-size 2500² PNGs or thousands of map tiles. */
export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

const fileOf = (dir: string, key: string) =>
  join(dir, createHash('sha256').update(key).digest('hex'));

/**
 * A memory LRU (a Map in use order) holding at most `maxBytes` of images; an image larger than
 * the whole budget is not kept in memory. With `dir`, every image is also written there (atomic
 * rename; content type in the first line) and a memory miss reads it back.
 */
export function createImageCache(options: ImageCacheOptions): ImageCache {
  const entries = new Map<string, CachedImage>();
  let bytes = 0;
  const dirReady = options.dir ? mkdir(options.dir, { recursive: true }) : undefined;

  function remember(key: string, value: CachedImage): void {
    const old = entries.get(key);
    if (old) {
      bytes -= old.image.length;
      entries.delete(key);
    }
    if (value.image.length > options.maxBytes) return;
    entries.set(key, value);
    bytes += value.image.length;
    for (const [k, v] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(k);
      bytes -= v.image.length;
    }
  }

  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      if (!options.dir) return undefined;
      await dirReady;
      const data = await readFile(fileOf(options.dir, key)).catch(() => undefined);
      const newline = data?.indexOf(10) ?? -1;
      if (!data || newline < 0) return undefined;
      const value = {
        contentType: data.subarray(0, newline).toString('utf8'),
        image: Buffer.from(data.subarray(newline + 1)),
      };
      remember(key, value);
      return value;
    },
    async set(key, value) {
      remember(key, value);
      if (!options.dir) return;
      await dirReady;
      const file = fileOf(options.dir, key);
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, Buffer.concat([Buffer.from(`${value.contentType}\n`), value.image]));
      await rename(temp, file);
    },
    get stats() {
      return { bytes, entries: entries.size };
    },
  };
}
