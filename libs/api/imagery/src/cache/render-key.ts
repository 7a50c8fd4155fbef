import { createHash } from 'node:crypto';
import { renderCacheKey } from '@unfurl/imagery-core';
import type { ImageryBbox } from '@unfurl/domain';

/** Everything that makes two rendered images different. */
export interface RenderKeyParts {
  /** Which route produced it (image, thumbnail, wms): same pixels, different defaults. */
  readonly kind: string;
  readonly bbox: ImageryBbox;
  /** ISO instants; both count at hourly granularity (2§9). */
  readonly from: string;
  readonly to: string;
  readonly width: number;
  readonly height: number;
  readonly satellite: string;
  /** Built-in script id, or undefined for a user evalscript (then `source` counts). */
  readonly scriptId: string | undefined;
  readonly source: string | undefined;
  readonly contentType: string;
  readonly quality?: number | undefined;
  readonly crs?: string | undefined;
  readonly resampling?: string | undefined;
  readonly maxCloudCoverage?: number | undefined;
}

const hour = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(Math.floor(t / 3_600_000) * 3_600_000).toISOString();
};

/**
 * The cache key of a rendered image: the spec's key (area, date at hourly granularity, size,
 * script; imagery-core's `renderCacheKey`, R-460) with the end of the time range as the date,
 * plus what else changes the bytes (start hour, satellite, format, quality, CRS, resampling,
 * cloud cover, route). A user evalscript counts by its SHA-256, never a short hash.
 */
export function renderKey(parts: RenderKeyParts): string {
  const script = parts.scriptId ?? 'custom';
  const base = renderCacheKey({
    bbox: parts.bbox,
    date: parts.to,
    width: parts.width,
    height: parts.height,
    script,
  });
  const source =
    parts.scriptId === undefined && parts.source
      ? createHash('sha256').update(parts.source).digest('hex')
      : '';
  return [
    base,
    `from=${hour(parts.from)}`,
    `sat=${parts.satellite}`,
    `src=${source}`,
    `type=${parts.contentType}`,
    `q=${parts.quality ?? ''}`,
    `crs=${parts.crs ?? 'EPSG:4326'}`,
    `rs=${parts.resampling ?? ''}`,
    `maxcc=${parts.maxCloudCoverage ?? 100}`,
    `kind=${parts.kind}`,
  ].join('|');
}
