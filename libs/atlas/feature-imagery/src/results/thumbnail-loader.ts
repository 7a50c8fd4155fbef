import type { GenerateImageBody, ImageryApi } from '@unfurl/api-client';
import { renderCacheKey } from '@unfurl/imagery-core';

/** Thumbnails at most this many at a time, so previews never crowd out the main render. */
export const THUMBNAIL_CONCURRENCY = 2;

/**
 * Loads rendered thumbnails (`POST /generate-thumbnail`, JPEG quality 20; 2§9) a few at a time and
 * keeps them for the session by area, hour, size and script. A failed thumbnail resolves to null.
 */
export class ThumbnailLoader {
  private readonly cache = new Map<string, Promise<string | null>>();
  private readonly queue: (() => void)[] = [];
  private running = 0;

  constructor(
    private readonly api: ImageryApi,
    private readonly toUrl: (blob: Blob) => string = (blob) => URL.createObjectURL(blob),
  ) {}

  /** The thumbnail URL of a render body (cached), or null when it cannot be rendered. */
  load(body: GenerateImageBody): Promise<string | null> {
    const key = renderCacheKey({
      bbox: body.bbox,
      date: body.timeRange.from,
      width: body.width,
      height: body.height,
      // The satellite too: one loader serves both families (a custom script on each).
      script: `${body.satellite}\n${body.evalscriptName ?? body.evalscript ?? ''}`,
    });
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.enqueue(() =>
        this.api
          .generateThumbnail({ ...body, contentType: 'image/jpeg', quality: 20 })
          .then((blob) => this.toUrl(blob))
          .catch(() => null),
      );
      this.cache.set(key, pending);
    }
    return pending;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve) => {
      const run = () => {
        this.running++;
        void task()
          .then(resolve)
          .finally(() => {
            this.running--;
            this.queue.shift()?.();
          });
      };
      if (this.running < THUMBNAIL_CONCURRENCY) run();
      else this.queue.push(run);
    });
  }
}

const loaders = new WeakMap<ImageryApi, ThumbnailLoader>();

/**
 * The session's thumbnail loader of an imagery client: one per client for the page's life, so
 * thumbnails survive leaving and reopening the imagery panel (2§9, R-459).
 */
export function sessionThumbnailLoader(api: ImageryApi): ThumbnailLoader {
  let loader = loaders.get(api);
  if (!loader) {
    loader = new ThumbnailLoader(api);
    loaders.set(api, loader);
  }
  return loader;
}
