/** Band arrays by name (`B04`, `VV`, ... and `dataMask`), one value per output pixel, NaN = no data. */
export type BandArrays = Readonly<Record<string, Float32Array>>;

/**
 * The pluggable "script" stage of the renderer: band values in, RGBA bytes out
 * (`width × height × 4`). The True Color stage below is built in; the evalscript runtime of
 * `@unfurl/imagery-core` plugs in through the same shape.
 */
export interface PixelStage {
  /** Short name for logs and timings. */
  readonly name: string;
  /** Bands the stage reads (besides `dataMask`, always provided: 1 valid, 0 no data). */
  readonly inputBands: readonly string[];
  run(bands: BandArrays, width: number, height: number): Uint8Array | Promise<Uint8Array>;
  /** How a render worker rebuilds this stage; stages without one render in-process. */
  readonly ref?: StageRef;
}

/** A serialisable name of a stage, for render workers. */
export type StageRef =
  | { readonly kind: 'true-color' }
  | { readonly kind: 'evalscript'; readonly name: string; readonly source: string };

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
