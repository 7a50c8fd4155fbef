/** Options of {@link SessionImageCache}. */
export interface SessionImageCacheOptions {
  /** Most images kept; the least recently used one is dropped (and revoked) past it. */
  readonly maxEntries?: number;
  /** Frees an image URL that left the cache (default `URL.revokeObjectURL`). */
  readonly revoke?: (url: string) => void;
}

/** Images kept by default: far more than a session views, a bound on memory all the same. */
export const SESSION_IMAGE_CACHE_SIZE = 256;

const revokeObjectUrl = (url: string) => {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(url);
  }
};

/**
 * Rendered preview images by cache key (2§9, R-459, R-460): object URLs that live for the browser
 * session, not for one mount of the imagery panel. A URL replaced under the same key, or dropped
 * past `maxEntries`, is revoked so its image memory is freed.
 */
export class SessionImageCache {
  private readonly urls = new Map<string, string>();
  private readonly maxEntries: number;
  private readonly revoke: (url: string) => void;

  constructor(options: SessionImageCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? SESSION_IMAGE_CACHE_SIZE);
    this.revoke = options.revoke ?? revokeObjectUrl;
  }

  /** The URL under a key (and marks it recently used), or undefined. */
  get(key: string): string | undefined {
    const url = this.urls.get(key);
    if (url !== undefined) {
      this.urls.delete(key);
      this.urls.set(key, url);
    }
    return url;
  }

  /** Keeps a URL under a key, revoking the one it replaces and the least recently used past the bound. */
  set(key: string, url: string): void {
    const old = this.urls.get(key);
    this.urls.delete(key);
    if (old !== undefined && old !== url) this.revoke(old);
    this.urls.set(key, url);
    while (this.urls.size > this.maxEntries) {
      const [oldestKey, oldestUrl] = this.urls.entries().next().value as [string, string];
      this.urls.delete(oldestKey);
      this.revoke(oldestUrl);
    }
  }

  /** Number of images kept. */
  get size(): number {
    return this.urls.size;
  }

  /** Drops (and revokes) every image. */
  clear(): void {
    for (const url of this.urls.values()) this.revoke(url);
    this.urls.clear();
  }
}

/** The cache of this browser session, shared by every imagery store (Sentinel and Landsat). */
export const sessionImageCache = new SessionImageCache();
