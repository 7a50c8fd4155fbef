/** Output sample types (notes §1.2; INT8/INT16 as OpenLayers lists them). */
export const SAMPLE_TYPE = {
  /** 0..1 stretched to 0..255: clamp(round(v × 255)); NaN gives 0. */
  AUTO: 'AUTO',
  UINT8: 'UINT8',
  UINT16: 'UINT16',
  INT8: 'INT8',
  INT16: 'INT16',
  /** Passed through unchanged. */
  FLOAT32: 'FLOAT32',
} as const;

/** One sample type. */
export type SampleType = (typeof SAMPLE_TYPE)[keyof typeof SAMPLE_TYPE];

/** True for a sample type name. */
export function isSampleType(value: unknown): value is SampleType {
  return typeof value === 'string' && value in SAMPLE_TYPE;
}

/**
 * The largest double below 0.5. For every v with 0 <= v < 2^52, `Math.floor(v + ROUND_HALF)` equals
 * `Math.round(v)` (v + ROUND_HALF never rounds up across an integer; with v + 0.5 it would for
 * v = ROUND_HALF). The pixel loop uses it: floor is one branch-free instruction, while V8's
 * Math.round branches on the fraction, which real imagery makes unpredictable.
 */
export const ROUND_HALF = 0.49999999999999994;

/**
 * One value converted as an output of the given type stores it (the loop inlines the same rule):
 * AUTO clamp(round(v·255), 0, 255); integer types clamp(round(v)) to their range; NaN gives 0
 * under integer types; FLOAT32 passes through (as a float32).
 */
export function convertSample(value: number, sampleType: SampleType): number {
  switch (sampleType) {
    case 'AUTO':
      return clampRound(value * 255, 0, 255);
    case 'UINT8':
      return clampRound(value, 0, 255);
    case 'UINT16':
      return clampRound(value, 0, 65535);
    case 'INT8':
      return clampRound(value, -128, 127);
    case 'INT16':
      return clampRound(value, -32768, 32767);
    case 'FLOAT32':
      return Math.fround(value);
    default: {
      const never: never = sampleType;
      return never;
    }
  }
}

function clampRound(v: number, min: number, max: number): number {
  if (Number.isNaN(v)) return 0;
  return v <= min ? min : v >= max ? max : Math.round(v) + 0;
}
