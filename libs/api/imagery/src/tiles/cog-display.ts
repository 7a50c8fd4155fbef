import type { CogSource } from '../cog/cog-source';
import { readMaskWindow, readWindowSamples } from '../cog/read-window';
import { RESAMPLING } from '../warp/resampling';
import type { Resampling } from '../warp/resampling';

/** How a COG's samples become colours. */
export const TILE_COLOURS = {
  /** One band, stretched to grey. */
  grey: 'grey',
  /** One band of indices into the file's colour map (TIFF palette colour). */
  palette: 'palette',
  /** The first three bands as red, green and blue, stretched together. */
  rgb: 'rgb',
} as const;

/** One way of colouring. */
export type TileColours = (typeof TILE_COLOURS)[keyof typeof TILE_COLOURS];

/** Values mapped to 0..255 linearly (clamped). */
export interface BandStretch {
  readonly min: number;
  readonly max: number;
}

/** Everything a tile render needs to know about a COG's samples, computed once per file. */
export interface CogDisplay {
  readonly colours: TileColours;
  /** File samples (0-based) giving the colour: one, or red, green, blue. */
  readonly colourSamples: readonly number[];
  /** The alpha sample (TIFF ExtraSamples) and its full-opacity value, when there is one. */
  readonly alpha?: { readonly sample: number; readonly max: number };
  /** Per colour sample. */
  readonly stretch: readonly BandStretch[];
  /** 256 RGB triples of a palette file. */
  readonly palette?: Uint8Array;
  readonly resampling: Resampling;
}

/** Share of the values cut at either end of a stretch (2–98 %). */
const CUT = 0.02;

const tagArray = (value: unknown, count: number): number[] => {
  if (value === undefined || value === null) return [];
  if (typeof value === 'number') return Array.from({ length: count }, () => value);
  return Array.from(value as ArrayLike<number>);
};

/** The 256 RGB triples of a TIFF ColorMap (16-bit red, green then blue ramps). */
function paletteOf(colorMap: ArrayLike<number>): Uint8Array {
  const n = colorMap.length / 3;
  const out = new Uint8Array(256 * 3);
  for (let i = 0; i < Math.min(256, n); i++) {
    out[i * 3] = colorMap[i]! >> 8;
    out[i * 3 + 1] = colorMap[n + i]! >> 8;
    out[i * 3 + 2] = colorMap[2 * n + i]! >> 8;
  }
  return out;
}

/**
 * The 2nd and 98th percentiles of the valid values of `bands` taken together (no data, NaN and
 * masked pixels left out); max > min.
 */
export function percentileStretch(
  bands: readonly ArrayLike<number>[],
  nodata: number | null,
  mask?: ArrayLike<number>,
): BandStretch {
  const values: number[] = [];
  for (const band of bands) {
    for (let p = 0; p < band.length; p++) {
      const v = band[p]!;
      if (v === nodata || Number.isNaN(v) || (mask && mask[p] === 0)) continue;
      values.push(v);
    }
  }
  if (values.length === 0) return { min: 0, max: 1 };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const min = at(CUT);
  const max = at(1 - CUT);
  return max > min ? { min, max } : { min, max: min + 1 };
}

/**
 * How to colour a COG's tiles, from its first image's tags: palette files through their colour
 * map, one band as grey, three or more as RGB; an ExtraSamples alpha band as alpha. 8-bit
 * unsigned colours are taken as they are; other types are stretched over the 2–98 % range of
 * the coarsest level (one small read per file).
 */
export async function cogDisplay(source: CogSource, signal?: AbortSignal): Promise<CogDisplay> {
  const base = source.levels[0]!.image;
  const directory = base.fileDirectory as Record<string, unknown>;
  const samples = base.getSamplesPerPixel();
  const bits = tagArray(directory['BitsPerSample'], samples);
  const formats = tagArray(directory['SampleFormat'], samples);
  const extra = tagArray(directory['ExtraSamples'], 0);
  const colourCount = samples >= 3 ? 3 : 1;
  // ExtraSamples 1 (associated) or 2 (unassociated alpha) on the sample after the colours.
  const alphaSample = samples - extra.length + extra.findIndex((e) => e === 1 || e === 2);
  const hasAlpha = extra.some((e) => e === 1 || e === 2) && alphaSample >= colourCount;
  const alpha = hasAlpha
    ? { alpha: { sample: alphaSample, max: 2 ** (bits[alphaSample] ?? 8) - 1 } }
    : {};
  const colourSamples = colourCount === 3 ? [0, 1, 2] : [0];
  const colorMap = directory['ColorMap'] as ArrayLike<number> | undefined;
  if (directory['PhotometricInterpretation'] === 3 && colorMap && colourCount === 1) {
    return {
      colours: TILE_COLOURS.palette,
      colourSamples,
      ...alpha,
      stretch: [{ min: 0, max: 255 }],
      palette: paletteOf(colorMap),
      resampling: RESAMPLING.nearest,
    };
  }
  const eightBit = colourSamples.every((s) => bits[s] === 8 && (formats[s] ?? 1) === 1);
  const stretch = eightBit
    ? { min: 0, max: 255 }
    : await coarsestStretch(source, colourSamples, signal);
  return {
    colours: colourCount === 3 ? TILE_COLOURS.rgb : TILE_COLOURS.grey,
    colourSamples,
    ...alpha,
    stretch: colourSamples.map(() => stretch),
    resampling: RESAMPLING.bilinear,
  };
}

async function coarsestStretch(
  source: CogSource,
  samples: readonly number[],
  signal?: AbortSignal,
): Promise<BandStretch> {
  const level = source.levels.length - 1;
  const { width, height } = source.levels[level]!;
  const request = { level, window: [0, 0, width, height] as const };
  const [windows, mask] = await Promise.all([
    readWindowSamples(source, request, samples, signal),
    readMaskWindow(source, request, signal),
  ]);
  return percentileStretch(
    (windows ?? []).map((w) => w.data),
    source.nodata,
    mask?.data,
  );
}
