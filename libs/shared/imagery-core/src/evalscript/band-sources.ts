import type { BandArray } from './compile';
import { EVALSCRIPT_ERROR_CODE, EvalscriptError } from './evalscript-error';

/** Raw band data with how to turn it into physical values: value = data × scale + offset. */
export interface BandSource {
  readonly data: BandArray;
  readonly scale?: number;
  readonly offset?: number;
  /** Raw value meaning "no data" (dataMask 0). NaN always means no data. */
  readonly noData?: number;
}

/**
 * A band as given to the runtime. A plain integer array of an optical band (B01..B12, B8A) holds
 * DN, reflectance × 10000; a plain float array holds physical values already; a
 * {@link BandSource} says exactly.
 */
export type BandInput = BandArray | BandSource;

/** Reflectance per DN of Sentinel-2 and the other optical bands (notes §1.2). */
export const REFLECTANCE_PER_DN = 1e-4;

const OPTICAL = /^B(0[1-9]|1[0-2]|8A)$/;

/** How the loop reads one band. */
export interface ResolvedBand {
  readonly data: BandArray;
  readonly scale: number;
  readonly offset: number;
  readonly noData: number | undefined;
}

function isBandSource(input: BandInput): input is BandSource {
  return !ArrayBuffer.isView(input);
}

/** Scale and offset of a band for a unit: DN reads raw counts, anything else physical values. */
export function resolveBand(
  name: string,
  input: BandInput,
  unit: string | undefined,
): ResolvedBand {
  if (isBandSource(input)) {
    const raw = unit === 'DN';
    return {
      data: input.data,
      scale: raw ? 1 : (input.scale ?? (OPTICAL.test(name) ? REFLECTANCE_PER_DN : 1)),
      offset: raw ? 0 : (input.offset ?? 0),
      noData: input.noData,
    };
  }
  const float = input instanceof Float32Array || input instanceof Float64Array;
  const optical = OPTICAL.test(name);
  let scale = 1;
  if (optical && float && unit === 'DN') scale = 1 / REFLECTANCE_PER_DN;
  if (optical && !float && unit !== 'DN') scale = REFLECTANCE_PER_DN;
  return { data: input, scale, offset: 0, noData: undefined };
}

/** Throws a BAD_INPUT error unless the array holds one value per pixel. */
export function checkLength(name: string, data: BandArray, pixels: number): void {
  if (data.length !== pixels) {
    throw new EvalscriptError(
      EVALSCRIPT_ERROR_CODE.BAD_INPUT,
      `Band ${name} has ${data.length} values but the image has ${pixels} pixels.`,
    );
  }
}

/**
 * dataMask from the bands: 0 where any raw value is NaN or its noData value, else 1. Undefined
 * when no band can hold either (integer data without a noData value): every pixel is valid.
 */
export function computeDataMask(
  bands: readonly ResolvedBand[],
  pixels: number,
): Uint8Array | undefined {
  let mask: Uint8Array | undefined;
  for (const band of bands) {
    const { data, noData } = band;
    const float = data instanceof Float32Array || data instanceof Float64Array;
    if (!float && noData === undefined) continue;
    mask ??= new Uint8Array(pixels).fill(1);
    markNoData(data, mask, noData ?? NaN);
  }
  return mask;
}

/** A band that is 1 everywhere, without an array: the loop reads scale 0 as "constant offset". */
export const ALL_VALID: ResolvedBand = {
  data: new Uint8Array(0),
  scale: 0,
  offset: 1,
  noData: undefined,
};

/** Clears the mask where the value is NaN or equals noData (one pass, no per-value branches). */
function markNoData(data: BandArray, mask: Uint8Array, noData: number): void {
  const n = mask.length;
  for (let i = 0; i < n; i++) {
    const v = data[i] as number;
    if (v !== v || v === noData) mask[i] = 0;
  }
}

/**
 * SIMPLE mosaicking of several scenes (notes §1.1): per pixel the first scene, in mosaicking
 * order, whose dataMask is 1. Scenes must share the band layout (same scale and offset).
 */
export function mosaicScenes(
  scenes: readonly (readonly ResolvedBand[])[],
  masks: readonly Uint8Array[],
  pixels: number,
): ResolvedBand[] {
  const first = scenes[0] ?? [];
  return first.map((band, b) => {
    const Ctor = band.data.constructor as new (n: number) => BandArray;
    const out = new Ctor(pixels);
    for (let i = 0; i < pixels; i++) {
      let k = 0;
      while (k < scenes.length - 1 && masks[k]?.[i] === 0) k++;
      out[i] = scenes[k]?.[b]?.data[i] ?? 0;
    }
    return { ...band, data: out };
  });
}
