import type { Mosaicking } from '@unfurl/imagery-core';
import type { StageRaster } from '../encode/raster-geotiff';
import type { SandboxLimits } from '../sandbox/sandbox-limits';

/** Band arrays by name (`B04`, `VV`, ... and `dataMask`), one value per output pixel, NaN = no data. */
export type BandArrays = Readonly<Record<string, Float32Array>>;

/** The bands of one acquisition on the output grid, for ORBIT and TILE scripts. */
export interface SceneBands {
  /** ISO date-time of the acquisition (the newest of an orbit's tiles). */
  readonly date: string;
  /** Cloud cover in percent. */
  readonly cloudCoverage: number;
  /** The scene's own bands and `dataMask` (no mosaicking with other scenes). */
  readonly bands: BandArrays;
}

/**
 * What a stage gets besides the mosaicked bands: for ORBIT and TILE scripts the bands per scene
 * (newest first) and the request's time range (`collections.from/to` of `preProcessScenes`).
 */
export interface StageContext {
  readonly scenes?: readonly SceneBands[];
  readonly from?: string;
  readonly to?: string;
}

/**
 * The pluggable "script" stage of the renderer: band values in, RGBA bytes out
 * (`width × height × 4`). The True Color stage below is the SIMPLE fast path;
 * evalscripts run by `@unfurl/imagery-core`'s runtime (`evalscript-stage.ts`,
 * `sandbox/sandboxed-stage.ts`) plug in through the same shape.
 */
export interface PixelStage {
  /** Short name for logs and timings. */
  readonly name: string;
  /** Bands the stage reads (besides `dataMask`, always provided: 1 valid, 0 no data). */
  readonly inputBands: readonly string[];
  /**
   * The script's `setup().mosaicking` (default SIMPLE): ORBIT and TILE stages get one sample per
   * scene through `context.scenes`; `bands` then only carries the union `dataMask`.
   */
  readonly mosaicking?: Mosaicking;
  run(
    bands: BandArrays,
    width: number,
    height: number,
    signal?: AbortSignal,
    context?: StageContext,
  ): Uint8Array | Promise<Uint8Array>;
  /**
   * The stage's output as the script returns it (bands and sample type kept), for GeoTIFF; `run`
   * is this output turned into RGBA. Stages without it give their RGBA as a 4-band UINT8 raster.
   */
  raster?(
    bands: BandArrays,
    width: number,
    height: number,
    signal?: AbortSignal,
    context?: StageContext,
  ): StageRaster | Promise<StageRaster>;
  /** How a render worker rebuilds this stage; stages without one render in-process. */
  readonly ref?: StageRef;
}

/** A serialisable name of a stage, for render workers. */
export type StageRef =
  | { readonly kind: 'true-color' }
  | { readonly kind: 'evalscript'; readonly name: string; readonly source: string }
  | {
      /** A user evalscript, run in an isolate with these limits. */
      readonly kind: 'sandboxed';
      readonly name: string;
      readonly source: string;
      readonly inputBands: readonly string[];
      readonly limits: SandboxLimits;
      /** The script's mosaicking (default SIMPLE). */
      readonly mosaicking?: Mosaicking;
    };

/**
 * True Color as Sentinel Hub's default script: R, G, B = 2.5 × reflectance of B04, B03, B02,
 * × 255, clamped to 0..255 and rounded; no data → transparent.
 */
export const TRUE_COLOR_STAGE: PixelStage = {
  name: 'true-color',
  inputBands: ['B04', 'B03', 'B02'],
  ref: { kind: 'true-color' },
  run(bands, width, height) {
    const r = bands['B04']!;
    const g = bands['B03']!;
    const b = bands['B02']!;
    const mask = bands['dataMask']!;
    // Uint8ClampedArray clamps to 0..255 and rounds on store (ties to even: at most 1 DN apart
    // from Math.round, only on exact .5 values).
    const out = new Uint8ClampedArray(width * height * 4);
    const k = 2.5 * 255;
    for (let p = 0, q = 0; p < r.length; p++, q += 4) {
      if (mask[p] === 0) continue; // stays 0, 0, 0, 0: transparent
      out[q] = r[p]! * k;
      out[q + 1] = g[p]! * k;
      out[q + 2] = b[p]! * k;
      out[q + 3] = 255;
    }
    return new Uint8Array(out.buffer);
  },
};
