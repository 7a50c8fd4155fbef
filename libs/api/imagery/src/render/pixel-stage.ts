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
}

/**
 * True Color as Sentinel Hub's default script: R, G, B = 2.5 × reflectance of B04, B03, B02,
 * × 255, clamped to 0..255 and rounded; no data → transparent.
 */
export const TRUE_COLOR_STAGE: PixelStage = {
  name: 'true-color',
  inputBands: ['B04', 'B03', 'B02'],
  run(bands, width, height) {
    const r = bands['B04']!;
    const g = bands['B03']!;
    const b = bands['B02']!;
    const mask = bands['dataMask']!;
    const out = new Uint8Array(width * height * 4);
    const k = 2.5 * 255;
    for (let p = 0, q = 0; p < r.length; p++, q += 4) {
      if (mask[p] === 0) continue; // Uint8Array starts at 0: transparent black
      out[q] = toByte(r[p]! * k);
      out[q + 1] = toByte(g[p]! * k);
      out[q + 2] = toByte(b[p]! * k);
      out[q + 3] = 255;
    }
    return out;
  },
};

function toByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
}
