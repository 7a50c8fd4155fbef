import type { GdalInfo } from './gdal-info';

/** The two ways we run GDAL: Debian's `gdal-bin` programs, or gdal3.js (GDAL in WebAssembly). */
export const GDAL_BACKEND = { native: 'native', wasm: 'wasm' } as const;

/** One GDAL backend. */
export type GdalBackend = (typeof GDAL_BACKEND)[keyof typeof GDAL_BACKEND];

/** Backend choice: a backend, or `auto` (native when `gdalinfo` is on PATH, else wasm). */
export type GdalChoice = GdalBackend | 'auto';

/**
 * GDAL's programs behind one interface. Paths are files on disk (never buffers): GDAL reads and
 * writes them in blocks, so memory stays bounded whatever the raster's size.
 */
/** Settings of one GDAL program run. */
export interface GdalRunOptions {
  /**
   * GDAL's block cache for this run, MB (GDAL_CACHEMAX); the backend's own setting otherwise.
   * The WebAssembly backend sets its cache once, when its worker starts, and ignores this.
   */
  readonly cacheMb?: number;
}

export interface GdalRunner {
  readonly backend: GdalBackend;
  /** `gdalinfo -json -proj4 <input>`; a file GDAL cannot open is a CORRUPT_FILE error. */
  info(input: string): Promise<GdalInfo>;
  /** `gdal_translate <args> <input> <output>`. */
  translate(
    input: string,
    output: string,
    args: readonly string[],
    run?: GdalRunOptions,
  ): Promise<void>;
  /** `gdalwarp <args> <input> <output>`. */
  warp(input: string, output: string, args: readonly string[], run?: GdalRunOptions): Promise<void>;
  /** Frees the backend (ends the WebAssembly worker). */
  close(): Promise<void>;
}

/** The backend named by `LISTING_GDAL` (native, wasm or auto; auto when unset). */
export function gdalChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): GdalChoice {
  const value = (env['LISTING_GDAL'] ?? 'auto').trim().toLowerCase();
  if (value === 'native' || value === 'wasm' || value === 'auto') return value;
  throw new Error(`LISTING_GDAL must be native, wasm or auto, not '${value}'`);
}
