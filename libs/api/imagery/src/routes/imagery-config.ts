import type { ImageryProviderKind } from '../providers/imagery-provider';
import type { SentinelHubOptions } from '../providers/sentinel-hub/sentinel-hub-options';
import type { SandboxLimits } from '../sandbox/sandbox-limits';
import type { PngEncoder } from '../encode/encode-image';

/** What the imagery service runs on: the app fills it from its environment. */
export interface ImageryConfig {
  /** `local` (the offline sample catalogue), `stac-api` or `sentinel-hub`. */
  readonly provider: ImageryProviderKind;
  /** Root of the STAC API for `stac-api`. */
  readonly stacUrl: string;
  /** Sentinel Hub client credentials and endpoints for `sentinel-hub` (undefined otherwise). */
  readonly sentinelHub: SentinelHubOptions | undefined;
  /** Folder of the sample rasters the local catalogue serves. */
  readonly rasterDir: string;
  /** Lifetime of share links in days; undefined = forever. */
  readonly shareTtlDays: number | undefined;
  /** Render worker threads; 0 renders on the main thread. */
  readonly renderWorkers: number;
  /**
   * Start the render workers when the server is ready (default true: the first tile pays no
   * thread start); false starts them on the first render (test servers that never render).
   */
  readonly warmRenderWorkers?: boolean;
  /** Memory budget of the rendered-image cache, bytes; 0 turns the cache off. */
  readonly cacheBytes: number;
  /** zlib level 0..9 of rendered PNGs (default `DEFAULT_PNG_COMPRESSION_LEVEL`, 5). */
  readonly pngCompressionLevel?: number;
  /** PNG encoder of renders: `bands` (default) or `sharp` (libvips, the fallback). */
  readonly pngEncoder?: PngEncoder;
  /** Optional folder of the cache's disk tier. */
  readonly cacheDir: string | undefined;
  /** Limits of one user evalscript run (isolated-vm). */
  readonly sandboxLimits: SandboxLimits;
}
